import { displayDateTime, isShareLive, message, shareExpiresAt, type Message, type ShareKind } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { selectBusy } from '../screens/clock';
import { screensActions } from '../screens/screens-slice';
import type { AppThunk, RootState } from '../store';
import { posterPath } from './poster';
import { changeShare, shareable } from './share';

/** What the share sheet of a diary or a list shows (seed 1 §2.12); null while its record is not loaded. */
export interface ShareSheetModel {
  /** The public switch: on while the share is public and within its day. */
  live: boolean;
  /** "Valid until …", while it is on. */
  validUntil: Message | null;
  /** Waiting for the server: the switch and Reset are off meanwhile. */
  busy: boolean;
}

const busyKey = (kind: ShareKind, id: string) => `share:${kind}:${id}`;

const model = createSelector(
  [
    (state: RootState, kind: ShareKind, id: string) => shareable(state, kind, id),
    (_state: RootState, kind: ShareKind) => kind,
    (state: RootState) => state.screens.now,
    (state: RootState) => state.app.preferences.language,
    (state: RootState, kind: ShareKind, id: string) => selectBusy(state, busyKey(kind, id)),
  ],
  (item, kind, now, language, busy): ShareSheetModel | null => {
    if (!item) return null;
    const live = isShareLive(kind, item, new Date(now));
    const validUntil = live && item.sharedDatetime ? (shareExpiresAt(item.sharedDatetime) ?? null) : null;
    return { live, validUntil: validUntil && message('share.validUntil', { time: displayDateTime(validUntil, language) }), busy };
  },
);

/** The share sheet of a diary or a list, by the screens' clock. */
export function selectShareSheet(state: RootState, kind: ShareKind, id: string): ShareSheetModel | null {
  return model(state, kind, id);
}

function changeFromSheet(kind: ShareKind, id: string, action: 'start' | 'stop' | 'reset'): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    dispatch(screensActions.busyChanged({ screen: busyKey(kind, id), busy: true }));
    try {
      return await dispatch(changeShare(kind, id, action));
    } finally {
      dispatch(screensActions.busyChanged({ screen: busyKey(kind, id), busy: false }));
    }
  };
}

/** The public switch: on for a day from now, or off. */
export function switchSharePublic(kind: ShareKind, id: string): AppThunk<Promise<boolean>> {
  return (dispatch, getState) => dispatch(changeFromSheet(kind, id, selectShareSheet(getState(), kind, id)?.live ? 'stop' : 'start'));
}

/** "Reset link": a new day from now. */
export function resetShareLink(kind: ShareKind, id: string): AppThunk<Promise<boolean>> {
  return (dispatch) => dispatch(changeFromSheet(kind, id, 'reset'));
}

/** "Share poster": the poster page, which turns the share on by itself. */
export function openSharePoster(kind: ShareKind, id: string): AppThunk {
  return (_dispatch, _getState, { platform }) => platform.navigation.navigate(posterPath(kind, id));
}
