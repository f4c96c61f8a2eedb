import type { DiaryRecord, Message } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

/** A diary of a shared list as a visitor sees it: the diary, or only that a private one is there ("Hidden content"). */
export type SharedEntry = { hidden: false; diary: DiaryRecord } | { hidden: true; objectId: string };

/**
 * A page a share link opens for anyone, signed in or not (seed 2 §2.12): loading; the shared diary or
 * list; or why not — the link expired, or it names nothing shared (turned off, private, unknown: the
 * server does not say which).
 */
export type SharedPage =
  | { status: 'loading' }
  | { status: 'expired' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; mediaBase: string; author: string; title: string | Message; entries: SharedEntry[]; count: number };

export const sharedPagesSlice = createSlice({
  name: 'sharedPages',
  initialState: { byKey: {} as Record<string, SharedPage> },
  reducers: {
    sharedPageChanged(state, action: PayloadAction<{ key: string; page: SharedPage }>) {
      state.byKey[action.payload.key] = action.payload.page;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => ({ byKey: {} })),
});
