import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { loadPhotosOverview, openPhotoDiary, photoDiaryId, selectPhotosOverview } from './photos-overview';

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

  it('the preview\'s "Open the diary" opens the diary the photo was saved with', async () => {
    const { store, platform } = await fakeStore();
    const saved = { ...file(1, '2026-11-01T04:00:00.000Z'), diary: [{ __type: 'Pointer' as const, className: 'diary' as const, objectId: 'd7' }] };
    expect(photoDiaryId(saved)).toBe('d7');
    expect(photoDiaryId({})).toBeNull();
    expect(await store.dispatch(openPhotoDiary('d7'))).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/detail/d7' });
  });
});
