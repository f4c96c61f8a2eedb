import { addRecentEmoji, addSearchHistory, type SearchHistoryKind } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

export interface HistoryState {
  /** Search histories for diaries, people and stories: unique, newest first, at most 10 (the panel shows 8). */
  searches: Record<SearchHistoryKind, string[]>;
  /** Recently used emoji: unique, newest first, at most 28. */
  recentEmoji: string[];
}

const initialState: HistoryState = { searches: { diary: [], people: [], tag: [] }, recentEmoji: [] };

export const historySlice = createSlice({
  name: 'history',
  initialState,
  reducers: {
    historiesRestored(state, action: PayloadAction<Partial<HistoryState>>) {
      Object.assign(state, action.payload);
    },
    searched(state, action: PayloadAction<{ kind: SearchHistoryKind; keyword: string }>) {
      state.searches[action.payload.kind] = addSearchHistory(state.searches[action.payload.kind], action.payload.keyword);
    },
    historyCleared(state, action: PayloadAction<SearchHistoryKind>) {
      state.searches[action.payload] = [];
    },
    emojiUsed(state, action: PayloadAction<string>) {
      state.recentEmoji = addRecentEmoji(state.recentEmoji, action.payload);
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

export const { historyCleared } = historySlice.actions;
