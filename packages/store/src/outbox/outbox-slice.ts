import type { Message } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OutboxEntry, SaveJob } from '../persist/keys';
import { RESET_ALL } from '../reset';

export interface OutboxState {
  /** Saves waiting to be sent, oldest first. */
  entries: OutboxEntry[];
  /** One sender at a time: the entries go in order. */
  sending: boolean;
  /** The entry on its way to the server: the sheet offers nothing on it meanwhile, and a delete of it is sent after it. */
  sendingKey: string | null;
}

const initialState: OutboxState = { entries: [], sending: false, sendingKey: null };

export const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    restored(state, action: PayloadAction<OutboxEntry[]>) {
      state.entries = action.payload;
    },
    /** A save or delete waits: a later one of the same diary takes the earlier one's place, keeping its turn. */
    queued(state, action: PayloadAction<OutboxEntry>) {
      const at = state.entries.findIndex((entry) => entry.key === action.payload.key);
      if (at >= 0) state.entries[at] = action.payload;
      else state.entries.push(action.payload);
    },
    jobChanged(state, action: PayloadAction<{ key: string; job: SaveJob }>) {
      const entry = state.entries.find((e) => e.key === action.payload.key);
      if (entry?.kind === 'save') entry.job = action.payload.job;
    },
    /** Sent, or forgotten (a new diary deleted before it was ever sent). */
    removed(state, action: PayloadAction<string>) {
      // Nothing of that key: the entries stay as they are (the device's copy is written only when they change).
      if (state.entries.some((entry) => entry.key === action.payload)) state.entries = state.entries.filter((entry) => entry.key !== action.payload);
    },
    refused(state, action: PayloadAction<{ key: string; reason: Message }>) {
      const entry = state.entries.find((e) => e.key === action.payload.key);
      if (entry) entry.refused = action.payload.reason;
    },
    /** Delete anyway: the diary changed on another device since it was deleted here, and goes all the same. */
    preconditionDropped(state, action: PayloadAction<string>) {
      const entry = state.entries.find((e) => e.key === action.payload);
      if (entry?.kind !== 'delete') return;
      delete entry.refused;
      delete entry.diary.updatedAt;
    },
    sendingChanged(state, action: PayloadAction<boolean>) {
      state.sending = action.payload;
    },
    entrySending(state, action: PayloadAction<string | null>) {
      state.sendingKey = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

export const outboxActions = outboxSlice.actions;
