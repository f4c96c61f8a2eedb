import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { appSlice } from '../app/app-slice';
import { RESET_ALL } from '../reset';

/** The editor's sheets; one is open at a time. */
export type EditorSheetName = 'status' | 'tag' | 'people' | 'place' | 'weather' | 'date' | 'more';

/** The sheets a diary list opens: its options, the summary, the share settings, the day a new diary is on. */
export type ListSheetName = 'options' | 'summary' | 'share' | 'day';

/** A tab drawn to view, or as the editor's picker (its own state: typing in the picker leaves the tab as it was). */
export type TabMode = 'view' | 'select';

/** The People list's search and how many pages of 20 it shows. */
export interface PeopleScreen {
  query: string;
  pages: number;
}

/** The Stories list's search, the topic page shown, and whether the topic chips are open. */
export interface StoriesScreen {
  query: string;
  pageId: string;
  chipsOpen: boolean;
}

const PEOPLE_START: PeopleScreen = { query: '', pages: 1 };
const STORIES_START: StoriesScreen = { query: '', pageId: 'recently', chipsOpen: false };

/** The text of a one-line "add by name" form (a status takes an emoji too). */
export interface AddFormText {
  name: string;
  emoji: string;
}

/**
 * What screens show that is neither the user's data nor a device preference: the minute it is now,
 * which sheet is open, what is typed in a search or an add form, what is under way. Never persisted:
 * a restart opens every screen fresh. Each screen's model (`select<Screen>`) reads its part.
 */
export interface ScreensState {
  /** The platform clock's time, taken at start and each minute: every "today", "now" and "within a day" a screen shows. */
  now: string;
  editorSheet: EditorSheetName | null;
  /** The place sheet's search, as typed. */
  placeQuery: string;
  /** The places screen's map search, as typed (places/place-select). */
  mapSearch: string;
  /** The add forms' text, by form (`status`, `tag`, `people`, `place`). */
  addForms: Record<string, AddFormText>;
  /** Screens waiting for the server, by screen key: their buttons are off meanwhile. */
  busy: Record<string, boolean>;
  /** The sheet a diary list shows, by list id (one list's sheet never opens over another's). */
  listSheet: { listId: string; sheet: ListSheetName } | null;
  /** The summary sheet's text, as typed. */
  summaryText: string;
  /** Each list's keyword filter, as typed (applied once typing stops). */
  listKeywords: Record<string, string>;
  /** The search page's keyword, as typed. */
  searchKeyword: string;
  /** The Places tab's search, as typed. */
  placesQuery: string;
  /** The sheet over the settings: feedback. */
  settingsSheet: 'feedback' | null;
  /** The sheet of the changes waiting on this device (the shell's sync line opens it). */
  waitingSheet: boolean;
  /** The sheet over a diary's detail: its options, or its share settings. */
  detailSheet: 'options' | 'share' | null;
  /** Diaries the detail asked for that are not there (deleted, or never were). */
  missingDiaries: Record<string, true>;
  /** Diaries whose detail found no network and nothing kept: they load when it is back. */
  unreachableDiaries: Record<string, true>;
  people: Record<TabMode, PeopleScreen>;
  stories: Record<TabMode, StoriesScreen>;
}

const initialState: ScreensState = {
  now: new Date(0).toISOString(),
  editorSheet: null,
  placeQuery: '',
  mapSearch: '',
  addForms: {},
  busy: {},
  listSheet: null,
  summaryText: '',
  listKeywords: {},
  searchKeyword: '',
  placesQuery: '',
  settingsSheet: null,
  detailSheet: null,
  waitingSheet: false,
  missingDiaries: {},
  unreachableDiaries: {},
  people: { view: PEOPLE_START, select: PEOPLE_START },
  stories: { view: STORIES_START, select: STORIES_START },
};

export const screensSlice = createSlice({
  name: 'screens',
  initialState,
  reducers: {
    clockTicked(state, action: PayloadAction<string>) {
      state.now = action.payload;
    },
    editorSheetOpened(state, action: PayloadAction<EditorSheetName | null>) {
      state.editorSheet = action.payload;
    },
    placeQueryTyped(state, action: PayloadAction<string>) {
      state.placeQuery = action.payload;
    },
    mapSearchTyped(state, action: PayloadAction<string>) {
      state.mapSearch = action.payload;
    },
    addFormTyped(state, action: PayloadAction<{ form: string; text: Partial<AddFormText> }>) {
      const { form, text } = action.payload;
      state.addForms[form] = { name: '', emoji: '', ...state.addForms[form], ...text };
    },
    addFormCleared(state, action: PayloadAction<string>) {
      delete state.addForms[action.payload];
    },
    waitingSheetShown(state, action: PayloadAction<boolean>) {
      state.waitingSheet = action.payload;
    },
    listSheetShown(state, action: PayloadAction<{ listId: string; sheet: ListSheetName } | null>) {
      state.listSheet = action.payload;
    },
    summaryTyped(state, action: PayloadAction<string>) {
      state.summaryText = action.payload;
    },
    listKeywordTyped(state, action: PayloadAction<{ listId: string; keyword: string }>) {
      state.listKeywords[action.payload.listId] = action.payload.keyword;
    },
    placesQueryTyped(state, action: PayloadAction<string>) {
      state.placesQuery = action.payload;
    },
    searchKeywordTyped(state, action: PayloadAction<string>) {
      state.searchKeyword = action.payload;
    },
    settingsSheetShown(state, action: PayloadAction<ScreensState['settingsSheet']>) {
      state.settingsSheet = action.payload;
    },
    detailSheetShown(state, action: PayloadAction<ScreensState['detailSheet']>) {
      state.detailSheet = action.payload;
    },
    diaryMissing(state, action: PayloadAction<string>) {
      state.missingDiaries[action.payload] = true;
    },
    diaryUnreachable(state, action: PayloadAction<{ id: string; unreachable: boolean }>) {
      if (action.payload.unreachable) state.unreachableDiaries[action.payload.id] = true;
      else delete state.unreachableDiaries[action.payload.id];
    },
    peopleScreenChanged(state, action: PayloadAction<{ mode: TabMode; change: Partial<PeopleScreen> }>) {
      Object.assign(state.people[action.payload.mode], action.payload.change);
    },
    storiesScreenChanged(state, action: PayloadAction<{ mode: TabMode; change: Partial<StoriesScreen> }>) {
      Object.assign(state.stories[action.payload.mode], action.payload.change);
    },
    busyChanged(state, action: PayloadAction<{ screen: string; busy: boolean }>) {
      if (action.payload.busy) state.busy[action.payload.screen] = true;
      else delete state.busy[action.payload.screen];
    },
  },
  // A sign-out opens every screen fresh; the time goes on.
  extraReducers: (builder) =>
    builder
      .addCase(RESET_ALL, (state) => ({ ...initialState, now: state.now }))
      // Tapping the active tab again starts its list over: no search, the first page.
      .addCase(appSlice.actions.activeTabTappedAgain, (state, action) => {
        if (action.payload.tab === 'people') state.people.view = PEOPLE_START;
        if (action.payload.tab === 'tag') state.stories.view = STORIES_START;
      }),
});

export const screensActions = screensSlice.actions;
