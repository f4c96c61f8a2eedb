import type { AskSource, Message } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

/**
 * One question and its answer. Reading: sent, the server choosing diaries; answering: the model writing; then
 * answered, stopped by the person, or failed (with what to say).
 */
export interface AskTurn {
  id: string;
  question: string;
  state: 'reading' | 'answering' | 'answered' | 'stopped' | 'failed';
  /** The diaries the server sent the model, numbered as the answer cites them. */
  diaries: AskSource[];
  answer: string;
  error: Message | null;
}

export interface AskState {
  draft: string;
  /** This visit's questions, oldest first: kept in memory only, gone when the app closes (nothing is stored on the device). */
  turns: AskTurn[];
}

const initialState: AskState = { draft: '', turns: [] };

const turn = (state: AskState, id: string) => state.turns.find((t) => t.id === id);
const underWay = (t: AskTurn | undefined) => t !== undefined && (t.state === 'reading' || t.state === 'answering');

export const askSlice = createSlice({
  name: 'ask',
  initialState,
  reducers: {
    draftChanged(state, action: PayloadAction<string>) {
      state.draft = action.payload;
    },
    asked(state, action: PayloadAction<{ id: string; question: string }>) {
      state.turns.push({ ...action.payload, state: 'reading', diaries: [], answer: '', error: null });
      state.draft = '';
    },
    diariesRead(state, action: PayloadAction<{ id: string; diaries: AskSource[] }>) {
      const t = turn(state, action.payload.id);
      if (underWay(t)) Object.assign(t!, { diaries: action.payload.diaries, state: 'answering' });
    },
    answerWritten(state, action: PayloadAction<{ id: string; text: string }>) {
      const t = turn(state, action.payload.id);
      if (underWay(t)) Object.assign(t!, { answer: t!.answer + action.payload.text, state: 'answering' });
    },
    answered(state, action: PayloadAction<string>) {
      const t = turn(state, action.payload);
      if (underWay(t)) t!.state = 'answered';
    },
    stopped(state, action: PayloadAction<string>) {
      const t = turn(state, action.payload);
      if (underWay(t)) t!.state = 'stopped';
    },
    failed(state, action: PayloadAction<{ id: string; error: Message }>) {
      const t = turn(state, action.payload.id);
      if (underWay(t)) Object.assign(t!, { state: 'failed', error: action.payload.error });
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});
