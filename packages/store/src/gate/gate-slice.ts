import type { GatedAction } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

/** What the gate shows: the login prompt, or the Pro options sheet for an action the user may continue after it. */
export type GatePrompt = { kind: 'login' } | { kind: 'proSheet'; action: GatedAction };

export interface GateState {
  prompt: GatePrompt | null;
  /** The action the user chose to continue on the free plan after the Pro sheet: it passes the gate once. */
  passed: GatedAction | null;
  /** When the user last chose the free plan on the Pro sheet (ISO): the sheet then stays away for a day (core's gate). */
  freePlanChosenAt: string | null;
}

const initialState: GateState = { prompt: null, passed: null, freePlanChosenAt: null };

export const gateSlice = createSlice({
  name: 'gate',
  initialState,
  reducers: {
    promptShown(state, action: PayloadAction<GatePrompt>) {
      state.prompt = action.payload;
    },
    promptClosed(state) {
      state.prompt = null;
    },
    passedOnce(state, action: PayloadAction<GatedAction | null>) {
      state.passed = action.payload;
    },
    freePlanChosen(state, action: PayloadAction<string>) {
      state.freePlanChosenAt = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

export const { promptClosed } = gateSlice.actions;
