import { describe, expect, it } from 'vitest';
import { appSlice } from '../app/app-slice';
import { fakeStore } from '../../test/support/fake-store';
import { selectAssistantNotice } from './assistant-notice';

describe("the landing page's word on the assistant", () => {
  it("follows the server's features: in development when off, where questions go when on", async () => {
    const { store } = await fakeStore();
    expect(selectAssistantNotice(store.getState())).toEqual({ key: 'landing.assistantText' });
    const features = store.getState().app.features;
    store.dispatch(
      appSlice.actions.featuresLoaded({
        ...(features ?? { payment: 'manual', mediaBase: '' }),
        assistant: { place: 'elsewhere', host: 'api.deepseek.com', embeddings: false },
      } as never),
    );
    expect(selectAssistantNotice(store.getState())).toEqual({ key: 'assistant.sentElsewhere', params: { host: 'api.deepseek.com' } });
  });
});
