import type { DiaryRecord, RelatedDay } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

export interface DetailState {
  /** Diaries opened in detail (or edited), by id, with their photos, places, people, stories and status included. */
  byId: Record<string, DiaryRecord>;
  /** Each opened diary's related days, as the server last answered them. */
  related: Record<string, RelatedDay[]>;
}

const initialState: DetailState = { byId: {}, related: {} };

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
      delete state.related[action.payload];
    },
    relatedLoaded(state, action: PayloadAction<{ id: string; related: RelatedDay[] }>) {
      state.related[action.payload.id] = action.payload.related;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});
