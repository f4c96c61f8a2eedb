import { message, routePath, SUMMARY_MAX_LENGTH, type GatedAction, type ItemFields, type Message, type MessageKey } from '@diary/core';
import { requestAction } from '../gate/gate';
import { createSelector } from '@reduxjs/toolkit';
import { recordEmojiUse } from '../history/history';
import type { AppThunk, RootState } from '../store';
import { deleteTarget, saveTarget, toggleTargetFavorite } from './collections';
import { screensActions } from '../screens/screens-slice';
import { targetDraftDropped, targetDraftKey, targetDraftTyped } from './target-form-slice';

// The screen that adds or edits a place, person, story or status (/target/{kind}/add, /target/{kind}/edit/{id}):
// which fields a kind has, what the form starts with, and what saving does. Each app only draws it.

export const TARGET_KINDS = ['location', 'people', 'tag', 'status'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export function isTargetKind(value: unknown): value is TargetKind {
  return (TARGET_KINDS as readonly unknown[]).includes(value);
}

export type TargetField = 'emoji' | 'name' | 'address' | 'summary' | 'favorite';

/** The fields of each kind, in the order they show (seeds: a place has an address, a status an emoji and no summary). */
const FIELDS: Record<TargetKind, readonly TargetField[]> = {
  location: ['name', 'address', 'summary', 'favorite'],
  people: ['name', 'summary', 'favorite'],
  tag: ['name', 'summary', 'favorite'],
  status: ['emoji', 'name', 'favorite'],
};

const TITLES: Record<'add' | 'edit', Record<TargetKind, MessageKey>> = {
  add: { location: 'target.addLocation', people: 'target.addPeople', tag: 'target.addTag', status: 'target.addStatus' },
  edit: { location: 'target.editLocation', people: 'target.editPeople', tag: 'target.editTag', status: 'target.editStatus' },
};

/** What the user types; every text kept as typed until saved. */
export interface TargetDraft {
  name: string;
  summary: string;
  address: string;
  emoji: string;
  favorite: boolean;
}

export interface TargetForm {
  kind: TargetKind;
  /** null when adding. */
  id: string | null;
  mode: 'add' | 'edit';
  title: MessageKey;
  fields: readonly TargetField[];
  /** What the form starts with: what was typed and not saved, else the record's values, or empty (a person's name may come from the link). */
  initial: TargetDraft;
  /** Editing a record the loaded list does not have (deleted, or the list is still loading). */
  missing: boolean;
  /** The list has not been loaded yet, so a missing record may still come. */
  loading: boolean;
  /** Waiting for a save or a delete: the buttons are off meanwhile. */
  busy: boolean;
  /** "n / 500" under the summary. */
  summaryCounter: Message;
  /** A story's topic or a status's group is chosen on its own screen, once the record exists. */
  organizer: 'topic' | 'group' | null;
}

const TARGET_FORM_BUSY = 'target-form';

type TargetRecord = { objectId: string; name?: string; summary?: string; address?: string; emoji?: string; favorite?: boolean };

/** The form of a kind and id (null to add); `prefillName` is the `?name=` a person may be added with. */
export const selectTargetForm = createSelector(
  [
    (state: RootState, kind: TargetKind) => state.items[kind] as TargetRecord[],
    (state: RootState, kind: TargetKind) => state.items.loaded[kind],
    (_state: RootState, kind: TargetKind) => kind,
    (_state: RootState, _kind: TargetKind, id: string | null) => id,
    (_state: RootState, _kind: TargetKind, _id: string | null, prefillName?: string) => prefillName,
    (state: RootState) => state.targetForm.unsaved,
    (state: RootState) => state.screens.busy[TARGET_FORM_BUSY] === true,
  ],
  (records, loaded, kind, id, prefillName, unsaved, busy): TargetForm => {
    const mode = id ? 'edit' : 'add';
    const record = id ? records.find((r) => r.objectId === id) : undefined;
    const typed = unsaved?.key === targetDraftKey(kind, id) ? unsaved.draft : undefined;
    const initial = typed ?? {
      name: record?.name ?? (kind === 'people' && !id ? (prefillName ?? '').trim() : ''),
      summary: record?.summary ?? '',
      address: record?.address ?? '',
      emoji: record?.emoji ?? '',
      favorite: record?.favorite === true,
    };
    return {
      kind,
      id,
      mode,
      title: TITLES[mode][kind],
      fields: FIELDS[kind],
      // What was typed and not saved comes back (after picking a topic or a group); else the record's values.
      initial,
      missing: Boolean(id) && !record,
      loading: Boolean(id) && !record && !loaded,
      busy,
      summaryCounter: message('editor.counter', { count: initial.summary.length, max: SUMMARY_MAX_LENGTH }),
      organizer: id && kind === 'tag' ? 'topic' : id && kind === 'status' ? 'group' : null,
    };
  },
);

/**
 * Saves the form: the name is trimmed and required (a duplicate is refused by the server, whose
 * message shows); only the kind's fields are sent; a new favorite gets favoriteAt now (not a place's).
 * Goes back on success. Resolves with the record's id, or null.
 */
export function submitTargetForm(kind: TargetKind, id: string | null, draft: TargetDraft): AppThunk<Promise<string | null>> {
  return async (dispatch, _getState, { platform }) => {
    const name = draft.name.trim();
    if (!name) {
      platform.toast.show(message('target.nameEmpty'), { icon: 'error' });
      return null;
    }
    const has = (field: TargetField) => FIELDS[kind].includes(field);
    const emoji = draft.emoji.trim();
    const fields: Record<string, unknown> = { name };
    if (has('summary')) fields.summary = draft.summary.trim();
    if (has('address')) fields.address = draft.address.trim();
    if (has('emoji') && emoji) fields.emoji = emoji;
    // Editing changes the favorite at once (switchTargetFavorite); a new record carries it.
    if (!id && draft.favorite) {
      fields.favorite = true;
      if (kind !== 'location') fields.favoriteAt = { __type: 'Date', iso: platform.clock.now().toISOString() };
    }
    const saved = await dispatch(saveTarget(kind, id, fields as ItemFields<TargetKind>));
    if (!saved) return null;
    if (kind === 'status' && emoji) await dispatch(recordEmojiUse(emoji));
    dispatch(targetDraftDropped());
    platform.navigation.back();
    return saved;
  };
}

/**
 * The favorite switch: on a record being edited it toggles at once (favoriteAt now, "Favorited" /
 * "Canceled"); on a new one it only changes the draft. Resolves with what the switch shows next.
 */
export function switchTargetFavorite(kind: TargetKind, id: string | null, shown: boolean): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    if (!id) return !shown;
    const done = await dispatch(toggleTargetFavorite(kind, id));
    return done ? !shown : shown;
  };
}

/** Adding a story or a person is a Pro action (seed 2 §6); places and statuses are not gated. */
const ADD_GATE: Partial<Record<TargetKind, GatedAction>> = { tag: 'addStory', people: 'addPeople' };

/** Opens the add screen of a kind (a person's name may come along, as `?name=`), through the Pro gate. */
export function openTargetAdd(kind: TargetKind, name?: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    const gate = ADD_GATE[kind];
    if (gate && !(await dispatch(requestAction(gate, openTargetAdd(kind, name))))) return false;
    const query = kind === 'people' && name?.trim() ? `?name=${encodeURIComponent(name.trim())}` : '';
    dispatch(targetDraftDropped());
    platform.navigation.navigate(`${routePath('targetAdd', { listType: kind })}${query}`);
    return true;
  };
}

/** The edit screen of a place, person, story or status. */
export function openTargetEdit(kind: TargetKind, id: string): AppThunk<void> {
  return (dispatch, _getState, { platform }) => {
    // Opened afresh, the form starts from the record, not from an earlier visit's typing.
    dispatch(targetDraftDropped());
    platform.navigation.navigate(routePath('targetEdit', { listType: kind, listId: id }));
  };
}

/** Delete on the edit screen: asks first; the diaries stay; on success the kind's tab shows (its list is gone with it). */
export function deleteTargetFromForm(kind: TargetKind, id: string): AppThunk<Promise<boolean>> {
  return (dispatch) => dispatch(deleteTarget(kind, id, routePath('dashboard', { tab: kind })));
}

/** Which form a screen shows: its kind, its record (null to add), and the name a person may be added with. */
export interface TargetFormRoute {
  kind: TargetKind;
  id: string | null;
  prefillName?: string;
}

const formOf = (state: RootState, { kind, id, prefillName }: TargetFormRoute) => selectTargetForm(state, kind, id, prefillName);

/** A field typed: the draft is kept in the store, so typing survives a visit to the topic or group picker. */
export function typeTargetForm(route: TargetFormRoute, change: Partial<TargetDraft>): AppThunk {
  return (dispatch, getState) => {
    dispatch(targetDraftTyped({ key: targetDraftKey(route.kind, route.id), draft: { ...formOf(getState(), route).initial, ...change } }));
  };
}

function whileBusy<T>(work: AppThunk<Promise<T>>): AppThunk<Promise<T>> {
  return async (dispatch) => {
    dispatch(screensActions.busyChanged({ screen: TARGET_FORM_BUSY, busy: true }));
    try {
      return await dispatch(work);
    } finally {
      dispatch(screensActions.busyChanged({ screen: TARGET_FORM_BUSY, busy: false }));
    }
  };
}

/** Save: the form as typed (see submitTargetForm). */
export function saveTargetForm(route: TargetFormRoute): AppThunk<Promise<string | null>> {
  return (dispatch, getState) => dispatch(whileBusy(submitTargetForm(route.kind, route.id, formOf(getState(), route).initial)));
}

/** The favorite switch: an existing record changes at once, a new one carries it when saved. */
export function switchTargetFormFavorite(route: TargetFormRoute): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const favorite = await dispatch(switchTargetFavorite(route.kind, route.id, formOf(getState(), route).initial.favorite));
    dispatch(typeTargetForm(route, { favorite }));
  };
}

/** Delete, from the edit form: asked first; the record's diaries stay. */
export function deleteFromTargetForm(route: TargetFormRoute): AppThunk<Promise<boolean>> {
  return (dispatch) => (route.id ? dispatch(whileBusy(deleteTargetFromForm(route.kind, route.id))) : Promise.resolve(false));
}
