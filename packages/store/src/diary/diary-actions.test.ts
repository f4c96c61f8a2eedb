import { API_ERRORS } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { FakeResponse } from '../platform/memory-platform';
import { fakeStore } from '../../test/support/fake-store';
import { openList } from '../lists/diary-lists';
import { openDiaryFromList, toggleDiaryFavorite } from './diary-actions';

const diaries = [
  { objectId: 'd1', datetime: { __type: 'Date', iso: '2026-11-20T02:00:00.000Z' } },
  { objectId: 'd2', privateStatus: true, datetime: { __type: 'Date', iso: '2026-11-19T02:00:00.000Z' } },
];

describe('a diary from a list', () => {
  it('a private diary cannot be opened ("Action temporarily unavailable"); another opens its detail', async () => {
    const { store, platform } = await fakeStore({
      answers: { get_item_list: () => ({ diaryList: diaries, count: 2 }), get_item_by_id: () => ({ item: diaries[0] }) },
    });
    const listId = await store.dispatch(openList({ listType: 'all' }));
    expect(await store.dispatch(openDiaryFromList(listId, 'd2'))).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('errors.actionUnavailable');
    expect(await store.dispatch(openDiaryFromList(listId, 'd1'))).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/detail/d1' });
  });

  it('a diary deleted elsewhere does not open: the list reloads without it', async () => {
    let left = diaries;
    const { store, platform } = await fakeStore({
      answers: {
        get_item_list: () => ({ diaryList: left, count: left.length }),
        get_item_by_id: () => new FakeResponse(404, { code: API_ERRORS.notFound.code, error: 'not found' }),
      },
    });
    const listId = await store.dispatch(openList({ listType: 'all' }));
    left = diaries.slice(1);
    expect(await store.dispatch(openDiaryFromList(listId, 'd1'))).toBe(false);
    expect(platform.routes).toEqual([]);
    expect(store.getState().lists.byId[listId]!.diaries.map((d) => d.objectId)).toEqual(['d2']);
  });

  it('favorite toggles with "Favorited" / "Canceled" and shows in every list', async () => {
    const { store, platform } = await fakeStore({
      answers: {
        get_item_list: () => ({ diaryList: diaries, count: 2 }),
        update_item: (p) => ({ objectId: p.objectId, updatedAt: '2026-11-21T02:00:00.000Z' }),
      },
    });
    const listId = await store.dispatch(openList({ listType: 'all' }));
    await store.dispatch(toggleDiaryFavorite('d1'));
    expect(store.getState().lists.byId[listId]!.diaries[0]!.favorite).toBe(true);
    expect(platform.toasts.at(-1)!.message.key).toBe('toast.favorited');
    await store.dispatch(toggleDiaryFavorite('d1'));
    expect(platform.toasts.at(-1)!.message.key).toBe('toast.canceled');
  });
});
