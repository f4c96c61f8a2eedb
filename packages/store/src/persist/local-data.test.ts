import { emptyDraft } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { createMemoryPlatform } from '../platform/memory-platform';
import { logout } from '../session/sign-out';
import { fakeStore } from '../../test/support/fake-store';
import { EDIT_DRAFT, listCache, LOCAL_MESSAGES, SEARCH_HISTORY, SESSION, TOTAL_LISTS, PREFERENCES } from './keys';
import { readLocal, writeLocal } from './local-data';
import { removeStaleKeys } from './stale-keys';

// A version-1 draft: the seeds' draft, which had no title.
const { title: _title, ...draftV1 } = { ...emptyDraft(new Date('2026-11-21T02:00:00.000Z')), content: '旧版本的草稿' };

describe('versioned local data', () => {
  it('moves a draft written by version 1 (no title) up to version 2 and writes it back', async () => {
    const { storage, stored } = createMemoryPlatform();
    stored.set(EDIT_DRAFT.key, JSON.stringify({ v: 1, data: draftV1 }));
    const draft = await readLocal(storage, EDIT_DRAFT);
    expect(draft).toMatchObject({ title: '', content: '旧版本的草稿' });
    expect(JSON.parse(stored.get(EDIT_DRAFT.key)!).v).toBe(2);
  });

  it('drops a value it cannot read (corrupt, from a newer release, or the wrong shape) so the app still starts', async () => {
    const { storage, stored } = createMemoryPlatform();
    for (const text of ['{not json', JSON.stringify({ v: 3, data: draftV1 }), JSON.stringify({ v: 2, data: { content: 1 } })]) {
      stored.set(EDIT_DRAFT.key, text);
      expect(await readLocal(storage, EDIT_DRAFT)).toBeUndefined();
      expect(stored.has(EDIT_DRAFT.key)).toBe(false);
    }
  });

  it('reads cached records back through the contract: a list cache holding a diary without its date is dropped, a whole one kept', async () => {
    const { storage, stored } = createMemoryPlatform();
    const cache = listCache('all');
    const diary = { objectId: 'd1', content: '西湖', datetime: { __type: 'Date', iso: '2026-11-21T06:30:00.000Z' } };
    const page = { count: 1, page: 0, scrollTop: 0, loadedAt: '2026-11-21T07:00:00.000Z' };
    stored.set(cache.key, JSON.stringify({ v: 1, data: { ...page, diaryList: [diary] } }));
    expect((await readLocal(storage, cache))?.diaryList).toEqual([diary]);
    const { datetime: _lost, ...withoutDate } = diary;
    stored.set(cache.key, JSON.stringify({ v: 1, data: { ...page, diaryList: [withoutDate] } }));
    expect(await readLocal(storage, cache)).toBeUndefined();
  });

  it('removes stale keys of this store at start and leaves other keys alone', async () => {
    const { storage, stored } = createMemoryPlatform();
    stored.set('diary:TOTAL_TAG_LIST', '[]');
    stored.set('someone-else', 'x');
    await writeLocal(storage, PREFERENCES, { language: 'en', appearance: 'dark', mapType: 'standard' });
    expect(await removeStaleKeys(storage)).toEqual(['diary:TOTAL_TAG_LIST']);
    expect([...stored.keys()].sort()).toEqual([PREFERENCES.key, 'someone-else'].sort());
  });

  it('logout asks "Confirm logout?", clears the session, caches and histories, keeps preferences and local messages except history_today', async () => {
    const { store, platform } = await fakeStore({ answers: { logout: () => ({ success: true }) } });
    await writeLocal(platform.storage, PREFERENCES, { language: 'en', appearance: 'dark', mapType: 'hybrid' });
    await writeLocal(platform.storage, TOTAL_LISTS, { archives: [], people: [], tags: [], statuses: [], locations: [] });
    await writeLocal(platform.storage, SEARCH_HISTORY, { diary: ['西湖'], people: [], tag: [] });
    await writeLocal(platform.storage, LOCAL_MESSAGES, [
      { type: 'history_today', id: 1 },
      { type: 'reply', id: 2 },
    ]);
    platform.confirmAnswers.push(false);
    expect(await store.dispatch(logout())).toBe(false);
    expect(store.getState().session.userId).toBe('u1');
    expect(await store.dispatch(logout())).toBe(true);
    expect(platform.confirms[0]!.title.key).toBe('settings.logoutConfirm');
    expect(store.getState().session.userId).toBeNull();
    expect(store.getState().items.archive).toEqual([]);
    for (const key of [SESSION, TOTAL_LISTS, SEARCH_HISTORY]) expect(platform.stored.has(key.key)).toBe(false);
    expect(await readLocal(platform.storage, LOCAL_MESSAGES)).toEqual([{ type: 'reply', id: 2 }]);
    expect(await readLocal(platform.storage, PREFERENCES)).toMatchObject({ mapType: 'hybrid' });
    expect(platform.toasts.at(-1)!.message.key).toBe('toast.loggedOut');
  });
});
