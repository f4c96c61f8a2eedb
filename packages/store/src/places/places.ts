import {
  addItem,
  checkItem,
  hasCoordinates,
  requestItemList,
  LOCATION_PAGE_SIZE,
  message,
  NEARBY_LIMIT,
  NEARBY_RADIUS_KM,
  PLACE_SEARCH_PAGE_SIZE,
  PLACE_SEARCH_RADIUS_M,
  reverseGeocode,
  searchPlaces,
  updateItem,
  type ApiClient,
  type LatLng,
  type LocationRecord,
} from '@diary/core';
import { toastError } from '../feedback';
import { recordSaved } from '../items/items-slice';
import { userPointer } from '../items/collections';
import type { AppThunk, RootState } from '../store';
import { placesSlice } from './places-slice';

const actions = placesSlice.actions;
const geoPoint = (p: LatLng) => ({ __type: 'GeoPoint' as const, latitude: p.latitude, longitude: p.longitude });

/**
 * The device's place, named by the maps service. Without permission the "Turn on" tip shows; when
 * the service fails, the modal "Failed to get current location…".
 */
export function locateDevice(): AppThunk<Promise<LatLng | null>> {
  return async (dispatch, _getState, { api, platform }) => {
    const position = await platform.location.current();
    if (!position) {
      dispatch(actions.permissionDenied());
      return null;
    }
    try {
      dispatch(actions.located(await api.request(reverseGeocode, { latitude: position.latitude, longitude: position.longitude })));
    } catch {
      await platform.modal.confirm({ title: message('errors.locationUnavailable'), showCancel: false });
    }
    return position;
  };
}

/** The user's own places within 0.3 km of a point, at most 100. */
export async function ownPlacesNear(api: ApiClient, state: RootState, point: LatLng): Promise<LocationRecord[]> {
  const { records } = await requestItemList(api, {
    className: 'location',
    where: { user: userPointer(state), coordinates: { $nearSphere: geoPoint(point), $maxDistanceInKilometers: NEARBY_RADIUS_KM } },
    limit: NEARBY_LIMIT,
  });
  return records;
}

/** The user's own places near a point: within 0.3 km, at most 100. */
export function loadNearbyPlaces(point: LatLng): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    dispatch(actions.nearbyLoaded(await ownPlacesNear(api, getState(), point)));
  };
}

/** The user's own places by name (case-insensitive), newest first, a page of 10. */
export function searchOwnPlaces(keyword: string, page = 0): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const { records } = await requestItemList(api, {
      className: 'location',
      where: { user: userPointer(getState()), ...(keyword.trim() ? { name: { $contains: keyword.trim() } } : {}) },
      order: '-createdAt',
      skip: page * LOCATION_PAGE_SIZE,
      limit: LOCATION_PAGE_SIZE,
      count: true,
    });
    dispatch(actions.ownFound(records));
  };
}

/** Places the maps service knows near a point (radius 1000 m, 20 a page). */
export function findPlaces(keyword: string, point: LatLng): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api, platform }) => {
    try {
      const answer = await api.request(searchPlaces, {
        ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
        latitude: point.latitude,
        longitude: point.longitude,
        radius: PLACE_SEARCH_RADIUS_M,
        pageSize: PLACE_SEARCH_PAGE_SIZE,
        pageIndex: 1,
      });
      dispatch(actions.placesFound(answer.data));
    } catch {
      await platform.modal.confirm({ title: message('errors.locationUnavailable'), showCancel: false });
    }
  };
}

/**
 * "Add new place": the user's place of that name if there is one, else a new one (coordinates of
 * zero are left out). A place of that name without coordinates takes these, so it shows on the
 * map. Resolves with the place to select, or null on failure.
 */
export function addPlace(place: {
  title: string;
  address?: string;
  latitude?: number;
  longitude?: number;
}): AppThunk<Promise<{ id: string; name: string } | null>> {
  return async (dispatch, _getState, { api, platform }) => {
    const name = place.title.trim();
    try {
      const hasPoint = place.latitude !== undefined && place.longitude !== undefined && !(place.latitude === 0 && place.longitude === 0);
      const point = hasPoint ? { coordinates: geoPoint({ latitude: place.latitude!, longitude: place.longitude! }) } : {};
      const existing = await api.request(checkItem, { className: 'location', data: { name } });
      if (existing.exists && existing.item) {
        const id = String(existing.item.objectId);
        if (hasPoint && !hasCoordinates(existing.item.coordinates as Partial<LatLng> | null | undefined)) {
          await api.request(updateItem, { className: 'location', objectId: id, data: point });
          dispatch(recordSaved({ name: 'location', record: { ...(existing.item as LocationRecord), objectId: id, ...point } }));
        }
        return { id, name };
      }
      const fields = { name, ...(place.address ? { address: place.address } : {}), ...point };
      const created = await api.request(addItem, { className: 'location', data: fields });
      dispatch(recordSaved({ name: 'location', record: { objectId: created.objectId, count: 0, ...fields } }));
      return { id: created.objectId, name };
    } catch (error) {
      toastError(platform, error);
      return null;
    }
  };
}
