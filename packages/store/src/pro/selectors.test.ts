import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { userChanged } from '../session/session-slice';
import { selectProOffer } from './selectors';

describe("what /gopro offers by the user's Pro status", () => {
  it('the free month to someone who never had Pro, a renewal once it ran out, else a year', async () => {
    const { store } = await fakeStore();
    store.dispatch(userChanged({ proStatus: 0 }));
    expect(selectProOffer(store.getState())).toEqual({ trial: true, text: 'pro.trialText', action: 'pro.startTrial' });
    store.dispatch(userChanged({ proStatus: 1 }));
    expect(selectProOffer(store.getState())).toEqual({ trial: false, text: 'pro.renewText', action: 'pro.renew' });
    store.dispatch(userChanged({ proStatus: 2 }));
    expect(selectProOffer(store.getState())).toEqual({ trial: false, text: 'pro.renewText', action: 'pro.buy' });
  });
});
