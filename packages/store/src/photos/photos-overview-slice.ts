import type { FileRecord } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

/** The photos overview (/photos/all/view): every photo and video of the user, newest first, loaded a page at a time. */
export interface PhotosOverviewState {
  files: FileRecord[];
  /** The total on the server (from the first page). */
  count: number;
  load: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The last load found no network: the files shown, if any, are the ones this device kept. */
  unreachable: boolean;
}

const initialState: PhotosOverviewState = { files: [], count: 0, load: 'idle', unreachable: false };

export const photosOverviewSlice = createSlice({
  name: 'photosOverview',
  initialState,
  reducers: {
    overviewLoading(state) {
      state.load = 'loading';
    },
    /** The first page this device kept, shown while the server is asked (the load goes on). */
    overviewRestored(state, action: PayloadAction<{ files: FileRecord[]; count: number }>) {
      if (state.files.length > 0) return;
      state.files = action.payload.files as typeof state.files;
      state.count = action.payload.count;
    },
    overviewPageLoaded(state, action: PayloadAction<{ files: FileRecord[]; count?: number; first: boolean }>) {
      const { files, count, first } = action.payload;
      const known = new Set(first ? [] : state.files.map((f) => f.objectId));
      state.files = [...(first ? [] : state.files), ...files.filter((f) => !known.has(f.objectId))] as typeof state.files;
      if (count !== undefined) state.count = count;
      state.load = 'loaded';
      state.unreachable = false;
    },
    overviewFailed(state, action: PayloadAction<{ unreachable: boolean }>) {
      state.load = 'failed';
      state.unreachable = action.payload.unreachable;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});
