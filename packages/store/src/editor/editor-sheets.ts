import {
  isWeatherSet,
  PLACE_SEARCH_DELAY_MS,
  routePath,
  WEATHER_ICONS,
  WEATHER_PICKER_CODES,
  WEATHER_UNSET,
  weatherKind,
  weatherNameKey,
  type LocationRecord,
  type MessageKey,
  type NamedRef,
  type WeatherCode,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { recordEmojiUse } from '../history/history';
import { selectStatusSections } from '../items/selectors';
import { loadCollectionsWhenEmpty, saveTarget } from '../items/collections';
import { loadPhotoPlaces, selectPhotoNearby, selectPhotoPoint } from '../places/photo-places';
import { addPlace, findPlaces, loadNearbyPlaces, locateDevice, searchOwnPlaces } from '../places/places';
import { placesSlice } from '../places/places-slice';
import { screensActions, type AddFormText, type EditorSheetName } from '../screens/screens-slice';
import type { AppThunk, RootState } from '../store';
import { addDraftPlace, NEW_DIARY_ROUTE_ID, openEditor } from './draft';
import { personToggled, statusChosen, tagToggled, weatherChosen } from './editor-slice';

// What the editor's pickers (status, stories, people, places) do and offer; each app only draws them.

/** A status as the picker hands it over; `{ id: '', name: '' }` is "Do not set status". */
export type StatusChoice = NamedRef & { emoji?: string };
/** The "#" story and "@" people pickers. */
export type RefKind = 'tag' | 'people';

/** The editor's pickers that are pages too: places, people, stories. */
export type PickerKind = RefKind | 'location';

/** What each list picks from: stories page by their topics. */
const PICKER_COLLECTIONS = { people: ['people'], tag: ['tag', 'topic'], location: ['location'] } as const;

const PICKER_TITLES: Record<PickerKind, MessageKey> = { tag: 'stories.selectTitle', people: 'people.selectTitle', location: 'places.selectTitle' };

/**
 * The Places, People or Stories list in select mode, opened as a page (/edit/toolbar/{kind}/select): its
 * records load when not yet, and opened directly (no draft yet, once the app has started) the new
 * diary's draft opens — restored from the device if it was kept — for the picks to go into.
 */
export function openRefPicker(kind: PickerKind): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { app, editor } = getState();
    if (app.start === 'ready' && !editor.draft) await dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    await dispatch(loadCollectionsWhenEmpty([...PICKER_COLLECTIONS[kind]]));
  };
}

/** The picker page's title, and whether it waits for the app to start to open a draft (it opens one then). */
export function selectRefPickerPage(state: RootState, kind: PickerKind): { title: MessageKey; openWhenReady: boolean } {
  return { title: PICKER_TITLES[kind], openWhenReady: state.app.start !== 'ready' || !state.editor.draft };
}

/** Done on a picker page: back to the editor. */
export function closeRefPicker(): AppThunk {
  return (_dispatch, _getState, { platform }) => platform.navigation.back();
}

/** Choosing a status (the chosen one again clears it); its emoji counts as recently used. */
export function chooseDraftStatus(status: StatusChoice | null): AppThunk<Promise<void>> {
  return async (dispatch) => {
    // "Do not set status" (null) clears it, as choosing the chosen one again does.
    dispatch(statusChosen(status ?? { id: '', name: '' }));
    if (status?.emoji) await dispatch(recordEmojiUse(status.emoji));
  };
}

/** "Add status": the status is created, then chosen. Resolves false when nothing was added. */
export function addDraftStatus(fields: { name: string; emoji?: string }): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const name = fields.name.trim();
    const emoji = fields.emoji?.trim();
    if (!name) return false;
    const id = await dispatch(saveTarget('status', null, { name, ...(emoji ? { emoji } : {}) }));
    if (!id) return false;
    await dispatch(chooseDraftStatus({ id, name, ...(emoji ? { emoji } : {}) }));
    return true;
  };
}

/** A story or person tapped in its picker: on when off, off when on. */
export function toggleDraftRef(kind: RefKind, ref: NamedRef): AppThunk {
  return (dispatch) => {
    dispatch(kind === 'tag' ? tagToggled(ref) : personToggled(ref));
  };
}

/** A story or person added by name in its picker: created, then selected. */
export function addDraftRef(kind: RefKind, name: string): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const trimmed = name.trim();
    if (!trimmed) return false;
    const id = await dispatch(saveTarget(kind, null, { name: trimmed }));
    if (!id) return false;
    dispatch(toggleDraftRef(kind, { id, name: trimmed }));
    return true;
  };
}

/** The place picker's "Add new place": the user's place of that name (or a new one), then chosen (at most 3). */
export function addNewDraftPlace(title: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    if (!title.trim()) return false;
    // Where the diary is, when that is known, so the place shows on the map: its photo's point, else where the device was
    // found in this sheet. Otherwise the place has a name only, as the person typed it.
    const at = selectPhotoPoint(getState()) ?? getState().places.current;
    const place = await dispatch(addPlace({ title, ...(at ? { latitude: at.latitude, longitude: at.longitude } : {}) }));
    return place ? dispatch(addDraftPlace(place)) : false;
  };
}

/** The user's own places near the device (without permission, the "Turn on" tip shows instead). */
export function findNearbyPlaces(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const point = await dispatch(locateDevice());
    if (point) await dispatch(loadNearbyPlaces(point));
  };
}

/** One row of a picker: what it shows and whether the draft has it. */
export interface PickerChoice {
  id: string;
  name: string;
  selected: boolean;
}
export type PlaceChoice = PickerChoice & { address?: string };

const isIn = (refs: readonly NamedRef[] | undefined, id: string) => (refs ?? []).some((r) => r.id === id);

const refChoices = (kind: RefKind) =>
  createSelector(
    [(state: RootState) => state.items[kind], (state: RootState) => (kind === 'tag' ? state.editor.draft?.tags : state.editor.draft?.people)],
    (items, chosen) => items.map((item): PickerChoice => ({ id: item.objectId, name: item.name ?? '', selected: isIn(chosen, item.objectId) })),
  );
const REF_CHOICES = { tag: refChoices('tag'), people: refChoices('people') };

/** The story or people picker's rows: every story (person), marked when the draft has it. */
export function selectRefChoices(state: RootState, kind: RefKind): PickerChoice[] {
  return REF_CHOICES[kind](state);
}

const refIds = (kind: RefKind) =>
  createSelector(
    [(state: RootState) => (kind === 'tag' ? state.editor.draft?.tags : state.editor.draft?.people)],
    (chosen): ReadonlySet<string> => new Set((chosen ?? []).map((r) => r.id)),
  );
const REF_IDS = { tag: refIds('tag'), people: refIds('people') };

/**
 * The stories (people) the draft has, by id: the screens in select mode check these rows, whichever
 * of their groups or topic pages a row is drawn in.
 */
export function selectDraftRefIds(state: RootState, kind: RefKind): ReadonlySet<string> {
  return REF_IDS[kind](state);
}

/** The status the draft has ('' for none). */
export const selectDraftStatusId = (state: RootState): string => state.editor.draft?.status?.id ?? '';

/** One group of the status picker: its heading (a group's name, or "More" for the ungrouped) and its statuses. */
export interface StatusPickerSection {
  id: string;
  heading: { name: string } | { key: MessageKey };
  statuses: Array<{ status: StatusChoice; selected: boolean }>;
}

/** The status picker's groups, each status marked when the draft has it; `status` is what choosing it hands over. */
export const selectStatusPicker = createSelector([selectStatusSections, selectDraftStatusId], (sections, chosen) =>
  sections.map(({ group, statuses }): StatusPickerSection => ({
    id: group.objectId,
    heading: 'nameKey' in group ? { key: group.nameKey } : { name: group.name },
    statuses: statuses.map((s) => ({
      status: { id: s.objectId, name: s.name ?? '', ...(s.emoji ? { emoji: s.emoji } : {}) },
      selected: s.objectId === chosen,
    })),
  })),
);

const NO_PLACES: LocationRecord[] = [];
const NONE_NEAR_PHOTO = () => NO_PLACES;
const placeChoices = (own: (state: RootState) => LocationRecord[], nearPhoto: (state: RootState) => LocationRecord[]) =>
  createSelector(
    [(state: RootState) => state.places.nearby, own, nearPhoto, (state: RootState) => state.editor.draft?.locations],
    (nearby, ownPlaces, photoPlaces, chosen) =>
      // Nearby places not among the user's own first, then their own; those the sheet offers "From your photo" are there only.
      [...nearby.filter((n) => !ownPlaces.some((o) => o.objectId === n.objectId)), ...ownPlaces]
        .filter((place) => !photoPlaces.some((p) => p.objectId === place.objectId))
        .map((place): PlaceChoice => ({
          id: place.objectId,
          name: place.name ?? '',
          ...(place.address ? { address: place.address } : {}),
          selected: isIn(chosen, place.objectId),
        })),
  );
const PLACE_CHOICES = {
  searched: placeChoices((state) => state.places.own, selectPhotoNearby),
  saved: placeChoices((state) => state.items.location, NONE_NEAR_PHOTO),
};

/**
 * The place picker's rows: the places near the device, then the user's own — those found by the
 * picker's search (`searched`, less those the sheet shows near the diary's photo), or all of them
 * (`saved`) where the picker has no search field.
 */
export function selectPlaceChoices(state: RootState, own: 'searched' | 'saved'): PlaceChoice[] {
  return PLACE_CHOICES[own](state);
}

/** The editor's sheets, one open at a time (the screens slice holds which). */
export function openEditorSheet(sheet: EditorSheetName | null): AppThunk {
  return (dispatch, _getState, { platform }) => {
    // The date sheet's latest moment is now. The screens' clock moves once a minute, and a diary begun since it last
    // moved would be later than its latest moment: Confirm moved it back a minute.
    if (sheet === 'date') dispatch(screensActions.clockTicked(platform.clock.now().toISOString()));
    dispatch(screensActions.editorSheetOpened(sheet));
    if (sheet === 'place') {
      void dispatch(typePlaceQuery(''));
      void dispatch(loadPhotoPlaces());
    }
  };
}

export const selectEditorSheet = (state: RootState): EditorSheetName | null => state.screens.editorSheet;

/** Choosing in the status sheet closes it (the chosen one again clears it). */
export function chooseStatusInSheet(status: StatusChoice | null): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(screensActions.editorSheetOpened(null));
    await dispatch(chooseDraftStatus(status));
  };
}

/** A weather in the weather sheet: chosen (the chosen one again clears it), and the sheet closes. */
export function chooseWeatherInSheet(code: WeatherCode): AppThunk {
  return (dispatch) => {
    dispatch(weatherChosen(code));
    dispatch(screensActions.editorSheetOpened(null));
  };
}

/** The weather sheet's twelve choices, the draft's marked (none is "not set"). */
export const selectWeatherChoices = createSelector([(state: RootState) => state.editor.draft?.weather ?? WEATHER_UNSET], (current) =>
  WEATHER_PICKER_CODES.map((code) => ({
    code,
    kind: weatherKind(code),
    icon: WEATHER_ICONS[weatherKind(code)],
    name: weatherNameKey(code) as MessageKey,
    selected: code === current && isWeatherSet(code),
  })),
);

/** The "all places / people / stories" page of a picker: the sheet closes for it. */
export function openPickerPage(kind: 'location' | RefKind): AppThunk {
  return (dispatch, _getState, { platform }) => {
    dispatch(screensActions.editorSheetOpened(null));
    platform.navigation.navigate(routePath('pickerSelect', { listType: kind }));
  };
}

/**
 * The place sheet's search, as typed: once typing stops for a moment (the screens' clock), the
 * user's places by name and, with the maps service on, the places it finds around the diary's photo
 * (else the located device). With it off the sheet says so (selectPlaceSearch).
 */
export function typePlaceQuery(query: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { platform }) => {
    dispatch(screensActions.placeQueryTyped(query));
    dispatch(placesSlice.actions.placesFound([]));
    if (query) await platform.clock.sleep(PLACE_SEARCH_DELAY_MS);
    // A later keystroke has taken over.
    if (getState().screens.placeQuery !== query) return;
    const around = selectPhotoPoint(getState()) ?? getState().places.current;
    await Promise.all([
      dispatch(searchOwnPlaces(query)),
      query.trim() && around && getState().app.features?.maps ? dispatch(findPlaces(query, around)) : undefined,
    ]);
  };
}

/** "Turn on" beside the location tip: where the platform asks only once, its settings first; then the places nearby. */
export function turnOnNearbyPlaces(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { platform }) => {
    await platform.location.openSettings?.().catch(() => undefined);
    await dispatch(findNearbyPlaces());
  };
}

/** The editor's add-by-name forms: a status (with its emoji), a story, a person, a place. */
export type AddForm = 'status' | RefKind | 'place';

export const selectAddForm = (state: RootState, form: AddForm): AddFormText => state.screens.addForms[form] ?? NO_TEXT;
const NO_TEXT: AddFormText = { name: '', emoji: '' };

export function typeAddForm(form: AddForm, text: Partial<AddFormText>): AppThunk {
  return (dispatch) => {
    dispatch(screensActions.addFormTyped({ form, text }));
  };
}

/**
 * An add form sent: the status, story, person or place is made and chosen (a new status closes its
 * sheet); the form empties. Nothing is sent for an empty name, and a refusal keeps what was typed.
 */
export function submitAddForm(form: AddForm): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const { name, emoji } = selectAddForm(getState(), form);
    const added =
      form === 'status'
        ? await dispatch(addDraftStatus({ name, emoji }))
        : form === 'place'
          ? await dispatch(addNewDraftPlace(name))
          : await dispatch(addDraftRef(form, name));
    if (!added) return false;
    dispatch(screensActions.addFormCleared(form));
    if (form === 'status') dispatch(screensActions.editorSheetOpened(null));
    return true;
  };
}
