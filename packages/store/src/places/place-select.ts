import { gcj02ToWgs84, PLACE_SEARCH_DEBOUNCE_MS, type NamedRef } from '@diary/core';
import { addDraftPlace } from '../editor/draft';
import { findNearbyPlaces, selectPlaceChoices, type PlaceChoice } from '../editor/editor-sheets';
import { screensActions } from '../screens/screens-slice';
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

/**
 * A place the person picked on WeChat's own map (its chooseLocation): saved and chosen as one the maps service found.
 * WeChat answers in GCJ-02, the datum of China's maps; places are kept in WGS-84, so the point is shifted back first.
 */
export function addPlaceChosenOnWechatMap(choice: { name: string; address?: string; latitude: number; longitude: number }): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const title = choice.name.trim() || choice.address?.trim() || '';
    if (!title) return false;
    const point = gcj02ToWgs84({ latitude: choice.latitude, longitude: choice.longitude });
    return dispatch(addFoundDraftPlace({ title, ...(choice.address ? { address: choice.address } : {}), ...point }));
  };
}

/** The map search around where the device was located (nothing to search around before that). */
export function searchMapAroundDevice(keyword: string): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const here = getState().places.current;
    if (here) await dispatch(findPlaces(keyword, here));
  };
}

/** The places screen's map search, as typed: once typing stops (1 s), what the maps service finds around the device. */
export function typeMapSearch(keyword: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    dispatch(screensActions.mapSearchTyped(keyword));
    await platform.clock.sleep(PLACE_SEARCH_DEBOUNCE_MS);
    // A later keystroke has taken over.
    if (getState().screens.mapSearch === keyword) await dispatch(searchMapAroundDevice(keyword));
  };
}

/** "Locate": the device's place and the user's places near it, then the map search around it (all nearby, before a word is typed). */
export function locateForMapSearch(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    await dispatch(findNearbyPlaces());
    await dispatch(searchMapAroundDevice(getState().screens.mapSearch));
  };
}

/** The places screen in select mode: every place of the user's (and those near the device) matching the search, marked when the draft has it. */
export function selectPlaceSelectRows(state: RootState, query: string): PlaceChoice[] {
  return filterPlaces(selectPlaceChoices(state, 'saved'), query);
}
