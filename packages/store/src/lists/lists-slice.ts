import { type DiaryListSelector, type DiaryRecord, type ListSort } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

export type ListLoad = 'idle' | 'loading' | 'loaded';

/** One diary list (archive month, place, person, story, status, weather, favorites, all, search). */
export interface DiaryListState {
  selector: DiaryListSelector;
  sort: ListSort;
  subKeyword: string;
  diaries: DiaryRecord[];
  count: number;
  /** The last page loaded (0-based); the list shows the window around it. */
  page: number;
  scrollTop: number;
  /** When the first page was loaded (ISO). */
  loadedAt: string | null;
  load: ListLoad;
  /** "Loading a new diary": diaries were written or deleted since this list loaded, and it is reloading. */
  newDiaryBanner: boolean;
  /** Its last load found no network: it shows what the device kept, says so when that is nothing, and reloads on reconnect. */
  unreachable?: boolean;
}

export interface ListsState {
  byId: Record<string, DiaryListState>;
  /** When a diary was last saved or deleted on this device (ISO): lists loaded before it are stale. */
  diariesChangedAt: string | null;
}

const initialState: ListsState = { byId: {}, diariesChangedAt: null };

export function emptyList(selector: DiaryListSelector): DiaryListState {
  return { selector, sort: 'newer', subKeyword: '', diaries: [], count: 0, page: 0, scrollTop: 0, loadedAt: null, load: 'idle', newDiaryBanner: false };
}

export const listsSlice = createSlice({
  name: 'lists',
  initialState,
  reducers: {
    listOpened(state, action: PayloadAction<{ listId: string; list: DiaryListState }>) {
      state.byId[action.payload.listId] ??= action.payload.list;
    },
    loadStarted(state, action: PayloadAction<{ listId: string; banner?: boolean }>) {
      const list = state.byId[action.payload.listId];
      if (!list) return;
      list.load = 'loading';
      if (action.payload.banner) list.newDiaryBanner = true;
    },
    firstPageLoaded(state, action: PayloadAction<{ listId: string; diaries: DiaryRecord[]; count: number; at: string }>) {
      const list = state.byId[action.payload.listId];
      if (!list) return;
      Object.assign(list, {
        diaries: action.payload.diaries,
        count: action.payload.count,
        page: 0,
        scrollTop: 0,
        loadedAt: action.payload.at,
        load: 'loaded',
        newDiaryBanner: false,
        unreachable: false,
      });
    },
    nextPageLoaded(state, action: PayloadAction<{ listId: string; diaries: DiaryRecord[]; count: number; page: number }>) {
      const list = state.byId[action.payload.listId];
      if (!list) return;
      const known = new Set(list.diaries.map((d) => d.objectId));
      list.diaries.push(...action.payload.diaries.filter((d) => !known.has(d.objectId)));
      list.count = action.payload.count;
      list.page = action.payload.page;
      list.load = 'loaded';
    },
    /** A list that fails to load is only logged; it stays as it was (empty the first time). */
    loadFailed(state, action: PayloadAction<{ listId: string; unreachable?: boolean }>) {
      const list = state.byId[action.payload.listId];
      if (!list) return;
      list.load = 'loaded';
      list.newDiaryBanner = false;
      list.unreachable = Boolean(action.payload.unreachable);
    },
    restoredFromCache(
      state,
      action: PayloadAction<{ listId: string; diaries: DiaryRecord[]; count: number; page: number; scrollTop: number; loadedAt: string }>,
    ) {
      const list = state.byId[action.payload.listId];
      if (!list) return;
      const { listId: _id, ...cached } = action.payload;
      Object.assign(list, cached, { load: 'loaded' });
    },
    sortChanged(state, action: PayloadAction<{ listId: string; sort: ListSort }>) {
      const list = state.byId[action.payload.listId];
      if (list) list.sort = action.payload.sort;
    },
    subKeywordChanged(state, action: PayloadAction<{ listId: string; subKeyword: string }>) {
      const list = state.byId[action.payload.listId];
      if (list) list.subKeyword = action.payload.subKeyword;
    },
    scrolled(state, action: PayloadAction<{ listId: string; scrollTop: number }>) {
      const list = state.byId[action.payload.listId];
      if (list) list.scrollTop = action.payload.scrollTop;
    },
    /** A diary changed in place (favorite, private): every list showing it shows the change. */
    diaryChangedInLists(state, action: PayloadAction<{ objectId: string; fields: Partial<DiaryRecord> }>) {
      for (const list of Object.values(state.byId)) {
        const diary = list.diaries.find((d) => d.objectId === action.payload.objectId);
        if (diary) Object.assign(diary, action.payload.fields);
      }
    },
    /** A diary deleted on this device (sent, or waiting in the outbox) leaves every list at once. */
    diaryRemoved(state, action: PayloadAction<string>) {
      for (const list of Object.values(state.byId)) {
        const before = list.diaries.length;
        list.diaries = list.diaries.filter((d) => d.objectId !== action.payload);
        if (list.diaries.length < before) list.count = Math.max(0, list.count - 1);
      }
    },
    /** A diary as it is now (an edit saved here) in place of each list's copy of it. */
    diaryRefreshed(state, action: PayloadAction<DiaryRecord>) {
      for (const list of Object.values(state.byId)) list.diaries = list.diaries.map((d) => (d.objectId === action.payload.objectId ? action.payload : d));
    },
    diariesChanged(state, action: PayloadAction<string>) {
      state.diariesChangedAt = action.payload;
    },
    /** A forced reload starts every cached list again. */
    listsReset(state) {
      state.byId = {};
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

export const { scrolled, listsReset } = listsSlice.actions;

/** Loaded to the last diary: "THE END". */
export function isListAtEnd(list: DiaryListState | undefined): boolean {
  return list?.load === 'loaded' && list.count > 0 && list.diaries.length >= list.count;
}
