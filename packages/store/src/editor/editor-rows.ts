import {
  CONTENT_MAX_LENGTH,
  contentCounter,
  datePickerBounds,
  displayDateTime,
  pickerDayText,
  pickerTimeText,
  message,
  visiblePhotos,
  weatherBadge,
  writersClock,
  type Message,
  type MessageKey,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { diaryOptionLabel } from '../diary/diary-options';
import type { RootState } from '../store';
import { draftBelongsTo } from './draft';

/** What the editor's bar, notes and rows show (seed 1 §2 "Diary editor"); each app draws them. */
export interface EditorRows {
  /** The status button: the chosen status (`name` null: a status since deleted), or null for "Set status". */
  status: { emoji: string; name: string | null } | null;
  /** "Publish" for a new diary, "Save" for an existing one. */
  publish: MessageKey;
  /** While saving: "Uploading n/m" when new photos go up, else "Saving". */
  savingNote: Message | null;
  /** "n / 2000" once something is typed, and whether it is over. */
  counter: { count: number; max: number; over: boolean } | null;
  stories: string;
  people: string;
  places: string;
  weather: { icon: string; name: MessageKey } | null;
  favorite: boolean;
  /** The diary's date and time: shown in the language, as the day and time pickers take them, and the days it may be on (birthday to today). */
  when: { date: Date; text: string; day: string; time: string; first: Date; last: Date };
  /** An existing diary's "more" sheet: make it private (or public again), delete. */
  more: Array<{ key: 'private' | 'delete'; label: MessageKey; danger: boolean }> | null;
}

const editorRows = createSelector(
  [
    (state: RootState) => state.editor.draft,
    (state: RootState) => state.editor.saving,
    (state: RootState) => state.editor.uploadProgress,
    (state: RootState) => state.app.preferences.language,
    (state: RootState) => state.screens.now,
    (state: RootState) => state.session.user?.dateOfBirth,
    (state: RootState) => (state.editor.draft?.id ? state.detail.byId[state.editor.draft.id]?.privateStatus === true : false),
  ],
  (draft, saving, progress, language, now, birth, privateStatus): EditorRows | null => {
    if (!draft) return null;
    // The diary's own clock: an edit shows the day and time it was written at, wherever this device is.
    const date = writersClock(new Date(draft.datetime), draft.timeZone);
    const bounds = datePickerBounds('diary', new Date(now), birth);
    const counter = contentCounter(draft.content);
    const newPhotos = visiblePhotos(draft.photos).filter((p) => !p.uploadedStatus);
    const uploaded = newPhotos.filter((p) => (progress[p.id] ?? 0) >= 1).length;
    return {
      status: draft.status ? { emoji: draft.status.emoji ?? '', name: draft.status.name || null } : null,
      publish: draft.id ? 'common.save' : 'common.publish',
      savingNote: !saving ? null : newPhotos.length > 0 ? message('editor.uploading', { done: uploaded, total: newPhotos.length }) : message('editor.saving'),
      counter: counter.visible ? { count: counter.count, max: counter.max, over: counter.count > CONTENT_MAX_LENGTH } : null,
      stories: draft.tags.map((r) => `#${r.name}`).join(' '),
      people: draft.people.map((r) => `@${r.name}`).join(' '),
      places: draft.locations.map((r) => r.name).join(', '),
      weather: weatherBadge(draft.weather),
      favorite: draft.favorite,
      when: {
        date,
        text: displayDateTime(date, language),
        day: pickerDayText(date),
        time: pickerTimeText(date),
        first: bounds.first,
        last: writersClock(new Date(now), draft.timeZone),
      },
      more: draft.id
        ? [
            // Says what it will do: make private, or make it public again.
            { key: 'private', label: diaryOptionLabel('private', { favorite: false, privateStatus }), danger: false },
            { key: 'delete', label: 'diaryOptions.delete', danger: true },
          ]
        : null,
    };
  },
);

/** The editor's rows for the draft of this route (null while it has none). */
export function selectEditorRows(state: RootState, routeId: string): EditorRows | null {
  return draftBelongsTo(state.editor.draft, routeId) ? editorRows(state) : null;
}

/** The days a diary may be on (from the birthday's bound to today), by the screens' clock: the day and date pickers' limits. */
export const selectDiaryDayBounds = createSelector(
  [(state: RootState) => state.screens.now, (state: RootState) => state.session.user?.dateOfBirth],
  (now, birth) => datePickerBounds('diary', new Date(now), birth),
);
