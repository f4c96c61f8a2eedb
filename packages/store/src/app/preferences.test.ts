import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { PREFERENCES } from '../persist/keys';
import { RESET_ALL } from '../reset';
import { changeAppearance, changeLanguage, loadFeatures } from './preferences';
import { startApp } from './start';

describe('preferences', () => {
  it('language and appearance apply at once and come back after a restart', async () => {
    const { store, platform } = await fakeStore();
    await store.dispatch(changeLanguage('en'));
    await store.dispatch(changeAppearance('dark'));
    expect(store.getState().app.preferences).toMatchObject({ language: 'en', appearance: 'dark' });
    expect(JSON.parse(platform.stored.get(PREFERENCES.key)!)).toMatchObject({ v: 1, data: { language: 'en', appearance: 'dark' } });

    const restarted = await fakeStore({ signedIn: false });
    restarted.platform.stored.set(PREFERENCES.key, platform.stored.get(PREFERENCES.key)!);
    await restarted.store.dispatch(startApp());
    expect(restarted.store.getState().app.preferences).toMatchObject({ language: 'en', appearance: 'dark' });
  });
});

describe('server features', () => {
  it('are asked once and kept through a sign-out', async () => {
    const features = {
      wechatQrLogin: true,
      wechatMiniProgram: false,
      weather: false,
      maps: false,
      contentCheck: false,
      payment: 'fake',
      mediaBase: 'http://diary.test/media',
    };
    const { store, platform } = await fakeStore({ answers: { getFeatures: () => features } });
    // A screen asking while start's question is on its way waits for that answer: one request.
    await Promise.all([store.dispatch(loadFeatures()), store.dispatch(loadFeatures())]);
    expect(platform.requests.filter((r) => r.type === 'getFeatures')).toHaveLength(1);
    expect(store.getState().app.features).toMatchObject({ wechatQrLogin: true });
    store.dispatch({ type: RESET_ALL });
    expect(store.getState().app.features).toMatchObject({ wechatQrLogin: true });
  });
});
