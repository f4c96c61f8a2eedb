import {
  CONTENT_MAX_LENGTH,
  contentCounter,
  isWeatherSet,
  message,
  visiblePhotos,
  WEATHER_ICONS,
  weatherKind,
  weatherNameKey,
  type Message,
  type MessageKey,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
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
}

const editorRows = createSelector(
  [(state: RootState) => state.editor.draft, (state: RootState) => state.editor.saving, (state: RootState) => state.editor.uploadProgress],
  (draft, saving, progress): EditorRows | null => {
    if (!draft) return null;
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
      weather: isWeatherSet(draft.weather) ? { icon: WEATHER_ICONS[weatherKind(draft.weather)], name: weatherNameKey(draft.weather) } : null,
      favorite: draft.favorite,
    };
  },
);

/** The editor's rows for the draft of this route (null while it has none). */
export function selectEditorRows(state: RootState, routeId: string): EditorRows | null {
  return draftBelongsTo(state.editor.draft, routeId) ? editorRows(state) : null;
}
