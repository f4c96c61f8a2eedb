import { batchOpItems, MAX_BATCH_OPERATIONS, message, pointer, pointerId, requestDeleteItem, routePath, type MessageKey } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { toastError, toastSuccess } from '../feedback';
import { requestAction } from '../gate/gate';
import { screensActions } from '../screens/screens-slice';
import type { AppThunk, RootState } from '../store';
import { loadCollectionsWhenEmpty, saveTarget } from './collections';
import { collectionLoaded, recordRemoved, recordSaved } from './items-slice';

// Topic and group management (seed 2 §2.1, §2.8): topics group stories (tag.topic), groups group
// statuses (status.group). Both are lists ordered by position that can be added to, renamed,
// reordered and deleted, and a story or status picks its one topic or group. Each app only draws it.

export const ORGANIZER_KINDS = ['topic', 'group'] as const;
export type OrganizerKind = (typeof ORGANIZER_KINDS)[number];

export function isOrganizerKind(value: unknown): value is OrganizerKind {
  return (ORGANIZER_KINDS as readonly unknown[]).includes(value);
}

/** What each kind organizes, and its routes and texts. */
const KINDS = {
  topic: {
    members: 'tag',
    list: 'topics',
    add: 'topicAdd',
    edit: 'topicEdit',
    select: 'topicSelect',
    texts: {
      list: 'stories.topicSettings',
      add: 'stories.addTopic',
      edit: 'organize.editTopic',
      select: 'organize.selectTopic',
      empty: 'organize.noTopics',
      none: 'organize.noTopic',
      members: 'organize.stories',
    },
  },
  group: {
    members: 'status',
    list: 'groups',
    add: 'groupAdd',
    edit: 'groupEdit',
    select: 'groupSelect',
    texts: {
      list: 'organize.groupSettings',
      add: 'stories.addGroup',
      edit: 'organize.editGroup',
      select: 'organize.selectGroup',
      empty: 'organize.noGroups',
      none: 'organize.noGroup',
      members: 'organize.statuses',
    },
  },
} as const satisfies Record<
  OrganizerKind,
  { members: 'tag' | 'status'; list: string; add: string; edit: string; select: string; texts: Record<string, MessageKey> }
>;

export function organizerTexts(kind: OrganizerKind) {
  return KINDS[kind].texts;
}

type Organizer = { objectId: string; name: string; position?: number };
type Member = { objectId: string; name: string; topic?: unknown; group?: unknown };

const organizersOf = (state: RootState, kind: OrganizerKind) => state.items[kind] as readonly Organizer[];
const membersOf = (state: RootState, kind: OrganizerKind) => state.items[KINDS[kind].members] as readonly Member[];
const memberOrganizer = (kind: OrganizerKind, member: Member | undefined) => pointerId(kind === 'topic' ? member?.topic : member?.group);

/** By position; equal positions (never reordered) keep the order the server gave. */
export function byPosition<T extends { position?: number }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** One row of the topic or group list: its name and how many stories or statuses it holds. */
export interface OrganizerRow {
  id: string;
  name: string;
  members: number;
  editPath: string;
}

export interface OrganizerList {
  kind: OrganizerKind;
  loading: boolean;
  rows: OrganizerRow[];
}

/** /topic and /group: the topics or groups by position, each with its member count. */
export const selectOrganizerList = createSelector(
  [organizersOf, membersOf, (state: RootState, kind: OrganizerKind) => state.items.loaded[kind], (_state: RootState, kind: OrganizerKind) => kind],
  (organizers, members, loaded, kind): OrganizerList => ({
    kind,
    loading: !loaded && organizers.length === 0,
    rows: byPosition(organizers).map((o) => ({
      id: o.objectId,
      name: o.name,
      members: members.filter((m) => memberOrganizer(kind, m) === o.objectId).length,
      editPath: routePath(KINDS[kind].edit, { id: o.objectId }),
    })),
  }),
);

export interface OrganizerForm {
  kind: OrganizerKind;
  id: string | null;
  mode: 'add' | 'edit';
  title: MessageKey;
  initialName: string;
  missing: boolean;
  loading: boolean;
}

/** /topic/add, /topic/edit/{id} and the same for groups: the name the form starts with. */
export const selectOrganizerForm = createSelector(
  [
    organizersOf,
    (state: RootState, kind: OrganizerKind) => state.items.loaded[kind],
    (_s: RootState, kind: OrganizerKind) => kind,
    (_s: RootState, _k: OrganizerKind, id: string | null) => id,
  ],
  (organizers, loaded, kind, id): OrganizerForm => {
    const record = id ? organizers.find((o) => o.objectId === id) : undefined;
    const mode = id ? 'edit' : 'add';
    return {
      kind,
      id,
      mode,
      title: KINDS[kind].texts[mode],
      initialName: record?.name ?? '',
      missing: Boolean(id) && !record,
      loading: Boolean(id) && !record && !loaded,
    };
  },
);

/**
 * Saves a topic's or group's name: trimmed and required (a duplicate is refused by the server, whose
 * message shows). A new one goes last (position after the largest). Goes back on success.
 */
export function submitOrganizerForm(kind: OrganizerKind, id: string | null, typedName: string): AppThunk<Promise<string | null>> {
  return async (dispatch, getState, { platform }) => {
    const name = typedName.trim();
    if (!name) {
      platform.toast.show(message('target.nameEmpty'), { icon: 'error' });
      return null;
    }
    const organizers = organizersOf(getState(), kind);
    const position = organizers.reduce((last, o) => Math.max(last, (o.position ?? 0) + 1), 0);
    const saved = await dispatch(saveTarget(kind, id, id ? { name } : { name, position }));
    if (saved) platform.navigation.back();
    return saved;
  };
}

/**
 * Deletes a topic or group after asking; its stories or statuses stay (the server clears their
 * reference, so they show under Others or More). Goes back to the list on success.
 */
export function deleteOrganizer(kind: OrganizerKind, objectId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const record = organizersOf(getState(), kind).find((o) => o.objectId === objectId);
    const confirmed = await platform.modal.confirm({
      title: message('target.deleteTitle', { name: record?.name ?? '' }),
      content: message(kind === 'topic' ? 'organize.deleteTopicContent' : 'organize.deleteGroupContent'),
    });
    if (!confirmed) return false;
    try {
      await requestDeleteItem(api, kind, objectId);
    } catch (error) {
      toastError(platform, error);
      return false;
    }
    dispatch(recordRemoved({ name: kind, objectId }));
    const field = kind === 'topic' ? 'topic' : 'group';
    for (const member of membersOf(getState(), kind)) {
      if (memberOrganizer(kind, member) === objectId)
        dispatch(recordSaved({ name: KINDS[kind].members, record: { objectId: member.objectId, [field]: null } }));
    }
    toastSuccess(platform, 'toast.deleted');
    platform.navigation.back();
    return true;
  };
}

/** Moves one entry of a list from one index to another (what a drag or a key press does). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * Saves a new order: each topic or group takes its index as position; only the changed ones are
 * sent, in batches of position updates (seed 2 §7.3). Shown at once; put back if the server refuses.
 */
export function reorderOrganizers(kind: OrganizerKind, orderedIds: readonly string[]): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const before = organizersOf(getState(), kind);
    const byId = new Map(before.map((o) => [o.objectId, o]));
    const ordered = orderedIds.map((id) => byId.get(id)).filter((o): o is Organizer => Boolean(o));
    // Any the screen did not know of (added meanwhile) keep their place after the ordered ones.
    const rest = byPosition(before.filter((o) => !orderedIds.includes(o.objectId)));
    const next = [...ordered, ...rest].map((o, position) => ({ ...o, position }));
    const changed = next.filter((o) => byId.get(o.objectId)?.position !== o.position);
    if (changed.length === 0) return true;
    dispatch(collectionLoaded({ name: kind, records: next }));
    try {
      for (let i = 0; i < changed.length; i += MAX_BATCH_OPERATIONS) {
        const requests = changed
          .slice(i, i + MAX_BATCH_OPERATIONS)
          .map((o) => ({ method: 'PUT' as const, className: kind, objectId: o.objectId, body: { position: o.position } }));
        await api.request(batchOpItems, { requests });
      }
      return true;
    } catch (error) {
      dispatch(collectionLoaded({ name: kind, records: [...before] }));
      toastError(platform, error);
      return false;
    }
  };
}

/** One choice of the select screen: a topic or group, or none (the story or status is left without one). */
export interface OrganizerChoice {
  /** null is the "none" row. */
  id: string | null;
  name: string | null;
  chosen: boolean;
}

export interface OrganizerSelect {
  kind: OrganizerKind;
  /** Waiting for the choice to be saved: the rows are off meanwhile. */
  busy: boolean;
  /** The story's or status's name; null when it is not (or no longer) there. */
  memberName: string | null;
  loading: boolean;
  choices: OrganizerChoice[];
}

/** /topic/select/{tagId} and /group/select/{statusId}: the topics or groups, the current one marked, then "none". */
export const selectOrganizerSelect = createSelector(
  [
    organizersOf,
    membersOf,
    (state: RootState, kind: OrganizerKind) => state.items.loaded[KINDS[kind].members],
    (_s: RootState, kind: OrganizerKind) => kind,
    (_s: RootState, _k: OrganizerKind, memberId: string) => memberId,
    (state: RootState) => state.screens.busy[ORGANIZER_SELECT_BUSY] === true,
  ],
  (organizers, members, loaded, kind, memberId, busy): OrganizerSelect => {
    const member = members.find((m) => m.objectId === memberId);
    const current = memberOrganizer(kind, member);
    const known = organizers.some((o) => o.objectId === current);
    return {
      kind,
      busy,
      memberName: member?.name ?? null,
      loading: !member && !loaded,
      choices: [
        ...byPosition(organizers).map((o) => ({ id: o.objectId, name: o.name, chosen: o.objectId === current })),
        { id: null, name: null, chosen: !known },
      ],
    };
  },
);

/** The topic of a story or group of a status as its edit screen shows it: the name (null: none) and where choosing opens. */
export function selectMemberOrganizer(state: RootState, kind: OrganizerKind, memberId: string): { name: string | null; selectPath: string } {
  const current = memberOrganizer(
    kind,
    membersOf(state, kind).find((m) => m.objectId === memberId),
  );
  return {
    name: organizersOf(state, kind).find((o) => o.objectId === current)?.name ?? null,
    selectPath: routePath(KINDS[kind].select, { tagId: memberId }),
  };
}

/** Choosing on the select screen: the story's topic or the status's group becomes it (null: none); then back. */
export function chooseOrganizer(kind: OrganizerKind, memberId: string, organizerId: string | null): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform }) => {
    // One choice at a time: a second tap while the first is saved does nothing.
    if (getState().screens.busy[ORGANIZER_SELECT_BUSY]) return false;
    dispatch(screensActions.busyChanged({ screen: ORGANIZER_SELECT_BUSY, busy: true }));
    try {
      const saved =
        kind === 'topic'
          ? await dispatch(saveTarget('tag', memberId, { topic: organizerId ? pointer('topic', organizerId) : null }))
          : await dispatch(saveTarget('status', memberId, { group: organizerId ? pointer('group', organizerId) : null }));
      if (saved) platform.navigation.back();
      return Boolean(saved);
    } finally {
      dispatch(screensActions.busyChanged({ screen: ORGANIZER_SELECT_BUSY, busy: false }));
    }
  };
}

const ORGANIZER_SELECT_BUSY = 'organizer-select';

/** The topics (or groups) and the stories (or statuses) in them, each loaded when not yet: what their screens count and choose from. */
export function loadOrganizers(kind: OrganizerKind): AppThunk<Promise<void>> {
  return (dispatch) => dispatch(loadCollectionsWhenEmpty([kind, KINDS[kind].members]));
}

/** Topic settings from the Stories tab are a Pro action (seed 2 §6); group settings are not gated, like statuses. */
export function openOrganizers(kind: OrganizerKind): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    if (kind === 'topic' && !(await dispatch(requestAction('topicSettings', openOrganizers(kind))))) return false;
    platform.navigation.navigate(routePath(KINDS[kind].list));
    return true;
  };
}

export function openOrganizerAdd(kind: OrganizerKind): AppThunk<void> {
  return (_dispatch, _getState, { platform }) => platform.navigation.navigate(routePath(KINDS[kind].add));
}

export function openOrganizerEdit(kind: OrganizerKind, id: string): AppThunk<void> {
  return (_dispatch, _getState, { platform }) => platform.navigation.navigate(routePath(KINDS[kind].edit, { id }));
}
