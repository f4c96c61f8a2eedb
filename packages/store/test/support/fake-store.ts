import type { UserRecord } from '@diary/core';
import { collectionLoaded } from '../../src/items/items-slice';
import { sessionSlice } from '../../src/session/session-slice';
import { createDiaryStore } from '../../src/store';
import { createMemoryPlatform, type FakeAnswer, type MemoryPlatform } from '../../src/platform/memory-platform';
import { appSlice, type ServerFeatures } from '../../src/app/app-slice';
import { removeUnnamedKeptFiles, restoreDraft } from '../../src/editor/restore-draft';
import { restoreOutbox } from '../../src/outbox/outbox';
import { SESSION } from '../../src/persist/keys';

/** A store over the in-memory platform, optionally signed in as u1 with a Pro status and some diaries. */
export async function fakeStore(
  options: { answers?: Record<string, FakeAnswer>; proStatus?: 0 | 1 | 2; diaries?: number; signedIn?: boolean; now?: string } = {},
) {
  const platform = createMemoryPlatform({ ...(options.now ? { now: options.now } : {}), answers: options.answers ?? {} });
  const store = createDiaryStore(platform, { apiBaseUrl: 'http://diary.test', siteUrl: 'https://diary.example' });
  if (options.signedIn ?? true) {
    platform.stored.set(SESSION.key, JSON.stringify({ v: 1, data: { token: 't1', userId: 'u1' } }));
    store.dispatch(sessionSlice.actions.signedIn({ token: 't1', userId: 'u1' }));
    store.dispatch(sessionSlice.actions.userLoaded({ objectId: 'u1', proStatus: options.proStatus ?? 2 } as UserRecord));
    store.dispatch(collectionLoaded({ name: 'archive', records: [{ objectId: 'a1', year: 2026, month: 11, count: options.diaries ?? 0 }] }));
  }
  return { store, platform };
}

/** Lets listeners (the draft's persistence) finish. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The app started again on the same device (a reload, a closed tab, a crash): a new store over what the
 * device kept (its storage and its kept files), with the drafts restored and the app started.
 */
export async function restartedStore(before: MemoryPlatform, answers: Record<string, FakeAnswer> = before.answers) {
  await settle();
  const next = await fakeStore({ answers });
  for (const [key, value] of before.stored) next.platform.stored.set(key, value);
  for (const [key, file] of before.kept) next.platform.kept.set(key, file);
  // As start does: the outbox first, then the drafts (which keep the photos the outbox holds).
  await next.store.dispatch(restoreOutbox());
  await next.store.dispatch(restoreDraft());
  next.store.dispatch(appSlice.actions.startChanged('ready'));
  await next.store.dispatch(removeUnnamedKeptFiles());
  return next;
}

/** A list of any class answered empty, as the server answers it: `{ <className>List: [] }`. */
export const emptyLists: FakeAnswer = (p) => ({ [`${String(p.className)}List`]: [] });

/** The server's answers to what an app asks right after sign-in: this user, the media base, WeChat bound, no records. */
export function startAnswers(user: { objectId: string; proStatus: number }): Record<string, FakeAnswer> {
  return {
    get_item_by_id: () => ({ item: user }),
    media_base: () => ({ mediaBase: 'http://m', expiresAt: '2026-12-01T00:00:00.000Z' }),
    getBindWechatStatus: () => ({ status: 1 }),
    get_item_list: emptyLists,
  };
}

/** These answers held back until `release()`: a slow network under start's requests. */
export function heldAnswers(answers: Record<string, FakeAnswer>): { answers: Record<string, FakeAnswer>; release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = Object.entries(answers).map(([type, reply]): [string, FakeAnswer] => [type, async (p, r) => (await released, reply(p, r))]);
  return { answers: Object.fromEntries(held), release };
}

/** A server with none of its optional services on (each test turns on the one it is about). */
export const FEATURES_OFF: ServerFeatures = {
  wechatQrLogin: false,
  wechatMiniProgram: false,
  weather: false,
  maps: false,
  contentCheck: false,
  payment: 'none',
  mediaBase: 'http://diary.test/media',
};
