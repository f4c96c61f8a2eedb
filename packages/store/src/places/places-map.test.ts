import { MAP_FALLBACK, wgs84ToGcj02 } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { FEATURES_OFF, fakeStore } from '../../test/support/fake-store';
import { appSlice, type ServerFeatures } from '../app/app-slice';
import { collectionLoaded } from '../items/items-slice';
import { insightsSlice } from '../insights/insights-slice';
import { filterPlaces } from './place-filter';
import {
  changeMapType,
  mapView,
  openPlace,
  selectPlaceMarkers,
  selectInsightsPlaceMarkers,
  selectPlacesList,
  selectPlacesMapTiles,
  selectPlacesScreen,
  selectWechatMapType,
  typePlacesQuery,
} from './places-map';

const WEST_LAKE = { latitude: 30.2741, longitude: 120.1551 };
const features = (mapTiles?: ServerFeatures['mapTiles']): ServerFeatures => ({ ...FEATURES_OFF, ...(mapTiles ? { mapTiles } : {}) });
const places = [
  { objectId: 'p1', name: '西湖断桥', address: '北山街', count: 3, coordinates: { __type: 'GeoPoint' as const, ...WEST_LAKE } },
  { objectId: 'p2', name: 'Home', count: 1 },
  { objectId: 'p3', name: 'Null Island', count: 0, coordinates: { __type: 'GeoPoint' as const, latitude: 0, longitude: 0 } },
];

describe('the places map', () => {
  it('has no map without tiles from the server', async () => {
    const { store } = await fakeStore();
    expect(selectPlacesMapTiles(store.getState())).toBeNull();
    store.dispatch(appSlice.actions.featuresLoaded(features()));
    expect(selectPlacesMapTiles(store.getState())).toBeNull();
  });

  it('draws the stored map type when the server has its tiles, else the standard map; saves a change on the device', async () => {
    const { store, platform } = await fakeStore();
    store.dispatch(
      appSlice.actions.featuresLoaded(
        features({ standard: 'http://t/{z}/{x}/{y}.png', satellite: 'http://s/{z}/{x}/{y}.jpg', datum: 'wgs84', attribution: '© Tiles' }),
      ),
    );
    expect(selectPlacesMapTiles(store.getState())).toEqual({
      type: 'standard',
      url: 'http://t/{z}/{x}/{y}.png',
      offered: ['standard', 'satellite'],
      attribution: '© Tiles',
    });
    await store.dispatch(changeMapType('satellite'));
    expect(selectPlacesMapTiles(store.getState())).toMatchObject({ type: 'satellite', url: 'http://s/{z}/{x}/{y}.jpg' });
    expect(JSON.parse(platform.stored.get('diary:preferences')!).data.mapType).toBe('satellite');
    // No hybrid tiles: the standard map instead.
    await store.dispatch(changeMapType('hybrid'));
    expect(selectPlacesMapTiles(store.getState())).toMatchObject({ type: 'standard', url: 'http://t/{z}/{x}/{y}.png' });
  });

  it("WeChat's own map offers all three types, whatever tiles the server has: hybrid is the satellite with its points of interest", async () => {
    const { store } = await fakeStore();
    expect(selectWechatMapType(store.getState())).toEqual({
      type: 'standard',
      offered: ['standard', 'satellite', 'hybrid'],
      layers: { satellite: false, pointsOfInterest: true },
    });
    await store.dispatch(changeMapType('satellite'));
    expect(selectWechatMapType(store.getState()).layers).toEqual({ satellite: true, pointsOfInterest: false });
    await store.dispatch(changeMapType('hybrid'));
    expect(selectWechatMapType(store.getState()).layers).toEqual({ satellite: true, pointsOfInterest: true });
  });

  it('marks the places that have coordinates (zero is unknown) with their counts, shifted to GCJ-02 for tiles drawn in it', async () => {
    const { store } = await fakeStore();
    store.dispatch(collectionLoaded({ name: 'location', records: places }));
    expect(selectPlaceMarkers(store.getState())).toEqual([{ id: 'p1', name: '西湖断桥', count: 3, position: WEST_LAKE }]);
    store.dispatch(appSlice.actions.featuresLoaded(features({ standard: 'http://t/{z}/{x}/{y}.png', datum: 'gcj02' })));
    const [marker] = selectPlaceMarkers(store.getState());
    expect(marker!.position).toEqual(wgs84ToGcj02(WEST_LAKE));
    expect(marker!.position.longitude).not.toBeCloseTo(WEST_LAKE.longitude, 3);
  });

  it("marks the insights period's places that have coordinates, each with the period's diaries there", async () => {
    const { store } = await fakeStore();
    store.dispatch(collectionLoaded({ name: 'location', records: places }));
    expect(selectInsightsPlaceMarkers(store.getState())).toEqual([]);
    store.dispatch(insightsSlice.actions.periodChosen('2026'));
    const inYear = [
      { id: 'p1', name: '西湖断桥', diaries: 2, moods: [] },
      { id: 'p2', name: 'Home', diaries: 1, moods: [] },
    ];
    store.dispatch(insightsSlice.actions.loaded({ period: '2026', places: inYear } as never));
    expect(selectInsightsPlaceMarkers(store.getState())).toEqual([{ id: 'p1', name: '西湖断桥', count: 2, position: WEST_LAKE }]);
  });

  it('looks at the fallback centre (38, 104) without markers, at the one marker, or around several', () => {
    expect(mapView([])).toEqual({ centre: MAP_FALLBACK, bounds: null });
    const one = { id: 'a', name: 'A', count: 1, position: WEST_LAKE };
    expect(mapView([one])).toEqual({ centre: WEST_LAKE, bounds: null });
    const two = { ...one, id: 'b', position: { latitude: 31, longitude: 121 } };
    expect(mapView([one, two]).bounds).toEqual([WEST_LAKE, { latitude: 31, longitude: 121 }]);
  });

  it('the list filters by name or address, case-insensitive', async () => {
    const { store } = await fakeStore();
    store.dispatch(collectionLoaded({ name: 'location', records: places }));
    expect(selectPlacesList(store.getState(), '').map((p) => p.objectId)).toEqual(['p1', 'p2', 'p3']);
    expect(selectPlacesList(store.getState(), ' home ').map((p) => p.objectId)).toEqual(['p2']);
    expect(selectPlacesList(store.getState(), '北山').map((p) => p.objectId)).toEqual(['p1']);
    expect(filterPlaces([{ name: 'Café' }], 'CAFÉ')).toHaveLength(1);
  });
});

describe('the Places tab’s list as a screen model', () => {
  it('searches as typed, says "no places yet" or "no results", and opens a place’s diaries', async () => {
    const { store, platform } = await fakeStore();
    expect(selectPlacesScreen(store.getState()).empty).toBe('places.empty');
    store.dispatch(collectionLoaded({ name: 'location', records: places }));
    store.dispatch(typePlacesQuery('北山'));
    expect(selectPlacesScreen(store.getState())).toMatchObject({ query: '北山', places: [{ objectId: 'p1' }], empty: null });
    store.dispatch(typePlacesQuery('nowhere'));
    expect(selectPlacesScreen(store.getState()).empty).toBe('search.noResults');
    store.dispatch(openPlace('p1'));
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/list/location/p1' });
  });
});
