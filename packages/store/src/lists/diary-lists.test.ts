import { describe, expect, it } from 'vitest';
import { listCache } from '../persist/keys';
import { readLocal } from '../persist/local-data';
import { fakeStore } from '../../test/support/fake-store';
import { CACHED_LIST_PAGES, changeSort, changeSubKeyword, loadNextPage, openList } from './diary-lists';
import { appSlice } from '../app/app-slice';
import { isListAtEnd, listsSlice } from './lists-slice';
import { selectListRows, selectListTally } from './list-rows';
import { emptyDraft } from '@diary/core';
import type { OutboxEntry } from '../persist/keys';
import { outboxActions } from '../outbox/outbox-slice';

const diary = (i: number) => ({ objectId: `d${i}`, datetime: { __type: 'Date', iso: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T02:00:00.000Z` } });

function pagedAnswers(total: number) {
  return {
    get_item_list: (payload: Record<string, unknown>) => {
      if (payload.className !== 'diary') return { [`${String(payload.className)}List`]: [] };
      const skip = Number(payload.skip ?? 0);
      const limit = Number(payload.limit ?? 10);
      return { diaryList: Array.from({ length: Math.max(0, Math.min(limit, total - skip)) }, (_, i) => diary(skip + i)), count: total };
    },
    update_item: (payload: Record<string, unknown>) => ({ objectId: payload.objectId, updatedAt: '2026-11-21T02:00:00.000Z' }),
  };
}

describe('diary lists', () => {
  it('loads pages of 20 of the month, restricted to the user, until THE END', async () => {
    const { store, platform } = await fakeStore({ answers: pagedAnswers(25) });
    const listId = await store.dispatch(openList({ listType: 'archive', year: 2026, month: 11 }));
    expect(listId).toBe('archive/2026-11');
    const first = platform.requests.find((r) => r.payload.className === 'diary')!.payload;
    expect(first).toMatchObject({ skip: 0, limit: 20, order: '-datetime', count: true });
    expect(JSON.stringify(first.where)).toContain('"objectId":"u1"');
    expect(isListAtEnd(store.getState().lists.byId[listId])).toBe(false);
    await store.dispatch(loadNextPage(listId));
    expect(store.getState().lists.byId[listId]!.diaries).toHaveLength(25);
    expect(isListAtEnd(store.getState().lists.byId[listId])).toBe(true);
    expect((await readLocal(platform.storage, listCache(listId)))!.diaryList).toHaveLength(25);
  });

  it('opened without a network and nothing kept, says it is offline (not "No diaries yet"), and fills in when the network is back', async () => {
    const { store, platform } = await fakeStore({ answers: pagedAnswers(3) });
    store.dispatch(appSlice.actions.startChanged('ready'));
    platform.setOnline(false);
    const listId = await store.dispatch(openList({ listType: 'all' }));
    // Its total is not known here: no "0 diaries".
    expect(selectListTally(store.getState(), listId)).toMatchObject({ note: { key: 'list.offline' }, countLabel: null });
    platform.setOnline(true);
    await expect.poll(() => store.getState().lists.byId[listId]!.diaries).toHaveLength(3);
    expect(selectListTally(store.getState(), listId)).toMatchObject({ note: null, countLabel: { key: 'list.diaryCount', params: { count: 3 } } });
    expect(store.getState().lists.byId[listId]!.unreachable).toBe(false);
  });

  it('opened without a network and nothing kept, showing only a diary waiting on this device, says the rest shows when the network is back', async () => {
    const { store, platform } = await fakeStore({ answers: pagedAnswers(3) });
    store.dispatch(appSlice.actions.startChanged('ready'));
    platform.setOnline(false);
    const waiting: OutboxEntry = {
      kind: 'save',
      key: 'n1',
      draft: { ...emptyDraft(new Date('2026-11-20T10:00:00.000Z')), content: 'Written on the train' },
      job: { diaryId: 'n1', isNew: true, stage: 0, uploaded: {}, errorCount: 0 },
      queuedAt: '2026-11-20T10:00:00.000Z',
    };
    store.dispatch(outboxActions.restored([waiting]));
    const listId = await store.dispatch(openList({ listType: 'all' }));
    expect(selectListRows(store.getState(), listId).filter((row) => row.kind === 'diary')).toHaveLength(1);
    expect(selectListTally(store.getState(), listId)).toMatchObject({ note: { key: 'list.offlineRest' }, countLabel: null, atEnd: false });
    platform.setOnline(true);
    await expect.poll(() => store.getState().lists.byId[listId]!.diaries).toHaveLength(3);
    expect(selectListTally(store.getState(), listId).note).toBeNull();
  });

  it('is empty ("No diaries yet") when loaded with a total of 0', async () => {
    const { store } = await fakeStore({ answers: pagedAnswers(0) });
    const listId = await store.dispatch(openList({ listType: 'favorite' }));
    expect(selectListTally(store.getState(), listId)).toEqual({
      count: 0,
      countLabel: { key: 'list.diaryCount', params: { count: 0 } },
      note: { key: 'list.empty' },
      atEnd: false,
    });
  });

  it('a search, or a search in a list, that finds nothing says "Nothing matches" with the words', async () => {
    const { store } = await fakeStore({ answers: pagedAnswers(0) });
    const searched = await store.dispatch(openList({ listType: 'search', keyword: 'harbour' }));
    expect(selectListTally(store.getState(), searched).note).toEqual({ key: 'list.noMatch', params: { keyword: 'harbour' } });
    const favorites = await store.dispatch(openList({ listType: 'favorite' }));
    await store.dispatch(changeSubKeyword(favorites, ' tea '));
    expect(selectListTally(store.getState(), favorites).note).toEqual({ key: 'list.noMatch', params: { keyword: 'tea' } });
  });

  it('toggling older first reloads in ascending order', async () => {
    const { store, platform } = await fakeStore({ answers: pagedAnswers(3) });
    const listId = await store.dispatch(openList({ listType: 'all' }));
    await store.dispatch(changeSort(listId, 'older'));
    expect(platform.requests.filter((r) => r.payload.className === 'diary').at(-1)!.payload.order).toBe('datetime');
  });

  it("corrects the archive's stored count from the list total, on the server and here", async () => {
    const { store, platform } = await fakeStore({ answers: pagedAnswers(7), diaries: 5 });
    await store.dispatch(openList({ listType: 'archive', year: 2026, month: 11 }));
    expect(store.getState().items.archive[0]!.count).toBe(7);
    expect(platform.requests.find((r) => r.type === 'update_item')!.payload).toEqual({ className: 'archive', objectId: 'a1', data: { count: 7 } });
  });

  it('reloads under "Loading a new diary" when a diary was saved since the list loaded, and shows the cache before that', async () => {
    const { store, platform } = await fakeStore({ answers: pagedAnswers(2) });
    const listId = await store.dispatch(openList({ listType: 'all' }));
    const loads = () => platform.requests.filter((r) => r.payload.className === 'diary').length;
    await store.dispatch(openList({ listType: 'all' }));
    expect(loads()).toBe(1);
    platform.setNow(new Date(platform.clock.now().getTime() + 60_000));
    store.dispatch(listsSlice.actions.diariesChanged(platform.clock.now().toISOString()));
    const opening = store.dispatch(openList({ listType: 'all' }));
    expect(store.getState().lists.byId[listId]!.newDiaryBanner).toBe(true);
    await opening;
    expect(loads()).toBe(2);
    expect(store.getState().lists.byId[listId]!.newDiaryBanner).toBe(false);
  });

  it('shows the device’s copy of a list at once after a restart, then the server’s answer replaces it', async () => {
    const first = await fakeStore({ answers: pagedAnswers(2) });
    const listId = await first.store.dispatch(openList({ listType: 'all' }));
    const cached = first.platform.stored.get(listCache(listId).key)!;

    // Another visit: the diary changed meanwhile (edited here before a reload, or on another device).
    const edited = { ...diary(0), content: 'Edited.' };
    let answer: (value: unknown) => void = () => {};
    const later = await fakeStore({
      answers: { get_item_list: (p) => (p.className === 'diary' ? new Promise((resolve) => (answer = resolve)) : { [`${String(p.className)}List`]: [] }) },
    });
    later.platform.stored.set(listCache(listId).key, cached);
    const opening = later.store.dispatch(openList({ listType: 'all' }));
    await expect.poll(() => later.store.getState().lists.byId[listId]?.diaries.length).toBe(2);
    expect(later.store.getState().lists.byId[listId]!.diaries[0]!.content).toBeUndefined();
    answer({ diaryList: [edited, diary(1)], count: 2 });
    await opening;
    expect(later.store.getState().lists.byId[listId]!.diaries[0]!.content).toBe('Edited.');
  });

  it('goes on past the 1000 diaries the server skips, after the last loaded one, without repeating or missing any', async () => {
    // 1,050 diaries, several at the same minute; the fake server orders like the real one (datetime, then id, descending).
    const all = Array.from({ length: 1050 }, (_, i) => ({
      objectId: `d${String(i).padStart(4, '0')}`,
      datetime: { __type: 'Date', iso: new Date(Date.UTC(2026, 10, 20, 0, 0) - Math.floor(i / 3) * 60_000).toISOString() },
    }));
    const ordered = [...all].sort((a, b) => b.datetime.iso.localeCompare(a.datetime.iso) || b.objectId.localeCompare(a.objectId));
    const { store, platform } = await fakeStore({
      answers: {
        get_item_list: (payload) => {
          if (payload.className !== 'diary') return { [`${String(payload.className)}List`]: [] };
          const bound = (payload.where as { datetime?: { $lte?: { iso: string } } }).datetime?.$lte?.iso;
          const skip = Number(payload.skip);
          if (skip > 1000) throw new Error('the server refuses a skip over 1000');
          const matching = bound ? ordered.filter((d) => d.datetime.iso <= bound) : ordered;
          // Like the real server, the count is of what matches the query, cursor included.
          return { diaryList: matching.slice(skip, skip + Number(payload.limit)), count: matching.length };
        },
      },
    });
    const listId = await store.dispatch(openList({ listType: 'all' }));
    while (!isListAtEnd(store.getState().lists.byId[listId])) await store.dispatch(loadNextPage(listId));
    const loaded = store.getState().lists.byId[listId]!.diaries.map((d) => d.objectId);
    expect(loaded).toEqual(ordered.map((d) => d.objectId));
    expect(store.getState().lists.byId[listId]!.count).toBe(1050);
    // The device keeps only the first pages of so long a list.
    const cached = JSON.parse(platform.stored.get(listCache(listId).key)!) as { data: { diaryList: unknown[]; page: number } };
    expect(cached.data).toMatchObject({ page: CACHED_LIST_PAGES - 1 });
    expect(cached.data.diaryList).toHaveLength(CACHED_LIST_PAGES * 20);
    expect(platform.requests.filter((r) => r.payload.className === 'diary').every((r) => Number(r.payload.skip) <= 1000)).toBe(true);
  });
});
