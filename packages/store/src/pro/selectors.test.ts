import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { sessionSlice, userChanged } from '../session/session-slice';
import { sellsProSet } from '../app/app-slice';
import { selectMembership, selectProOffer, selectPurchase } from './selectors';

describe("what /gopro offers by the user's Pro status", () => {
  it('the free month to someone who never had Pro, a renewal once it ran out, and while it runs (the trial too) a year after its end', async () => {
    const { store } = await fakeStore();
    store.dispatch(userChanged({ proStatus: 0 }));
    expect(selectProOffer(store.getState())).toEqual({
      trial: true,
      text: { key: 'pro.trialText' },
      note: 'pro.paidToolNote',
      action: 'pro.startTrial',
      showsPrices: true,
    });
    store.dispatch(userChanged({ proStatus: 1 }));
    expect(selectProOffer(store.getState())).toEqual({
      trial: false,
      text: { key: 'pro.renewText' },
      note: 'pro.paidToolNote',
      action: 'pro.renew',
      showsPrices: true,
    });
    // On the trial: not "renew", but when the year bought now would start.
    store.dispatch(userChanged({ proStatus: 2, proExpiredAt: { __type: 'Date', iso: '2027-01-03T04:00:00.000Z' } }));
    expect(selectProOffer(store.getState())).toEqual({
      trial: false,
      text: { key: 'pro.addYearText', params: { date: '2027.01.03' } },
      note: 'pro.paidToolNote',
      action: 'pro.buy',
      showsPrices: true,
    });
  });

  it('leads with a membership card for someone who has or had Pro, saying the date once; none before', async () => {
    const { store } = await fakeStore();
    store.dispatch(userChanged({ proStatus: 0 }));
    expect(selectMembership(store.getState())).toBeNull();
    store.dispatch(userChanged({ proStatus: 2, proExpiredAt: { __type: 'Date', iso: '2027-01-03T04:00:00.000Z' } }));
    expect(selectMembership(store.getState())).toEqual({
      label: { key: 'pro.validUntil', params: { date: '2027.01.03' } },
      line: { key: 'pro.addYearAfter' },
      active: true,
    });
    store.dispatch(userChanged({ proStatus: 1, proExpiredAt: { __type: 'Date', iso: '2026-01-03T04:00:00.000Z' } }));
    expect(selectMembership(store.getState())).toEqual({
      label: { key: 'pro.expired', params: { date: '2026.01.03' } },
      line: { key: 'pro.renewText' },
      active: false,
    });
    store.dispatch(sellsProSet(false));
    expect(selectMembership(store.getState())!.line).toEqual({ key: 'pro.notSoldHere' });
  });

  it("offers nothing while a signed-in person's account is still loading (a Pro person was offered the free month)", async () => {
    const { store } = await fakeStore({ signedIn: false });
    store.dispatch(sessionSlice.actions.signedIn({ token: 't1', userId: 'u1' }));
    expect(selectProOffer(store.getState())).toEqual({ trial: false, text: { key: 'common.loading' }, note: null, action: null, showsPrices: false });
  });

  it('where PRO may not be sold (a mini program on iOS): the free month still, but no price, no year, no way to pay elsewhere', async () => {
    const { store } = await fakeStore();
    store.dispatch(sellsProSet(false));
    store.dispatch(userChanged({ proStatus: 0 }));
    expect(selectProOffer(store.getState())).toEqual({ trial: true, text: { key: 'pro.trialText' }, note: null, action: 'pro.startTrial', showsPrices: false });
    for (const proStatus of [1, 2] as const) {
      store.dispatch(userChanged({ proStatus }));
      expect(selectProOffer(store.getState())).toEqual({ trial: false, text: { key: 'pro.notSoldHere' }, note: null, action: null, showsPrices: false });
    }
    expect(selectPurchase(store.getState(), 'jsapi')).toEqual({ available: false, reason: 'pro.notSoldHere' });
  });
});
