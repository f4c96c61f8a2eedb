import { distanceMetres, hasCoordinates, message, type Message, type MessageKey, type PlaceResult } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { addDraftPlace } from '../editor/draft';
import type { PlaceChoice } from '../editor/editor-sheets';
import { screensActions } from '../screens/screens-slice';
import type { AppThunk, RootState } from '../store';
import { loadPhotoPlaces, selectPhotoNearby, selectPhotoPoint, selectPhotoPointName } from './photo-places';
import { addPlace } from './places';

// The editor's place sheet beyond its list of places: "From your photo" first (the user's own places
// near where the diary's photo was taken, then "A new place here"), and what its search says when
// the maps service is off. Loaded with the places screens, not with the first screen.

/** The name typed for "A new place here", kept with the editor's other add-by-name forms. */
const NEW_PLACE_FORM = 'photoPlace';

export interface PhotoPlaceRow extends PlaceChoice {
  /** How far it is from the photo ("120 m"). */
  distance: Message;
}

export interface PhotoPlaceSection {
  /** The user's own places within 0.3 km of the photo, nearest first; a tap chooses one as the sheet's other rows do. */
  places: PhotoPlaceRow[];
  /** "A new place here": a place at the photo's GPS position, named as typed, else as the maps service names the point. */
  newPlace: { name: string; suggestion: string | null; canAdd: boolean };
}

/** The user's places near the photo, nearest first, each with its great-circle distance from it. */
const selectPhotoPlacesByDistance = createSelector([selectPhotoPoint, selectPhotoNearby], (point, nearby) =>
  point
    ? nearby
        .flatMap((place) => (hasCoordinates(place.coordinates) ? [{ place, metres: distanceMetres(point, place.coordinates) }] : []))
        .sort((a, b) => a.metres - b.metres)
    : [],
);

/** The sheet's "From your photo", or null when no photo of the diary has a GPS position. */
export const selectPhotoPlaceSection = createSelector(
  [
    selectPhotoPoint,
    selectPhotoPlacesByDistance,
    selectPhotoPointName,
    (state: RootState) => state.screens.addForms[NEW_PLACE_FORM]?.name ?? '',
    (state: RootState) => state.editor.draft?.locations,
  ],
  (point, nearby, named, name, chosen): PhotoPlaceSection | null => {
    if (!point) return null;
    const suggestion = named?.title.trim() || null;
    return {
      places: nearby.map(({ place, metres }) => ({
        id: place.objectId,
        name: place.name ?? '',
        ...(place.address ? { address: place.address } : {}),
        selected: (chosen ?? []).some((p) => p.id === place.objectId),
        distance: message('editor.place.distance', { metres: Math.round(metres / 10) * 10 }),
      })),
      newPlace: { name, suggestion, canAdd: Boolean(name.trim() || suggestion) },
    };
  },
);

export function typeNewPlaceName(name: string): AppThunk {
  return (dispatch) => {
    dispatch(screensActions.addFormTyped({ form: NEW_PLACE_FORM, text: { name } }));
  };
}

/**
 * "A new place here": the place is made at the photo's GPS position (so it shows on the places map),
 * named as typed, else as the maps service names the point (with its address), and joins the diary's
 * places (at most 3). The user's place of that name is taken instead of a second one. Resolves false
 * when nothing was added: no name, a refusal, or 3 places already.
 */
export function addPlaceHere(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const state = getState();
    const point = selectPhotoPoint(state);
    const named = selectPhotoPointName(state);
    const title = (state.screens.addForms[NEW_PLACE_FORM]?.name ?? '').trim() || named?.title.trim();
    if (!point || !title) return false;
    const place = await dispatch(addPlace({ title, ...(named?.address ? { address: named.address } : {}), ...point }));
    if (!place) return false;
    dispatch(screensActions.addFormCleared(NEW_PLACE_FORM));
    const added = dispatch(addDraftPlace(place));
    // The new place is now one of the places near the photo.
    await dispatch(loadPhotoPlaces());
    return added;
  };
}

export interface PlaceSearchView {
  /** Said under the search instead of nothing: with the maps service off, only the user's own places are searched. */
  note: MessageKey | null;
  /** With the maps service on, the places it found for the search around the photo (or the device); a tap saves one and chooses it. */
  found: PlaceResult[];
}

/** What the sheet's search shows beyond the user's own places. */
export const selectPlaceSearch = createSelector(
  [
    (state: RootState) => state.screens.placeQuery.trim() !== '',
    (state: RootState) => state.app.features?.maps === true,
    (state: RootState) => state.places.found,
  ],
  (searching, maps, found): PlaceSearchView => ({
    note: searching && !maps ? 'editor.place.searchOff' : null,
    found: searching && maps ? found : [],
  }),
);
