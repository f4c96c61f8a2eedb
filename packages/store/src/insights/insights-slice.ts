import type { Insights, InsightsPeriod } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

export interface InsightsState {
  /** The period shown; null until the screen first opens (then the year it is). */
  period: InsightsPeriod | null;
  /** Each period's answer as last loaded: the one shown stays while it is asked for again. */
  answers: Record<string, Insights>;
  loading: boolean;
  failed: boolean;
  /** The last ask found no network: the screen says so, and asks again when the network is back (networkChanged). */
  unreachable: boolean;
  /** What the "my year" poster shows of what is private to the person: off until they switch it on. */
  posterShows: { places: boolean; people: boolean };
}

const initialState: InsightsState = {
  period: null,
  answers: {},
  loading: false,
  failed: false,
  unreachable: false,
  posterShows: { places: false, people: false },
};

export const insightsSlice = createSlice({
  name: 'insights',
  initialState,
  reducers: {
    periodChosen(state, action: PayloadAction<InsightsPeriod>) {
      state.period = action.payload;
      state.failed = false;
      state.unreachable = false;
    },
    loading(state) {
      state.loading = true;
      state.failed = false;
      state.unreachable = false;
    },
    loaded(state, action: PayloadAction<Insights>) {
      state.answers[action.payload.period] = action.payload;
      state.loading = false;
    },
    failed(state, action: PayloadAction<{ unreachable: boolean }>) {
      state.loading = false;
      state.failed = true;
      state.unreachable = action.payload.unreachable;
    },
    posterShowSwitched(state, action: PayloadAction<'places' | 'people'>) {
      state.posterShows[action.payload] = !state.posterShows[action.payload];
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});
