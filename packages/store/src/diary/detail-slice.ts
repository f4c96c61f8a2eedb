import type { DiaryRecord } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

export interface DetailState {
  /** Diaries opened in detail (or edited), by id, with their photos, places, people, stories and status included. */
  byId: Record<string, DiaryRecord>;
}

const initialState: DetailState = { byId: {} };

export const detailSlice = createSlice({
  name: 'detail',
  initialState,
  reducers: {
    diaryLoaded(state, action: PayloadAction<DiaryRecord>) {
      state.byId[action.payload.objectId] = action.payload;
    },
    diaryChanged(state, action: PayloadAction<{ objectId: string; fields: Partial<DiaryRecord> }>) {
      const diary = state.byId[action.payload.objectId];
      if (diary) Object.assign(diary, action.payload.fields);
    },
    diaryGone(state, action: PayloadAction<string>) {
      delete state.byId[action.payload];
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});
