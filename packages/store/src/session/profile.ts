import { createSelector } from '@reduxjs/toolkit';
import { avatarInitial, avatarUrl, requestUpdateItem, type ItemFields, greetingOf } from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { gateSlice } from '../gate/gate-slice';
import type { AppThunk, RootState } from '../store';
import { userChanged } from './session-slice';

/** Changes the user's own fields (nickname, birth date, avatar…): "Updated" on success. */
export function updateProfile(fields: Partial<ItemFields<'user'>>): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const userId = getState().session.userId;
    if (!userId) return false;
    try {
      await requestUpdateItem(api, 'user', userId, fields);
      dispatch(userChanged(fields));
      toastSuccess(platform, 'toast.updated');
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}

/**
 * The nickname page's Save: the name trimmed, saved when it changed. Resolves true when the page can go back (saved, or
 * nothing to save).
 */
export function saveNickname(typed: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const nicename = typed.trim();
    if (nicename === (getState().session.user?.nicename ?? '')) return true;
    return dispatch(updateProfile({ nicename }));
  };
}

/** The intro sheet's "Display on the main page" switch: the user's guideDisplayStatus (on unless turned off). */
export function selectGuideDisplay(state: RootState): boolean {
  return state.session.user?.guideDisplayStatus ?? true;
}

/**
 * Turns "Display on the main page" on or off: saved on the user ("Updated"). It is the account's
 * setting, so a visitor gets the login prompt instead.
 */
export function toggleGuideDisplay(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    if (!getState().session.userId) {
      dispatch(gateSlice.actions.promptShown({ kind: 'login' }));
      return false;
    }
    return dispatch(updateProfile({ guideDisplayStatus: !selectGuideDisplay(getState()) }));
  };
}

/** The user's avatar as the top bar and the account page show it: the cut picture, or the initial that stands in for one. */
export const selectUserAvatar = createSelector(
  [(state: RootState) => state.session.user, (state: RootState) => state.session.mediaBase],
  (user, mediaBase): { url: string | null; initial: string } => ({
    url: user?.avatar && mediaBase ? avatarUrl(mediaBase, user.avatar, user.avatarCrop) : null,
    initial: avatarInitial(user?.nicename),
  }),
);

/** The dashboard's greeting by the screens' clock (seed 2 §2.5): "It's late" before six, with the nickname. */
export const selectGreeting = createSelector([(state: RootState) => state.screens.now, (state: RootState) => state.session.user?.nicename], (now, nickname) =>
  greetingOf(new Date(now), nickname),
);
