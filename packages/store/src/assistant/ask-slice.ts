import type { AskSource, KeptAnswer, Message } from '@diary/core';
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
  /** Its id among the kept answers, when the person keeps them. */
  keptId: string | null;
}

export interface AskState {
  draft: string;
  /** This visit's questions, oldest first: in memory only (nothing of them is stored on the device). */
  turns: AskTurn[];
  /** Whether questions and answers are kept, sealed on the server (the person's choice, off until made). */
  keep: boolean;
  /** The kept questions and answers from before this visit, newest first; null until loaded. */
  earlier: KeptAnswer[] | null;
}

const initialState: AskState = { draft: '', turns: [], keep: false, earlier: null };

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
      state.turns.push({ ...action.payload, state: 'reading', diaries: [], answer: '', error: null, keptId: null });
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
    answered(state, action: PayloadAction<{ id: string; keptId?: string | undefined }>) {
      const t = turn(state, action.payload.id);
      if (underWay(t)) Object.assign(t!, { state: 'answered', keptId: action.payload.keptId ?? null });
    },
    keepChosen(state, action: PayloadAction<boolean>) {
      state.keep = action.payload;
    },
    earlierLoaded(state, action: PayloadAction<KeptAnswer[]>) {
      // What this visit kept is already on screen as its own turn.
      const shown = new Set(state.turns.map((t) => t.keptId));
      state.earlier = action.payload.filter((kept) => !shown.has(kept.id));
    },
    keptAnswerDeleted(state, action: PayloadAction<string>) {
      state.earlier = state.earlier?.filter((kept) => kept.id !== action.payload) ?? null;
      state.turns = state.turns.filter((t) => t.keptId !== action.payload);
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
