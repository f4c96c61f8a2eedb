import { describe, expect, it } from 'vitest';
import { fakeStore, restartedStore } from '../../test/support/fake-store';
import { appSlice } from '../app/app-slice';
import { FakeResponse } from '../platform/memory-platform';
import { loadPhotosOverview, openPhotoDiary, photoDiaryId, selectPhotosOverview, selectPhotosOverviewScreen } from './photos-overview';

const file = (n: number, iso: string) => ({ objectId: `f${n}`, filename: `file/f${n}.jpg`, kind: 'image/jpeg', datetime: { __type: 'Date', iso } });

describe('the photos overview', () => {
  it('loads 60 at a time, newest first, then goes on after the last file loaded, skipping the ones that share its time', async () => {
    const first = Array.from({ length: 60 }, (_, i) =>
      file(i, i < 58 ? `2026-11-${String(20 - Math.floor(i / 4)).padStart(2, '0')}T04:00:00.000Z` : '2026-11-01T04:00:00.000Z'),
    );
    const second = [file(60, '2026-11-01T04:00:00.000Z'), file(61, '2026-10-30T04:00:00.000Z')];
    let calls = 0;
    const { store, platform } = await fakeStore({
      answers: { get_item_list: () => (calls++ === 0 ? { fileList: first, count: 62 } : { fileList: second, count: 2 }) },
    });
    await store.dispatch(loadPhotosOverview());
    expect(selectPhotosOverview(store.getState())).toMatchObject({ count: 62, load: 'loaded' });
    expect(platform.requests[0]!.payload).toMatchObject({ className: 'file', order: '-datetime', skip: 0, limit: 60 });

    await store.dispatch(loadPhotosOverview(true));
    expect(platform.requests[1]!.payload).toMatchObject({ skip: 2, where: { datetime: { $lte: { __type: 'Date', iso: '2026-11-01T04:00:00.000Z' } } } });
    const overview = selectPhotosOverview(store.getState());
    expect(overview.files.map((f) => f.objectId).slice(-3)).toEqual(['f59', 'f60', 'f61']);
    expect(overview.count).toBe(62);

    // All loaded: nothing more is asked.
    await store.dispatch(loadPhotosOverview(true));
    expect(platform.requests).toHaveLength(2);
  });

  it('opens at once on the first page this device kept, and on it without a network; with none kept it says it is offline, and fills in when the network is back', async () => {
    const files = [file(1, '2026-11-20T04:00:00.000Z'), file(2, '2026-11-19T04:00:00.000Z')];
    const { store, platform } = await fakeStore({ answers: { get_item_list: () => ({ fileList: files, count: 2 }) } });
    expect(selectPhotosOverviewScreen(store.getState())).toMatchObject({ loading: true, note: null, count: null });
    await store.dispatch(loadPhotosOverview());
    expect(selectPhotosOverviewScreen(store.getState())).toMatchObject({
      loading: false,
      note: null,
      count: { key: 'widgets.photoCount', params: { count: 2 } },
    });

    // Started again without a network: the kept page shows, with its total.
    const offline = await restartedStore(platform);
    offline.platform.setOnline(false);
    await offline.store.dispatch(loadPhotosOverview());
    const kept = selectPhotosOverviewScreen(offline.store.getState());
    expect(kept.files.map((f) => f.objectId)).toEqual(['f1', 'f2']);
    expect(kept).toMatchObject({ loading: false, note: null, total: 2, count: { key: 'widgets.photoCount', params: { count: 2 } } });

    // A device that kept nothing says it is offline (not "no photos yet") and fills in once the network is back.
    const fresh = await fakeStore({ answers: { get_item_list: () => ({ fileList: files, count: 2 }) } });
    fresh.store.dispatch(appSlice.actions.startChanged('ready'));
    fresh.platform.setOnline(false);
    await fresh.store.dispatch(loadPhotosOverview());
    expect(selectPhotosOverviewScreen(fresh.store.getState())).toMatchObject({ loading: false, files: [], note: { key: 'widgets.photosOffline' } });
    fresh.platform.setOnline(true);
    await expect.poll(() => selectPhotosOverviewScreen(fresh.store.getState()).files).toHaveLength(2);
    expect(selectPhotosOverviewScreen(fresh.store.getState()).note).toBeNull();
  });

  it('says so when the overview could not be loaded, and when there is nothing yet', async () => {
    const failing = await fakeStore({ answers: { get_item_list: () => new FakeResponse(500, { code: 500, error: 'broken' }) } });
    await failing.store.dispatch(loadPhotosOverview());
    expect(selectPhotosOverviewScreen(failing.store.getState()).note).toEqual({ key: 'widgets.photosFailed' });
    const none = await fakeStore({ answers: { get_item_list: () => ({ fileList: [], count: 0 }) } });
    await none.store.dispatch(loadPhotosOverview());
    expect(selectPhotosOverviewScreen(none.store.getState()).note).toEqual({ key: 'widgets.photosEmpty' });
  });

  it('the preview\'s "Open the diary" opens the diary the photo was saved with', async () => {
    const { store, platform } = await fakeStore();
    const saved = { ...file(1, '2026-11-01T04:00:00.000Z'), diary: [{ __type: 'Pointer' as const, className: 'diary' as const, objectId: 'd7' }] };
    expect(photoDiaryId(saved)).toBe('d7');
    expect(photoDiaryId({})).toBeNull();
    expect(await store.dispatch(openPhotoDiary('d7'))).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/detail/d7' });
  });
});
