import type { UserRecord } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { FakeResponse } from '../platform/memory-platform';
import { collectionLoaded } from '../items/items-slice';
import { fakeStore } from '../../test/support/fake-store';
import { chooseListOption, listOptionRows, listShareSettings, listSummary, saveListSummary } from './list-options';

const updated = (p: Record<string, unknown>) => ({ objectId: p.objectId, updatedAt: '2026-11-23T02:00:00.000Z' });

async function storeWithOwners() {
  const fake = await fakeStore({ answers: { update_item: updated, delete_item: updated } });
  const { store } = fake;
  store.dispatch(collectionLoaded({ name: 'archive', records: [{ objectId: 'a1', year: 2026, month: 11, count: 3, cover: 'file/a.jpg' }] }));
  store.dispatch(
    collectionLoaded({ name: 'location', records: [{ objectId: 'l1', name: 'West Lake', count: 2, cover: 'file/l.jpg', summary: 'By the water' }] }),
  );
  store.dispatch(collectionLoaded({ name: 'people', records: [{ objectId: 'p1', name: 'Lin', count: 1, avatar: 'file/p.jpg' }] }));
  store.dispatch(collectionLoaded({ name: 'tag', records: [{ objectId: 't1', name: 'Trip', count: 0 }] }));
  store.dispatch(collectionLoaded({ name: 'status', records: [{ objectId: 's1', name: 'Calm', count: 1 }] }));
  store.dispatch(collectionLoaded({ name: 'weather', records: [{ objectId: 'w1', code: 1, count: 4 }] }));
  return fake;
}

const keys = (rows: ReturnType<typeof listOptionRows>) => rows.map((row) => row.key);

describe("a list's options sheet", () => {
  it('offers per kind what applies: summary where the owner has one, edit and delete for places, people, stories and statuses, share for owned lists', async () => {
    const { store } = await storeWithOwners();
    const { items } = store.getState();
    expect(keys(listOptionRows(items, null, { listType: 'archive', year: 2026, month: 11 }, true))).toEqual([
      'changeCover',
      'removeCover',
      'editSummary',
      'share',
    ]);
    expect(keys(listOptionRows(items, null, { listType: 'location', id: 'l1' }, true))).toEqual([
      'changeCover',
      'removeCover',
      'editSummary',
      'edit',
      'delete',
      'share',
    ]);
    expect(keys(listOptionRows(items, null, { listType: 'people', id: 'p1' }, true))).toEqual([
      'changeCover',
      'removeCover',
      'editSummary',
      'edit',
      'delete',
      'share',
    ]);
    expect(keys(listOptionRows(items, null, { listType: 'status', id: 's1' }, true))).toEqual(['changeCover', 'edit', 'delete', 'share']);
    expect(keys(listOptionRows(items, null, { listType: 'weather', code: 1 }, true))).toEqual(['changeCover', 'share']);
    expect(keys(listOptionRows(items, null, { listType: 'favorite' }, true))).toEqual(['changeCover']);
    expect(keys(listOptionRows(items, { objectId: 'u1', allDiariesCover: 'file/x.jpg' } as UserRecord, { listType: 'all' }, true))).toEqual([
      'changeCover',
      'removeCover',
    ]);
    expect(listOptionRows(items, null, { listType: 'search', keyword: 'sea' }, true)).toEqual([]);
  });

  it('leaves out change cover while the app has no photo-picking screen, and everything about an owner not loaded', async () => {
    const { store } = await storeWithOwners();
    const { items } = store.getState();
    expect(keys(listOptionRows(items, null, { listType: 'tag', id: 't1' }, false))).toEqual(['editSummary', 'edit', 'delete', 'share']);
    expect(keys(listOptionRows(items, null, { listType: 'favorite' }, false))).toEqual([]);
    expect(listOptionRows(items, null, { listType: 'location', id: 'gone' }, true)).toEqual([]);
  });

  it("labels a person's picture as an avatar; only delete is destructive", async () => {
    const { store } = await storeWithOwners();
    const rows = listOptionRows(store.getState().items, null, { listType: 'people', id: 'p1' }, true);
    expect(rows.map((row) => row.label)).toEqual([
      'listOptions.changeAvatar',
      'listOptions.removeAvatar',
      'listOptions.editSummary',
      'listOptions.edit',
      'listOptions.delete',
      'listOptions.share',
    ]);
    expect(rows.filter((row) => row.danger).map((row) => row.key)).toEqual(['delete']);
  });

  it('change cover opens the photos route of the list: the owner id, the year-month of a month, none for favorites', async () => {
    const { store, platform } = await storeWithOwners();
    await store.dispatch(chooseListOption({ listType: 'location', id: 'l1' }, 'changeCover'));
    await store.dispatch(chooseListOption({ listType: 'archive', year: 2026, month: 11 }, 'changeCover'));
    await store.dispatch(chooseListOption({ listType: 'favorite' }, 'changeCover'));
    expect(platform.routes.map((r) => r.path)).toEqual(['/photos/location/l1/crop', '/photos/archive/2026-11/crop', '/photos/favorite/none/crop']);
  });

  it('remove cover asks, then sets cover (a person: avatar) and crop to null; refusing changes nothing', async () => {
    const { store, platform } = await storeWithOwners();
    platform.confirmAnswers.push(false);
    expect(await store.dispatch(chooseListOption({ listType: 'location', id: 'l1' }, 'removeCover'))).toBe('done');
    expect(store.getState().items.location[0]!.cover).toBe('file/l.jpg');
    await store.dispatch(chooseListOption({ listType: 'location', id: 'l1' }, 'removeCover'));
    await store.dispatch(chooseListOption({ listType: 'people', id: 'p1' }, 'removeCover'));
    const writes = platform.requests.filter((r) => r.type === 'update_item').map((r) => r.payload);
    expect(writes).toEqual([
      { className: 'location', objectId: 'l1', data: { cover: null, crop: null } },
      { className: 'people', objectId: 'p1', data: { avatar: null, crop: null } },
    ]);
    expect(store.getState().items.location[0]!.cover).toBeNull();
    expect(platform.confirms.map((c) => c.title.key)).toEqual(['listOptions.removeCoverTitle', 'listOptions.removeCoverTitle', 'target.removeAvatarTitle']);
    expect(platform.toasts.at(-1)!.message.key).toBe('toast.removed');
  });

  it("remove cover of the favorite list clears the user's favorite cover, its crop and its colour", async () => {
    const { store, platform } = await storeWithOwners();
    const { userChanged } = await import('../session/session-slice');
    store.dispatch(userChanged({ favoriteDiariesCover: 'file/f.jpg' }));
    await store.dispatch(chooseListOption({ listType: 'favorite' }, 'removeCover'));
    expect(platform.requests.find((r) => r.type === 'update_item')!.payload).toEqual({
      className: 'user',
      objectId: 'u1',
      data: { favoriteDiariesCover: null, favoriteDiariesCrop: null, favoriteDiariesImageAveRGB: null },
    });
    expect(store.getState().session.user!.favoriteDiariesCover).toBeNull();
  });

  it('edit opens the edit screen; delete asks, keeps the diaries and leaves to the tab only on success', async () => {
    const { store, platform } = await storeWithOwners();
    await store.dispatch(chooseListOption({ listType: 'tag', id: 't1' }, 'edit'));
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/target/tag/edit/t1' });
    platform.confirmAnswers.push(false);
    await store.dispatch(chooseListOption({ listType: 'location', id: 'l1' }, 'delete'));
    expect(platform.routes).toHaveLength(1);
    platform.answers.delete_item = () => new FakeResponse(500, { error: 'down' });
    await store.dispatch(chooseListOption({ listType: 'location', id: 'l1' }, 'delete'));
    expect(platform.routes).toHaveLength(1);
    platform.answers.delete_item = updated;
    await store.dispatch(chooseListOption({ listType: 'location', id: 'l1' }, 'delete'));
    expect(platform.routes.at(-1)).toEqual({ kind: 'replace', path: '/dashboard/location' });
    expect(platform.requests.filter((r) => r.type === 'delete_item').map((r) => r.payload)).toEqual([
      { className: 'location', objectId: 'l1' },
      { className: 'location', objectId: 'l1' },
    ]);
    expect(store.getState().items.location).toEqual([]);
  });

  it('edit summary opens the summary sheet; saving trims it to at most 200 characters', async () => {
    const { store, platform } = await storeWithOwners();
    const place = { listType: 'location', id: 'l1' } as const;
    expect(await store.dispatch(chooseListOption(place, 'editSummary'))).toBe('summary');
    expect(listSummary(store.getState().items, place)).toBe('By the water');
    expect(await store.dispatch(saveListSummary(place, `  ${'a'.repeat(250)} `))).toBe(true);
    expect(listSummary(store.getState().items, place)).toBe('a'.repeat(200));
    expect(platform.toasts.at(-1)!.message.key).toBe('toast.settingSuccess');
  });

  it('share opens the share settings of a list with diaries; one without says "Can not be shared temporarily"', async () => {
    const { store, platform } = await storeWithOwners();
    expect(await store.dispatch(chooseListOption({ listType: 'tag', id: 't1' }, 'share'))).toBe('done');
    expect(platform.toasts.at(-1)!.message.key).toBe('share.unavailable');
    expect(await store.dispatch(chooseListOption({ listType: 'weather', code: 1 }, 'share'))).toBe('share');
    const now = new Date('2026-11-23T02:00:00.000Z');
    expect(listShareSettings(store.getState().items, { listType: 'weather', code: 1 }, now)).toEqual({ kind: 'weather', id: 'w1', live: false });
    store.dispatch(
      collectionLoaded({
        name: 'weather',
        records: [{ objectId: 'w1', code: 1, count: 4, sharedStatus: 2, sharedDatetime: { __type: 'Date', iso: '2026-11-23T01:00:00.000Z' } }],
      }),
    );
    expect(listShareSettings(store.getState().items, { listType: 'weather', code: 1 }, now)).toEqual({
      kind: 'weather',
      id: 'w1',
      live: true,
      validUntil: new Date('2026-11-24T01:00:00.000Z'),
    });
  });
});
