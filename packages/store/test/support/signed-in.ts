import type { RealServer } from '@diary/tooling/server';
import { expect } from 'vitest';
import { agreementToggled, codeTyped, createDiaryStore, phoneTyped, sendCode, startApp, startFreeTrial, submitSignIn, type DiaryStore } from '../../src';
import { nodePlatform } from './node-platform';

let people = 0;

/** A person signed in through the store's own SMS form on the real server, on the free trial (Pro); each a phone of their own. */
export async function signedInStore(server: RealServer, platform = nodePlatform()): Promise<{ store: DiaryStore; platform: ReturnType<typeof nodePlatform> }> {
  const store = createDiaryStore(platform, { apiBaseUrl: server.url, siteUrl: 'https://diary.example' });
  await store.dispatch(startApp());
  const phone = `139${String(process.pid % 10000).padStart(4, '0')}${String(++people).padStart(4, '0')}`;
  store.dispatch(phoneTyped(phone));
  store.dispatch(agreementToggled());
  expect(await store.dispatch(sendCode())).toBe(true);
  store.dispatch(codeTyped(server.lastCode(phone)!));
  expect(await store.dispatch(submitSignIn())).toBe(true);
  expect(await store.dispatch(startFreeTrial())).toBe(true);
  return { store, platform };
}
