import { deletePhoto, selectPlace, selectStatus, toggleWeather, type EditDraft, type EditPhoto, type WeatherCode } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';
import type { SaveJob } from '../persist/keys';

type NamedRef = { id: string; name: string };

export interface EditorState {
  /** The diary being written; null when the editor is closed. Persisted on every change. */
  draft: EditDraft | null;
  /** A draft came back at start: "Quit abnormally the last time you edited". */
  abnormalQuit: boolean;
  /** The persisted save progress, while a save is under way or after it failed. */
  saveJob: SaveJob | null;
  saving: boolean;
  /** Upload progress by photo id, 0…1. */
  uploadProgress: Record<string, number>;
}

const initialState: EditorState = { draft: null, abnormalQuit: false, saveJob: null, saving: false, uploadProgress: {} };

function toggleRef(list: NamedRef[], ref: NamedRef): NamedRef[] {
  return list.some((r) => r.id === ref.id) ? list.filter((r) => r.id !== ref.id) : [...list, ref];
}

export const editorSlice = createSlice({
  name: 'editor',
  initialState,
  reducers: {
    draftStarted(state, action: PayloadAction<{ draft: EditDraft; abnormalQuit?: boolean; saveJob?: SaveJob | null }>) {
      state.draft = action.payload.draft;
      state.abnormalQuit = action.payload.abnormalQuit ?? false;
      state.saveJob = action.payload.saveJob ?? null;
      state.uploadProgress = {};
    },
    abnormalQuitSeen(state) {
      state.abnormalQuit = false;
    },
    titleTyped(state, action: PayloadAction<string>) {
      if (state.draft) state.draft.title = action.payload;
    },
    contentTyped(state, action: PayloadAction<string>) {
      if (state.draft) state.draft.content = action.payload;
    },
    /** The strip after a rule of core (add, move) has been applied by a thunk, which also tells the user why. */
    photosChanged(state, action: PayloadAction<EditPhoto[]>) {
      if (state.draft) state.draft.photos = action.payload;
    },
    coverChosen(state, action: PayloadAction<string>) {
      if (state.draft) state.draft.coverFilename = action.payload;
    },
    photoDeleted(state, action: PayloadAction<string>) {
      if (!state.draft) return;
      const next = deletePhoto(state.draft.photos, action.payload, state.draft.coverFilename);
      state.draft.photos = next.photos;
      state.draft.coverFilename = next.coverFilename;
    },
    photoShown(state, action: PayloadAction<number>) {
      if (state.draft) state.draft.photoIndex = action.payload;
    },
    statusChosen(state, action: PayloadAction<{ id: string; name: string; emoji?: string }>) {
      if (!state.draft) return;
      const id = selectStatus(state.draft.status?.id, action.payload.id);
      state.draft.status = id ? action.payload : null;
    },
    weatherChosen(state, action: PayloadAction<WeatherCode>) {
      if (state.draft) state.draft.weather = toggleWeather(state.draft.weather as WeatherCode, action.payload);
    },
    /** The place sheet: choosing one replaces the selection, choosing it again deselects it. */
    placeChosen(state, action: PayloadAction<NamedRef>) {
      if (state.draft) state.draft.locations = selectPlace(state.draft.locations, action.payload);
    },
    placesSet(state, action: PayloadAction<NamedRef[]>) {
      if (state.draft) state.draft.locations = action.payload;
    },
    tagToggled(state, action: PayloadAction<NamedRef>) {
      if (state.draft) state.draft.tags = toggleRef(state.draft.tags, action.payload);
    },
    personToggled(state, action: PayloadAction<NamedRef>) {
      if (state.draft) state.draft.people = toggleRef(state.draft.people, action.payload);
    },
    favoriteToggled(state) {
      if (state.draft) state.draft.favorite = !state.draft.favorite;
    },
    dateChanged(state, action: PayloadAction<{ datetime: string; weather: WeatherCode }>) {
      if (!state.draft) return;
      state.draft.datetime = action.payload.datetime;
      state.draft.weather = action.payload.weather;
    },
    /** Uploaded photos keep their upload facts in the draft (size, shown size, duration). */
    photoFactsLearned(state, action: PayloadAction<{ id: string; facts: Partial<EditPhoto> }>) {
      const photo = state.draft?.photos.find((p) => p.id === action.payload.id);
      if (photo) Object.assign(photo, action.payload.facts);
    },
    saveJobChanged(state, action: PayloadAction<SaveJob | null>) {
      state.saveJob = action.payload;
    },
    savingChanged(state, action: PayloadAction<boolean>) {
      state.saving = action.payload;
    },
    uploadProgressed(state, action: PayloadAction<{ id: string; fraction: number }>) {
      state.uploadProgress[action.payload.id] = action.payload.fraction;
    },
    /** After a save, or when the editor is left: the draft is gone and the marker is 0. */
    draftReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

export const editorActions = editorSlice.actions;
export const {
  abnormalQuitSeen,
  titleTyped,
  contentTyped,
  coverChosen,
  photoShown,
  statusChosen,
  weatherChosen,
  placeChosen,
  tagToggled,
  personToggled,
  favoriteToggled,
} = editorSlice.actions;
