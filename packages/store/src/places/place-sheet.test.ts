import type { LatLng } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { FEATURES_OFF, fakeStore } from '../../test/support/fake-store';
import type { FakeAnswer } from '../platform/memory-platform';
import { appSlice } from '../app/app-slice';
import { pickMedia, startNewDiary } from '../editor/draft';
import { openEditorSheet, selectPlaceChoices, typePlaceQuery } from '../editor/editor-sheets';
import { addPlaceHere, selectPhotoPlaceSection, selectPlaceSearch, typeNewPlaceName } from './place-sheet';

/** Where the photo was taken (its GPS, WGS-84), and places of the user's at some distance north of it (0.0009° ≈ 100 m). */
const PHOTO = { latitude: 43.467448, longitude: 11.885127 };
const north = (degrees: number): LatLng => ({ latitude: PHOTO.latitude + degrees, longitude: PHOTO.longitude });
const place = (id: string, name: string, at?: LatLng, address?: string) => ({
  objectId: id,
  name,
  count: 0,
  ...(at ? { coordinates: { __type: 'GeoPoint' as const, ...at } } : {}),
  ...(address ? { address } : {}),
});

async function editingWithPhoto(options: { maps?: boolean; answers?: Record<string, FakeAnswer>; position?: LatLng | null } = {}) {
  const made = await fakeStore({ answers: options.answers ?? {} });
  made.store.dispatch(appSlice.actions.featuresLoaded({ ...FEATURES_OFF, maps: options.maps ?? false }));
  await made.store.dispatch(startNewDiary());
  const position = options.position === undefined ? PHOTO : options.position;
  made.platform.picks.push([
    { name: 'plain.jpg', kind: 'image/jpeg', file: 'plain' },
    { name: 'DSCN0010.jpg', kind: 'image/jpeg', file: 'gps', ...(position ? { position } : {}) },
  ]);
  await made.store.dispatch(pickMedia('image'));
  return made;
}

const nearbyAnswers = {
  get_item_list: (p: Record<string, unknown>) => {
    const where = p.where as { coordinates?: unknown; name?: unknown };
    // The server's nearby query: within 0.3 km of the point (a place 350 m away is not among them).
    if (where.coordinates)
      return { locationList: [place('p250', 'Church', north(0.00225)), place('p100', 'Piazza', north(0.0009), 'Via Roma 1'), place('p0', 'Hotel', PHOTO)] };
    return { locationList: [place('p100', 'Piazza', north(0.0009)), place('home', 'Home')] };
  },
  check_item: () => ({ exists: false, item: null }),
  add_item: () => ({ objectId: 'new1', createdAt: '2026-12-02T08:00:00.000Z' }),
};

describe("the place sheet's places from the diary's photo", () => {
  it("offers the user's own places within 0.3 km of the photo first, nearest first, each with its distance, and only there", async () => {
    const { store, platform } = await editingWithPhoto({ answers: nearbyAnswers });
    await store.dispatch(openEditorSheet('place'));
    await new Promise((resolve) => setTimeout(resolve, 0));

    const nearby = platform.requests.find((r) => r.type === 'get_item_list' && (r.payload.where as { coordinates?: unknown }).coordinates)!;
    expect(nearby.payload.where).toMatchObject({ coordinates: { $nearSphere: { __type: 'GeoPoint', ...PHOTO }, $maxDistanceInKilometers: 0.3 } });
    const section = selectPhotoPlaceSection(store.getState())!;
    expect(section.places.map((p) => [p.name, p.distance])).toEqual([
      ['Hotel', { key: 'editor.place.distance', params: { metres: 0 } }],
      ['Piazza', { key: 'editor.place.distance', params: { metres: 100 } }],
      ['Church', { key: 'editor.place.distance', params: { metres: 250 } }],
    ]);
    expect(section.places[1]).toMatchObject({ id: 'p100', address: 'Via Roma 1', selected: false });
    // The sheet's list below has the user's other places only.
    expect(selectPlaceChoices(store.getState(), 'searched').map((p) => p.name)).toEqual(['Home']);
    // With the maps service off the point is not named: "A new place here" waits for a name.
    expect(platform.requests.some((r) => r.type === 'reverse_geocode')).toBe(false);
    expect(section.newPlace).toEqual({ name: '', suggestion: null, canAdd: false });
    expect(await store.dispatch(addPlaceHere())).toBe(false);
  });

  it('"A new place here" makes a place at the photo\'s GPS position with the name given, and chooses it', async () => {
    const { store, platform } = await editingWithPhoto({ answers: nearbyAnswers });
    await store.dispatch(openEditorSheet('place'));
    store.dispatch(typeNewPlaceName('  Arezzo hill '));
    expect(selectPhotoPlaceSection(store.getState())!.newPlace.canAdd).toBe(true);

    expect(await store.dispatch(addPlaceHere())).toBe(true);
    const added = platform.requests.find((r) => r.type === 'add_item')!;
    expect(added.payload).toEqual({ className: 'location', data: { name: 'Arezzo hill', coordinates: { __type: 'GeoPoint', ...PHOTO } } });
    expect(store.getState().editor.draft!.locations).toEqual([{ id: 'new1', name: 'Arezzo hill' }]);
    expect(store.getState().items.location[0]).toMatchObject({ objectId: 'new1', coordinates: { latitude: PHOTO.latitude, longitude: PHOTO.longitude } });
    expect(selectPhotoPlaceSection(store.getState())!.newPlace.name).toBe('');
  });

  it('with the maps service on, the point is named by reverse geocoding: "A new place here" takes that name and address', async () => {
    const { store, platform } = await editingWithPhoto({
      maps: true,
      answers: { ...nearbyAnswers, reverse_geocode: () => ({ title: 'Piazza Grande', address: 'Arezzo, Tuscany', ...PHOTO }) },
    });
    await store.dispatch(openEditorSheet('place'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(platform.requests.find((r) => r.type === 'reverse_geocode')!.payload).toEqual(PHOTO);
    expect(selectPhotoPlaceSection(store.getState())!.newPlace).toEqual({ name: '', suggestion: 'Piazza Grande', canAdd: true });

    expect(await store.dispatch(addPlaceHere())).toBe(true);
    expect(platform.requests.find((r) => r.type === 'add_item')!.payload).toEqual({
      className: 'location',
      data: { name: 'Piazza Grande', address: 'Arezzo, Tuscany', coordinates: { __type: 'GeoPoint', ...PHOTO } },
    });
    // Opening the sheet again does not ask the maps service to name the same point twice.
    await store.dispatch(openEditorSheet(null));
    await store.dispatch(openEditorSheet('place'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(platform.requests.filter((r) => r.type === 'reverse_geocode')).toHaveLength(1);
  });

  it("a place of that name without coordinates is taken, and takes the photo's", async () => {
    const { store, platform } = await editingWithPhoto({
      answers: {
        ...nearbyAnswers,
        check_item: () => ({ exists: true, item: { objectId: 'home', name: 'Home', count: 4 } }),
        update_item: () => ({ objectId: 'home', updatedAt: '2026-12-02T08:00:00.000Z' }),
      },
    });
    await store.dispatch(openEditorSheet('place'));
    store.dispatch(typeNewPlaceName('Home'));
    expect(await store.dispatch(addPlaceHere())).toBe(true);
    expect(platform.requests.some((r) => r.type === 'add_item')).toBe(false);
    expect(platform.requests.find((r) => r.type === 'update_item')!.payload).toMatchObject({
      className: 'location',
      objectId: 'home',
      data: { coordinates: { __type: 'GeoPoint', ...PHOTO } },
    });
    expect(store.getState().editor.draft!.locations).toEqual([{ id: 'home', name: 'Home' }]);
  });

  it('a diary without a photo with GPS has no such section, and asks nothing', async () => {
    const { store, platform } = await editingWithPhoto({ answers: nearbyAnswers, position: null });
    await store.dispatch(openEditorSheet('place'));
    expect(selectPhotoPlaceSection(store.getState())).toBeNull();
    expect(platform.requests.some((r) => r.type === 'get_item_list' && (r.payload.where as { coordinates?: unknown }).coordinates)).toBe(false);
  });
});

describe("the place sheet's search", () => {
  it('with the maps service off, says place search is off instead of an empty list', async () => {
    const { store, platform } = await editingWithPhoto({ answers: nearbyAnswers });
    await store.dispatch(openEditorSheet('place'));
    expect(selectPlaceSearch(store.getState())).toEqual({ note: null, found: [] });
    await store.dispatch(typePlaceQuery('cafe'));
    expect(selectPlaceSearch(store.getState())).toEqual({ note: 'editor.place.searchOff', found: [] });
    expect(platform.requests.some((r) => r.type === 'search_places')).toBe(false);
  });

  it("with it on, searches the maps service around the photo's point too", async () => {
    const cafe = { id: 'c1', title: 'Lakeside Cafe', address: 'Via Roma 2', latitude: PHOTO.latitude, longitude: PHOTO.longitude + 0.001 };
    const { store, platform } = await editingWithPhoto({
      maps: true,
      answers: { ...nearbyAnswers, reverse_geocode: () => ({ title: 'Piazza Grande', address: 'Arezzo', ...PHOTO }), search_places: () => ({ data: [cafe] }) },
    });
    await store.dispatch(openEditorSheet('place'));
    await store.dispatch(typePlaceQuery('cafe'));
    expect(platform.requests.find((r) => r.type === 'search_places')!.payload).toMatchObject({ keyword: 'cafe', ...PHOTO, radius: 1000 });
    expect(selectPlaceSearch(store.getState())).toEqual({ note: null, found: [cafe] });
  });
});
