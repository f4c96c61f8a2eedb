import { cropRegion, type Crop } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { collectionLoaded } from '../items/items-slice';
import { coverPhotosPath, coverTargetOfRoute, cropPurposeOf, type CoverTarget } from './cover-target';
import { loadCoverPhotos, selectCoverPhotos } from './cover-photos';
import { chooseCoverPhoto, saveCover, selectCoverCrop } from './save-cover';

const file = (objectId: string, fields: Record<string, unknown> = {}) => ({
  objectId,
  filename: `file/${objectId}.jpg`,
  kind: 'image/jpeg',
  dimensions: [1200, 900],
  imageAveRGB: '10,20,30',
  ...fields,
});
const diary = (objectId: string, gallery: unknown[]) => ({ objectId, datetime: { __type: 'Date', iso: '2026-11-20T04:00:00.000Z' }, gallery });

describe('the photos route names whose picture is picked', () => {
  it('a list owner by id, a month by year-month, favorite and all by "none", the avatar by its own word; a search has none', () => {
    expect(coverTargetOfRoute('location', 'p1')).toEqual({ for: 'list', selector: { listType: 'location', id: 'p1' } });
    expect(coverTargetOfRoute('archive', '2026-11')).toEqual({ for: 'list', selector: { listType: 'archive', year: 2026, month: 11 } });
    expect(coverTargetOfRoute('favorite', 'none')).toEqual({ for: 'list', selector: { listType: 'favorite' } });
    expect(coverTargetOfRoute('avatar', undefined)).toEqual({ for: 'avatar' });
    expect(coverTargetOfRoute('search', 'sea')).toBeUndefined();
    expect(coverTargetOfRoute('nothing', 'x')).toBeUndefined();
    // And back again, for the crop screen's cancel.
    expect(coverPhotosPath({ for: 'list', selector: { listType: 'archive', year: 2026, month: 11 } })).toBe('/photos/archive/2026-11/crop');
    expect(coverPhotosPath({ for: 'list', selector: { listType: 'all' } })).toBe('/photos/all/none/crop');
    expect(coverPhotosPath({ for: 'avatar' })).toBe('/photos/avatar/crop');
  });

  it('each is cut in its seed box: a month 291×388, the favorite cover 512×512, an avatar like a person 256×256', () => {
    expect(cropPurposeOf({ for: 'list', selector: { listType: 'archive', year: 2026, month: 11 } })).toBe('archive');
    expect(cropPurposeOf({ for: 'list', selector: { listType: 'favorite' } })).toBe('favorite');
    expect(cropPurposeOf({ for: 'avatar' })).toBe('people');
  });
});

describe('picking and cropping a cover', () => {
  const place: CoverTarget = { for: 'list', selector: { listType: 'location', id: 'p1' } };

  it("offers the list's diaries' photos once each, without videos or photos that failed the content check", async () => {
    const diaries = [
      diary('d1', [file('f1'), file('v1', { kind: 'video/mp4' }), file('f2')]),
      diary('d2', [file('f2'), file('f3', { censorResult: { suggestion: 'block' } }), file('f4')]),
    ];
    const { store, platform } = await fakeStore({ answers: { get_item_list: () => ({ diaryList: diaries, count: 2 }) } });
    await store.dispatch(loadCoverPhotos(place));
    expect(JSON.stringify(platform.requests[0]!.payload.where)).toContain('p1');
    const { photos, loading, more } = selectCoverPhotos(store.getState(), place);
    expect(photos.map((p) => p.objectId)).toEqual(['f1', 'f2', 'f4']);
    expect({ loading, more }).toEqual({ loading: false, more: false });
  });

  it('loads the place first when it was not loaded yet (the picker loads only its diaries), then saves its cover', async () => {
    const { store, platform } = await fakeStore({
      answers: {
        get_item_list: () => ({ locationList: [{ objectId: 'p1', name: 'West Lake', count: 1 }] }),
        update_item: () => ({ objectId: 'p1', updatedAt: '2026-11-23T00:00:00.000Z' }),
      },
    });
    store.dispatch(chooseCoverPhoto(place, file('f1') as never));
    expect(await store.dispatch(saveCover({ x: 0, y: 0, width: 900, height: 900 }))).toBe(true);
    expect(platform.requests.find((r) => r.type === 'update_item')!.payload).toMatchObject({
      className: 'location',
      objectId: 'p1',
      data: { cover: 'file/f1.jpg' },
    });
  });

  it("saves the chosen photo cut to the picked region as a place's cover, with its colour, then goes back", async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: () => ({ objectId: 'x1', updatedAt: '2026-11-23T00:00:00.000Z' }) } });
    store.dispatch(collectionLoaded({ name: 'location', records: [{ objectId: 'p1', name: 'West Lake', count: 1 }] }));
    store.dispatch(chooseCoverPhoto(place, file('f1') as never));
    expect(platform.routes.at(-1)).toEqual({ kind: 'replace', path: '/crop' });
    expect(selectCoverCrop(store.getState())?.purpose).toBe('location');
    expect(await store.dispatch(saveCover({ x: 300, y: 100, width: 600, height: 600 }))).toBe(true);
    const sent = platform.requests.find((r) => r.type === 'update_item')!.payload as {
      className: string;
      objectId: string;
      data: { cover?: string; imageAveRGB?: string; crop: Crop };
    };
    expect(sent).toMatchObject({ className: 'location', objectId: 'p1', data: { cover: 'file/f1.jpg', imageAveRGB: '10,20,30' } });
    expect(cropRegion(sent.data.crop)).toEqual({ left: 300, top: 100, width: 600, height: 600 });
    expect(sent.data.crop.cropitDimensions).toEqual([256, 256]);
    expect(store.getState().items.location[0]).toMatchObject({ cover: 'file/f1.jpg' });
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
    expect(selectCoverCrop(store.getState())).toBeNull();
  });

  it("a person's avatar carries no colour; the user's avatar and the favorite cover are the user's own fields", async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: () => ({ objectId: 'x1', updatedAt: '2026-11-23T00:00:00.000Z' }) } });
    store.dispatch(collectionLoaded({ name: 'people', records: [{ objectId: 'm1', name: 'Li Lei', count: 1 }] }));
    const sent = () => platform.requests.filter((r) => r.type === 'update_item').at(-1)!.payload as { className: string; data: Record<string, unknown> };

    store.dispatch(chooseCoverPhoto({ for: 'list', selector: { listType: 'people', id: 'm1' } }, file('f1') as never));
    await store.dispatch(saveCover({ x: 0, y: 0, width: 900, height: 900 }));
    expect(sent().className).toBe('people');
    expect(Object.keys(sent().data).sort()).toEqual(['avatar', 'crop']);

    store.dispatch(chooseCoverPhoto({ for: 'avatar' }, file('f2') as never));
    await store.dispatch(saveCover({ x: 0, y: 0, width: 900, height: 900 }));
    expect(sent()).toMatchObject({ className: 'user', data: { avatar: 'file/f2.jpg' } });
    expect(store.getState().session.user?.avatar).toBe('file/f2.jpg');

    store.dispatch(chooseCoverPhoto({ for: 'list', selector: { listType: 'favorite' } }, file('f3') as never));
    await store.dispatch(saveCover({ x: 0, y: 0, width: 512, height: 512 }));
    expect(sent()).toMatchObject({
      className: 'user',
      data: {
        favoriteDiariesCover: 'file/f3.jpg',
        favoriteDiariesImageAveRGB: '10,20,30',
        favoriteDiariesCrop: { cropitDimensions: [512, 512], cropitZoom: 1 },
      },
    });
  });

  it('without a chosen photo (the crop screen reloaded) nothing is saved', async () => {
    const { store, platform } = await fakeStore();
    expect(await store.dispatch(saveCover({ x: 0, y: 0, width: 10, height: 10 }))).toBe(false);
    expect(platform.requests).toHaveLength(0);
  });
});
