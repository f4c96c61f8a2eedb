import { distanceMetres, hasCoordinates, isNearby, reverseGeocode, visiblePhotos, type LatLng, type LocationRecord } from '@diary/core';
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

export interface PhotoPlace {
  place: LocationRecord;
  metres: number;
}

/** The user's own places near the photo (within the nearby radius, 0.3 km), nearest first; empty without a photo with GPS. */
export const selectPhotoNearby = createSelector([selectPhotoPoint, selectPhotoLookup], (point, photo): PhotoPlace[] => {
  if (!point || !photo) return [];
  return photo.nearby
    .flatMap((place) =>
      hasCoordinates(place.coordinates) && isNearby(point, place.coordinates) ? [{ place, metres: distanceMetres(point, place.coordinates) }] : [],
    )
    .sort((a, b) => a.metres - b.metres);
});

/**
 * The sheet opened on a diary with a photo with GPS: the user's own places near the photo and,
 * with the maps service on, the point's name for "A new place here" (asked once per point; a
 * failure leaves it unnamed, and the person names it).
 */
export function loadPhotoPlaces(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const point = selectPhotoPoint(getState());
    if (!point) return;
    const unnamed = !selectPhotoPointName(getState());
    await Promise.all([
      ownPlacesNear(api, getState(), point)
        .then((nearby) => dispatch(placesSlice.actions.photoPlacesLoaded({ point, nearby })))
        // Offline: no places to offer, "A new place here" still.
        .catch(() => undefined),
      getState().app.features?.maps && unnamed
        ? api
            .request(reverseGeocode, point)
            .then((answer) => dispatch(placesSlice.actions.photoPointNamed({ point, named: answer })))
            .catch(() => undefined)
        : undefined,
    ]);
  };
}
