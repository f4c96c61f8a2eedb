import { wgs84ToGcj02 } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { startNewDiary } from '../editor/draft';
import { findNearbyPlaces } from '../editor/editor-sheets';
import { collectionLoaded } from '../items/items-slice';
import {
  addFoundDraftPlace,
  addPlaceChosenOnWechatMap,
  locateForMapSearch,
  searchMapAroundDevice,
  selectPlaceSelectRows,
  toggleDraftPlace,
  typeMapSearch,
} from './place-select';

const place = (id: string, name: string, address?: string) => ({ objectId: id, name, count: 0, ...(address ? { address } : {}) });

async function editing(answers: Parameters<typeof fakeStore>[0] = {}) {
  const made = await fakeStore(answers);
  await made.store.dispatch(startNewDiary());
  return made;
}

describe('the places screen in select mode', () => {
  it('toggles a place into the draft and out again, up to 3, and lists the matching places marked', async () => {
    const { store, platform } = await editing();
    store.dispatch(
      collectionLoaded({ name: 'location', records: [place('p1', 'Lake', 'North street'), place('p2', 'Home'), place('p3', 'Office'), place('p4', 'Park')] }),
    );
    expect(store.dispatch(toggleDraftPlace({ id: 'p1', name: 'Lake' }))).toBe(true);
    store.dispatch(toggleDraftPlace({ id: 'p2', name: 'Home' }));
    expect(store.getState().editor.draft!.locations).toEqual([
      { id: 'p1', name: 'Lake' },
      { id: 'p2', name: 'Home' },
    ]);
    expect(selectPlaceSelectRows(store.getState(), 'north')).toEqual([{ id: 'p1', name: 'Lake', address: 'North street', selected: true }]);
    store.dispatch(toggleDraftPlace({ id: 'p3', name: 'Office' }));
    expect(store.dispatch(toggleDraftPlace({ id: 'p4', name: 'Park' }))).toBe(false);
    expect(platform.toasts.at(-1)!.message).toMatchObject({ key: 'editor.placesMax' });
    store.dispatch(toggleDraftPlace({ id: 'p1', name: 'Lake' }));
    expect(store.getState().editor.draft!.locations.map((p) => p.id)).toEqual(['p2', 'p3']);
    expect(selectPlaceSelectRows(store.getState(), '').map((p) => [p.id, p.selected])).toEqual([
      ['p1', false],
      ['p2', true],
      ['p3', true],
      ['p4', false],
    ]);
  });

  it('searches the map around the located device (radius 1000 m, 20 a page), and a found place is saved, then chosen', async () => {
    const { store, platform } = await editing({
      answers: {
        reverse_geocode: () => ({ title: 'West Lake', address: 'Hangzhou', latitude: 30.27, longitude: 120.15 }),
        get_item_list: () => ({ locationList: [] }),
        search_places: () => ({ data: [{ id: 'f1', title: 'Lake Cafe', address: 'North street 1', latitude: 30.271, longitude: 120.151 }] }),
        check_item: () => ({ exists: false, item: null }),
        add_item: () => ({ objectId: 'new1', createdAt: '2026-11-23T08:00:00.000Z' }),
      },
    });
    await store.dispatch(searchMapAroundDevice('cafe'));
    expect(platform.requests.map((r) => r.type)).toEqual([]);
    platform.position = { latitude: 30.27, longitude: 120.15 };
    await store.dispatch(findNearbyPlaces());
    await store.dispatch(searchMapAroundDevice('cafe'));
    expect(platform.requests.at(-1)!.payload).toMatchObject({ keyword: 'cafe', latitude: 30.27, longitude: 120.15, radius: 1000, pageSize: 20 });
    const [found] = store.getState().places.found;
    const added = await store.dispatch(addFoundDraftPlace(found!));
    expect(platform.toasts).toEqual([]);
    expect(added).toBe(true);
    expect(store.getState().editor.draft!.locations).toEqual([{ id: 'new1', name: 'Lake Cafe' }]);
  });

  it("a place picked on WeChat's own map is saved in WGS-84 (WeChat answers in GCJ-02) and chosen", async () => {
    const { store, platform } = await editing({
      answers: {
        get_item_list: () => ({ locationList: [] }),
        check_item: () => ({ exists: false, item: null }),
        add_item: () => ({ objectId: 'new2', createdAt: '2026-11-23T08:00:00.000Z' }),
      },
    });
    const lake = { latitude: 30.2592, longitude: 120.149 };
    const onWechatMap = wgs84ToGcj02(lake);
    expect(await store.dispatch(addPlaceChosenOnWechatMap({ name: '  ', address: '', ...onWechatMap }))).toBe(false);
    expect(await store.dispatch(addPlaceChosenOnWechatMap({ name: '断桥', address: '北山街', ...onWechatMap }))).toBe(true);
    const saved = platform.requests.find((r) => r.type === 'add_item')!.payload.data as { name: string; coordinates: { latitude: number; longitude: number } };
    expect(saved.name).toBe('断桥');
    expect(saved.coordinates.latitude).toBeCloseTo(lake.latitude, 5);
    expect(saved.coordinates.longitude).toBeCloseTo(lake.longitude, 5);
    expect(store.getState().editor.draft!.locations).toEqual([{ id: 'new2', name: '断桥' }]);
  });

  it('locating lists what the map finds around the device; the search waits for typing to stop', async () => {
    const { store, platform } = await editing({
      answers: {
        reverse_geocode: () => ({ title: 'West Lake', address: 'Hangzhou', latitude: 30.27, longitude: 120.15 }),
        get_item_list: () => ({ locationList: [] }),
        search_places: () => ({ data: [] }),
      },
    });
    platform.position = { latitude: 30.27, longitude: 120.15 };
    await store.dispatch(locateForMapSearch());
    const searched = () => platform.requests.filter((r) => r.type === 'search_places').map((r) => r.payload.keyword ?? '');
    expect(searched()).toEqual(['']);
    await Promise.all(['c', 'ca', 'cafe'].map((typed) => store.dispatch(typeMapSearch(typed))));
    expect(searched()).toEqual(['', 'cafe']);
    expect(store.getState().screens.mapSearch).toBe('cafe');
  });
});
