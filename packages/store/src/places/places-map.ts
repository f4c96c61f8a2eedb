import { hasCoordinates, listPath, MAP_FALLBACK, MAP_TYPES, mapLayers, wgs84ToGcj02, type LatLng, type LocationRecord, type MapType } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { appSlice } from '../app/app-slice';
import { PREFERENCES } from '../persist/keys';
import { writeLocal } from '../persist/local-data';
import { screensActions } from '../screens/screens-slice';
import type { AppThunk, RootState } from '../store';
import { filterPlaces } from './place-filter';

// The Places tab (seed 1 §9): the user's places on a map, with their counts, beside a searchable list.
// Its own entry point (`@diary/store/places`): the datum shift's library loads only with the map.

/** The map's tiles as the screen draws them: the chosen type's template and the types it may switch to. */
export interface PlacesMapTiles {
  type: MapType;
  url: string;
  /** The map types the server has tiles for (standard always first). */
  offered: MapType[];
  /** The tile service's credit, plain text. */
  attribution?: string;
}

/**
 * The tiles for the stored map type, or the standard map when the server has no tiles for that type;
 * null when the server has no map (then only the list shows, with a note).
 */
export const selectPlacesMapTiles = createSelector(
  [(state: RootState) => state.app.features?.mapTiles, (state: RootState) => state.app.preferences.mapType],
  (tiles, preferred): PlacesMapTiles | null => {
    if (!tiles) return null;
    const offered = MAP_TYPES.filter((type) => Boolean(tiles[type]));
    const type = offered.includes(preferred) ? preferred : 'standard';
    return { type, url: tiles[type]!, offered, ...(tiles.attribution ? { attribution: tiles.attribution } : {}) };
  },
);

/**
 * WeChat's own map (the mini program) draws every type itself: the stored one's layers (`enable-satellite`,
 * `enable-poi`: hybrid is the satellite with its points of interest) and all three to switch between.
 */
export const selectWechatMapType = createSelector(
  [(state: RootState) => state.app.preferences.mapType],
  (type): { type: MapType; offered: readonly MapType[]; layers: ReturnType<typeof mapLayers> } => ({ type, offered: MAP_TYPES, layers: mapLayers(type) }),
);

/** A place on the map: where it is drawn, in the tiles' datum, and how many diaries it has. */
export interface PlaceMarker {
  id: string;
  name: string;
  count: number;
  position: LatLng;
}

/** Stored places are WGS-84; a tile service inside China draws in GCJ-02, so the point is shifted to land on its streets. */
export function markerPosition(place: LatLng, datum: 'wgs84' | 'gcj02'): LatLng {
  return datum === 'gcj02' ? wgs84ToGcj02(place) : { latitude: place.latitude, longitude: place.longitude };
}

/** The places that have coordinates, as markers in a map's datum (places without any are in the list only). */
export function placeMarkers(places: readonly LocationRecord[], datum: 'wgs84' | 'gcj02'): PlaceMarker[] {
  return places.flatMap((place) =>
    hasCoordinates(place.coordinates)
      ? [{ id: place.objectId, name: place.name ?? '', count: place.count ?? 0, position: markerPosition(place.coordinates, datum) }]
      : [],
  );
}

/** The user's places as markers on the server's tiles. (WeChat's own map draws in GCJ-02 always: the mini program calls `placeMarkers`.) */
export const selectPlaceMarkers = createSelector(
  [(state: RootState) => state.items.location, (state: RootState) => state.app.features?.mapTiles?.datum ?? 'wgs84'],
  placeMarkers,
);

/** The insights period's places (its most written-about) as markers, each counting the period's diaries there. */
export const selectInsightsPlaceMarkers = createSelector(
  [
    (state: RootState) => state.items.location,
    (state: RootState) => (state.insights.period ? state.insights.answers[state.insights.period]?.places : undefined),
    (state: RootState) => state.app.features?.mapTiles?.datum ?? 'wgs84',
  ],
  (places, inPeriod, datum): PlaceMarker[] => {
    const counts = new Map((inPeriod ?? []).map((place) => [place.id, place.diaries]));
    return placeMarkers(
      places.filter((place) => counts.has(place.objectId)),
      datum,
    ).map((marker) => ({ ...marker, count: counts.get(marker.id)! }));
  },
);

/** Where the map first looks: around the markers, or the seeds' fallback centre (38, 104) when there are none. */
export function mapView(markers: readonly PlaceMarker[]): { centre: LatLng; bounds: LatLng[] | null } {
  if (markers.length === 0) return { centre: { ...MAP_FALLBACK }, bounds: null };
  return { centre: markers[0]!.position, bounds: markers.length > 1 ? markers.map((m) => m.position) : null };
}

/** The Places tab's list for the search box's text. */
export function selectPlacesList(state: RootState, query: string): LocationRecord[] {
  return filterPlaces(state.items.location, query);
}

/** The Places tab's list: its search as typed, the places it finds, and what it says with none. */
export const selectPlacesScreen = createSelector(
  [(state: RootState) => state.items.location, (state: RootState) => state.screens.placesQuery],
  (places, query) => {
    const found = filterPlaces(places, query);
    return { query, places: found, empty: places.length === 0 ? ('places.empty' as const) : found.length === 0 ? ('search.noResults' as const) : null };
  },
);

export function typePlacesQuery(query: string): AppThunk {
  return (dispatch) => {
    dispatch(screensActions.placesQueryTyped(query));
  };
}

/** A place tapped (in the list or on the map): its diary list. */
export function openPlace(id: string): AppThunk {
  return (_dispatch, _getState, { platform }) => platform.navigation.navigate(listPath({ listType: 'location', id }));
}

/** The map type is a device preference: saved on the device and applied at once. */
export function changeMapType(type: MapType): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    dispatch(appSlice.actions.mapTypeChanged(type));
    await writeLocal(platform.storage, PREFERENCES, getState().app.preferences);
  };
}
