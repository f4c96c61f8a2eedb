import type { LocationRecord, MessageKey, NamedRef } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { recordEmojiUse } from '../history/history';
import { selectStatusSections } from '../items/selectors';
import { loadCollectionsWhenEmpty, saveTarget } from '../items/collections';
import { addPlace, loadNearbyPlaces, locateDevice } from '../places/places';
import type { AppThunk, RootState } from '../store';
import { addDraftPlace, NEW_DIARY_ROUTE_ID, openEditor } from './draft';
import { personToggled, statusChosen, tagToggled } from './editor-slice';

// What the editor's pickers (status, stories, people, places) do and offer; each app only draws them.

/** A status as the picker hands it over; `{ id: '', name: '' }` is "Do not set status". */
export type StatusChoice = NamedRef & { emoji?: string };
/** The "#" story and "@" people pickers. */
export type RefKind = 'tag' | 'people';

/** What each list picks from: stories page by their topics. */
const PICKER_COLLECTIONS = { people: ['people'], tag: ['tag', 'topic'] } as const;

/**
 * The People or Stories list in select mode, opened as a page (/edit/toolbar/{kind}/select): its
 * records load when not yet, and opened directly (no draft yet, once the app has started) the new
 * diary's draft opens — restored from the device if it was kept — for the picks to go into.
 */
export function openRefPicker(kind: RefKind): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { app, editor } = getState();
    if (app.start === 'ready' && !editor.draft) await dispatch(openEditor(NEW_DIARY_ROUTE_ID));
    await dispatch(loadCollectionsWhenEmpty([...PICKER_COLLECTIONS[kind]]));
  };
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
  return async (dispatch) => {
    if (!title.trim()) return false;
    const place = await dispatch(addPlace({ title }));
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

const placeChoices = (own: (state: RootState) => LocationRecord[]) =>
  createSelector([(state: RootState) => state.places.nearby, own, (state: RootState) => state.editor.draft?.locations], (nearby, ownPlaces, chosen) =>
    // Nearby places not among the user's own first, then their own.
    [...nearby.filter((n) => !ownPlaces.some((o) => o.objectId === n.objectId)), ...ownPlaces].map((place): PlaceChoice => ({
      id: place.objectId,
      name: place.name ?? '',
      ...(place.address ? { address: place.address } : {}),
      selected: isIn(chosen, place.objectId),
    })),
  );
const PLACE_CHOICES = { searched: placeChoices((state) => state.places.own), saved: placeChoices((state) => state.items.location) };

/**
 * The place picker's rows: the places near the device, then the user's own — those found by the
 * picker's search (`searched`), or all of them (`saved`) where the picker has no search field.
 */
export function selectPlaceChoices(state: RootState, own: 'searched' | 'saved'): PlaceChoice[] {
  return PLACE_CHOICES[own](state);
}
