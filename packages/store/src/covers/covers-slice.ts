import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FileRecord } from '@diary/core';
import { RESET_ALL } from '../reset';
import type { CoverTarget } from './cover-target';

/** The photo picked for a cover or avatar, on its way through the crop screen. */
export interface CoversState {
  chosen: { target: CoverTarget; file: FileRecord } | null;
}

const initialState: CoversState = { chosen: null };

export const coversSlice = createSlice({
  name: 'covers',
  initialState,
  reducers: {
    coverPhotoChosen(state, action: PayloadAction<{ target: CoverTarget; file: FileRecord }>) {
      state.chosen = action.payload as CoversState['chosen'];
    },
    coverPhotoDropped(state) {
      state.chosen = null;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});
