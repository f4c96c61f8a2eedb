import type { GatedAction } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

/** What the gate shows: the login prompt, or the Pro options sheet for an action the user may continue after it. */
export type GatePrompt = { kind: 'login' } | { kind: 'proSheet'; action: GatedAction };

export interface GateState {
  prompt: GatePrompt | null;
}

const initialState: GateState = { prompt: null };

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
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

export const { promptClosed } = gateSlice.actions;
