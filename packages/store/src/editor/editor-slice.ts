import { deletePhoto, draftHasChanges, selectPlace, selectStatus, toggleWeather, type EditDraft, type EditPhoto, type WeatherCode } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';
import { detailSlice } from '../diary/detail-slice';
import type { SaveJob } from '../persist/keys';

type NamedRef = { id: string; name: string };

/** The route id of the editor of a new diary: `/edit/new`. */
export const NEW_DIARY_ROUTE_ID = 'new';

/** The editor route a draft belongs to: `new` for a new diary, else the diary's id. */
export const draftRouteId = (draft: EditDraft): string => draft.id ?? NEW_DIARY_ROUTE_ID;

/** A draft of an editor route that is not open now, left with unsaved changes; it opens again with its editor. */
export interface KeptDraft {
  draft: EditDraft;
  /** What it started as, so its changes can be told (null: not known, kept by an older release). */
  original: EditDraft | null;
  /** Its save's progress, when a save of it was interrupted. */
  saveJob: SaveJob | null;
}

export interface EditorState {
  /** The draft of the editor open now (or last open). Persisted on every change, under its route. */
  draft: EditDraft | null;
  /** What the open draft started as: a new diary's empty page, or the diary as loaded. */
  original: EditDraft | null;
  /** The other editor routes' drafts, by route id: each diary's draft is its own, never overwritten by another's. */
  kept: Record<string, KeptDraft>;
  /** The open draft came back after a way out that was not the editor's own: "Quit abnormally the last time you edited". */
  abnormalQuit: boolean;
  /** The editor's page showing the open draft was left (Back, a link, its panel closed); the draft stays in hand for it. */
  pageLeft: boolean;
  /** The open draft's persisted save progress, while a save is under way or after it failed. */
  saveJob: SaveJob | null;
  saving: boolean;
  /** Upload progress by photo id, 0…1. */
  uploadProgress: Record<string, number>;
}

function dropRouteDraft(state: EditorState, action: PayloadAction<string>) {
  delete state.kept[action.payload];
  if (state.draft && draftRouteId(state.draft) === action.payload) return { ...initialState, kept: state.kept };
}

const initialState: EditorState = {
  draft: null,
  original: null,
  kept: {},
  abnormalQuit: false,
  pageLeft: false,
  saveJob: null,
  saving: false,
  uploadProgress: {},
};

/** The open draft steps aside for another: kept under its route when it has changes, dropped when it has none. */
function setOpenDraftAside(state: EditorState): void {
  const { draft, original, saveJob } = state;
  if (draft && (draftHasChanges(draft, original) || saveJob)) state.kept[draftRouteId(draft)] = { draft, original, saveJob };
  state.draft = null;
  state.original = null;
  state.saveJob = null;
  state.uploadProgress = {};
  state.abnormalQuit = false;
  state.pageLeft = false;
}

function toggleRef(list: NamedRef[], ref: NamedRef): NamedRef[] {
  return list.some((r) => r.id === ref.id) ? list.filter((r) => r.id !== ref.id) : [...list, ref];
}

export const editorSlice = createSlice({
  name: 'editor',
  initialState,
  reducers: {
    /** A new diary's page, or an existing diary as loaded: the draft in hand steps aside, kept if it has changes. */
    draftStarted(state, action: PayloadAction<{ draft: EditDraft }>) {
      setOpenDraftAside(state);
      const routeId = draftRouteId(action.payload.draft);
      delete state.kept[routeId];
      state.draft = action.payload.draft;
      state.original = action.payload.draft;
    },
    /** A route's kept draft opens again with its editor, saying it was left unsaved. */
    draftResumed(state, action: PayloadAction<string>) {
      const kept = state.kept[action.payload];
      if (!kept) return;
      setOpenDraftAside(state);
      delete state.kept[action.payload];
      state.draft = kept.draft;
      state.original = kept.original;
      state.saveJob = kept.saveJob;
      // Nothing unsaved (a waiting save taken back from the outbox, as it waits): nothing to warn of.
      state.abnormalQuit = draftHasChanges(kept.draft, kept.original);
    },
    /** At start: the drafts the device kept, each waiting for its editor to open. */
    /** A draft set aside for its route (a save taken back from the outbox): its editor takes it up when it opens. */
    draftKept(state, action: PayloadAction<{ routeId: string; kept: KeptDraft }>) {
      state.kept[action.payload.routeId] = action.payload.kept;
    },
    /**
     * A waiting save of a diary was sent: the drafts of it without changes are that diary as sent, and go (kept ones, and
     * the one in hand once its page was left).
     */
    unchangedDraftsOfDiaryDropped(state, action: PayloadAction<string>) {
      for (const [routeId, kept] of Object.entries(state.kept))
        if (kept.saveJob?.diaryId === action.payload && !draftHasChanges(kept.draft, kept.original)) delete state.kept[routeId];
      const { draft, original, saveJob, pageLeft } = state;
      if (pageLeft && draft && saveJob?.diaryId === action.payload && !draftHasChanges(draft, original)) return { ...initialState, kept: state.kept };
    },
    /**
     * A diary's waiting save was dropped (discarded, or the diary deleted): the drafts that carried its progress are
     * writing of their own again, published afresh if the person publishes them, never by themselves.
     */
    saveProgressOfDiaryForgotten(state, action: PayloadAction<string>) {
      for (const kept of Object.values(state.kept)) if (kept.saveJob?.diaryId === action.payload) kept.saveJob = null;
      if (state.saveJob?.diaryId === action.payload) state.saveJob = null;
    },
    /** The open draft's editor page shows it (again). */
    pageShown(state) {
      state.pageLeft = false;
    },
    /** The open draft's editor page was left; the draft stays in hand for it (opened again, it shows every word). */
    pageLeft(state) {
      if (state.draft) state.pageLeft = true;
    },
    draftsRestored(state, action: PayloadAction<Record<string, KeptDraft>>) {
      state.kept = action.payload;
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
    /** Today's weather filled in by the app, not chosen by the writer: part of where the new diary started. */
    weatherFilled(state, action: PayloadAction<WeatherCode>) {
      if (!state.draft) return;
      state.draft.weather = action.payload;
      if (state.original) state.original = { ...state.original, weather: action.payload };
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
    /** A new date; `timeZone` is the clock it was chosen on (absent: the device's). */
    dateChanged(state, action: PayloadAction<{ datetime: string; weather: WeatherCode; timeZone?: string }>) {
      if (!state.draft) return;
      state.draft.datetime = action.payload.datetime;
      state.draft.weather = action.payload.weather;
      if (action.payload.timeZone) state.draft.timeZone = action.payload.timeZone;
      else delete state.draft.timeZone;
    },
    /** Uploaded photos keep their upload facts in the draft (size, shown size, duration). */
    photoFactsLearned(state, action: PayloadAction<{ id: string; facts: Partial<EditPhoto> }>) {
      const photo = state.draft?.photos.find((p) => p.id === action.payload.id);
      if (photo) Object.assign(photo, action.payload.facts);
    },
    /** A save's progress, kept with its draft, open or not (a save goes on while another diary's editor opens). */
    saveJobChanged(state, action: PayloadAction<{ routeId: string; job: SaveJob | null }>) {
      const { routeId, job } = action.payload;
      if (state.draft && draftRouteId(state.draft) === routeId) state.saveJob = job;
      else if (state.kept[routeId]) state.kept[routeId].saveJob = job;
    },
    savingChanged(state, action: PayloadAction<boolean>) {
      state.saving = action.payload;
    },
    uploadProgressed(state, action: PayloadAction<{ id: string; fraction: number }>) {
      state.uploadProgress[action.payload.id] = action.payload.fraction;
    },
    /** After a save, or when the editor is left: the open draft is gone and the marker is 0; other routes' drafts stay. */
    draftReset(state) {
      return { ...initialState, kept: state.kept };
    },
    /** A route's draft is done with (saved): open or kept, it goes. */
    draftDone: dropRouteDraft,
    /** Keep mine (two devices): the open draft is saved over what another device wrote. */
    conditionDropped(state, action: PayloadAction<string>) {
      if (state.draft && draftRouteId(state.draft) === action.payload) delete state.draft.baseUpdatedAt;
    },
    /** Take theirs (two devices): the route's draft goes, and a copy of it waits as the new diary's draft. */
    keptAsNewDiary(state, action: PayloadAction<{ routeId: string; copy: EditDraft; original: EditDraft }>) {
      const { routeId, copy, original } = action.payload;
      delete state.kept[routeId];
      if (state.draft && draftRouteId(state.draft) === routeId) Object.assign(state, { ...initialState, kept: state.kept });
      state.kept[NEW_DIARY_ROUTE_ID] = { draft: copy, original, saveJob: null };
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(RESET_ALL, () => initialState)
      // A deleted diary leaves no draft behind.
      .addCase(detailSlice.actions.diaryGone, dropRouteDraft),
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
