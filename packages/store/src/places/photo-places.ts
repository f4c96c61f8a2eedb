import { hasCoordinates, reverseGeocode, visiblePhotos, type LatLng, type LocationRecord } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '../store';
import { ownPlacesNear } from './places';
import { placesSlice } from './places-slice';

// The place sheet's "From your photo": a diary whose photo has GPS is offered the user's own places
// near where it was taken, and a new place there. The photo's GPS and the places' coordinates are
// WGS-84 both (the maps service and the map convert at their edges), so they compare as they are.

/** The point the sheet's photo places are about: the first photo of the strip with a GPS position, or null. */
export const selectPhotoPoint = createSelector(
  [(state: RootState) => state.editor.draft?.photos],
  (photos): LatLng | null => visiblePhotos(photos ?? []).find((photo) => hasCoordinates(photo.position))?.position ?? null,
);

const isPoint = (a: LatLng, b: LatLng) => a.latitude === b.latitude && a.longitude === b.longitude;

/** What was looked up around the photo's point, when it was this point. */
const selectPhotoLookup = (state: RootState) => {
  const point = selectPhotoPoint(state);
  const photo = state.places.photo;
  return point && photo && isPoint(photo.point, point) ? photo : null;
};

/** The photo's point as the maps service names it (title and address), or null (maps off, not asked yet, or no answer). */
export const selectPhotoPointName = (state: RootState) => selectPhotoLookup(state)?.named ?? null;

const NO_PLACES: LocationRecord[] = [];

/** The user's own places within the nearby radius (0.3 km) of the photo, as the server found them; none without a photo with GPS. */
export const selectPhotoNearby = (state: RootState): LocationRecord[] => selectPhotoLookup(state)?.nearby ?? NO_PLACES;

/**
 * The sheet opened on a diary with a photo with GPS: the user's own places near the photo and,
 * with the maps service on, the point's name for "A new place here" (asked once per point; a
 * failure leaves it unnamed, and the person names it). Offline, no places: "A new place here" still.
 */
export function loadPhotoPlaces(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const point = selectPhotoPoint(getState());
    if (!point) return;
    const known = selectPhotoPointName(getState());
    const [nearby, named] = await Promise.all([
      ownPlacesNear(api, getState(), point).catch(() => [] as LocationRecord[]),
      !known && getState().app.features?.maps ? api.request(reverseGeocode, point).catch(() => null) : known,
    ]);
    // The diary's photos changed meanwhile: this is no longer about its point.
    if (selectPhotoPoint(getState()) !== point) return;
    dispatch(placesSlice.actions.photoLookedUp({ point, nearby, named }));
  };
}
