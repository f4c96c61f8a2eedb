import { decodeDate, photosOverviewQuery, requestItemList, type FileRecord } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';
import type { AppThunk, RootState } from '../store';

/** The photos overview (/photos/all/view): every photo and video of the user, newest first, loaded a page at a time. */
export interface PhotosOverviewState {
  files: FileRecord[];
  /** The total on the server (from the first page). */
  count: number;
  load: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: PhotosOverviewState = { files: [], count: 0, load: 'idle' };

export const photosOverviewSlice = createSlice({
  name: 'photosOverview',
  initialState,
  reducers: {
    overviewLoading(state) {
      state.load = 'loading';
    },
    overviewPageLoaded(state, action: PayloadAction<{ files: FileRecord[]; count?: number; first: boolean }>) {
      const { files, count, first } = action.payload;
      const known = new Set(first ? [] : state.files.map((f) => f.objectId));
      state.files = [...(first ? [] : state.files), ...files.filter((f) => !known.has(f.objectId))] as typeof state.files;
      if (count !== undefined) state.count = count;
      state.load = 'loaded';
    },
    overviewFailed(state) {
      state.load = 'failed';
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

const { overviewLoading, overviewPageLoaded, overviewFailed } = photosOverviewSlice.actions;

/** Where the next page starts: the last file's datetime and how many loaded files share it. */
function cursorAfter(files: readonly FileRecord[]): { datetime: string; sameTimeLoaded: number } | undefined {
  const at = decodeDate(files.at(-1)?.datetime)?.toISOString();
  if (!at) return undefined;
  return { datetime: at, sameTimeLoaded: files.filter((f) => decodeDate(f.datetime)?.toISOString() === at).length };
}

/** The first page, afresh (the overview is opened), or the next one (it was scrolled to the end). */
export function loadPhotosOverview(next = false): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const userId = getState().session.userId;
    const { files, count, load } = getState().photosOverview;
    if (!userId || load === 'loading' || (next && (load !== 'loaded' || files.length >= count))) return;
    dispatch(overviewLoading());
    try {
      const after = next ? cursorAfter(files) : undefined;
      const page = await requestItemList(api, photosOverviewQuery(userId, after));
      // A page after a cursor counts only what is left from it; the total stays the first page's.
      dispatch(overviewPageLoaded({ files: page.records, first: !next, ...(next ? {} : { count: page.count ?? 0 }) }));
    } catch {
      dispatch(overviewFailed());
    }
  };
}

export const selectPhotosOverview = (state: RootState) => state.photosOverview;
