import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserRecord } from '@diary/core';
import { RESET_ALL } from '../reset';

export interface SessionState {
  token: string | null;
  userId: string | null;
  user: UserRecord | null;
  /** 1 when a WeChat account is bound. */
  wechatBindStatus: number;
  /** The prefix of the user's media URLs (signed access, renewed at start and when a picture answers 403). */
  mediaBase: string | null;
}

const initialState: SessionState = { token: null, userId: null, user: null, wechatBindStatus: 0, mediaBase: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; userId: string }>) {
      state.token = action.payload.token;
      state.userId = action.payload.userId;
    },
    userLoaded(state, action: PayloadAction<UserRecord>) {
      state.user = action.payload;
    },
    userChanged(state, action: PayloadAction<Partial<UserRecord>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    wechatBindStatusLoaded(state, action: PayloadAction<number>) {
      state.wechatBindStatus = action.payload;
    },
    mediaBaseLoaded(state, action: PayloadAction<string>) {
      state.mediaBase = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

export const { userChanged } = sessionSlice.actions;
