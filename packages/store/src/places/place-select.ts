import type { NamedRef } from '@diary/core';
import { addDraftPlace } from '../editor/draft';
import { selectPlaceChoices, type PlaceChoice } from '../editor/editor-sheets';
import { editorActions } from '../editor/editor-slice';
import type { AppThunk, RootState } from '../store';
import { filterPlaces } from './place-filter';
import { addPlace, findPlaces } from './places';

// The places screen in select mode (/edit/toolbar/location/select): the editor's place picker as a
// screen, with check circles that toggle places in the draft.

/**
 * The places screen in select mode: a tapped place joins the draft's places (at most 3, else the
 * "Up to add 3 places" toast) or, when the draft has it, leaves them.
 */
export function toggleDraftPlace(place: NamedRef): AppThunk<boolean> {
  return (dispatch, getState) => {
    const chosen = getState().editor.draft?.locations;
    if (!chosen) return false;
    if (chosen.some((p) => p.id === place.id)) {
      dispatch(editorActions.placesSet(chosen.filter((p) => p.id !== place.id)));
      return true;
    }
    return dispatch(addDraftPlace(place));
  };
}

/** A place the maps service named (the current location, or one found by the map search): saved as the user's place (or theirs of that name), then chosen. */
export function addFoundDraftPlace(place: { title: string; address?: string; latitude: number; longitude: number }): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const saved = await dispatch(addPlace(place));
    return saved ? dispatch(addDraftPlace(saved)) : false;
  };
}

/** The map search around where the device was located (nothing to search around before that). */
export function searchMapAroundDevice(keyword: string): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const here = getState().places.current;
    if (here) await dispatch(findPlaces(keyword, here));
  };
}

/** The places screen in select mode: every place of the user's (and those near the device) matching the search, marked when the draft has it. */
export function selectPlaceSelectRows(state: RootState, query: string): PlaceChoice[] {
  return filterPlaces(selectPlaceChoices(state, 'saved'), query);
}
