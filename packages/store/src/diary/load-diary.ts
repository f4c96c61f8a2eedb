import { API_ERRORS, DIARY_LIST_INCLUDE, isApiError, requestItem, type DiaryRecord } from '@diary/core';
import { loadFirstPage } from '../lists/diary-lists';
import { screensActions } from '../screens/screens-slice';
import type { AppThunk, RootState } from '../store';
import { detailSlice } from './detail-slice';
import { refreshKeptCopies } from './kept-copies';

// Apart from the diary's other actions: start loads it again on reconnect, and the first screen carries only this.

/**
 * Loads one diary with everything it shows. A diary that no longer exists (deleted elsewhere)
 * answers null and the list it was opened from reloads. One newer than the copy this device showed (an edit saved
 * here) replaces the copies kept in lists and for reading offline.
 */
export function loadDiary(diaryId: string, fromListId?: string): AppThunk<Promise<DiaryRecord | null>> {
  return async (dispatch, getState, { api }) => {
    try {
      const diary = await requestItem(api, 'diary', diaryId, { include: DIARY_LIST_INCLUDE });
      const shown = findDiary(getState(), diaryId);
      dispatch(detailSlice.actions.diaryLoaded(diary));
      if (shown && shown.updatedAt !== diary.updatedAt) await dispatch(refreshKeptCopies(diary));
      return diary;
    } catch (error) {
      if (isApiError(error) && error.code === API_ERRORS.notFound.code) {
        dispatch(detailSlice.actions.diaryGone(diaryId));
        if (fromListId) await dispatch(loadFirstPage(fromListId));
        return null;
      }
      throw error;
    }
  };
}

/** A diary whose detail found no network, loaded again now that it is back (networkChanged): its screen fills in. */
export function reloadUnreachableDiary(diaryId: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      const diary = await dispatch(loadDiary(diaryId));
      dispatch(screensActions.diaryUnreachable({ id: diaryId, unreachable: false }));
      if (!diary) dispatch(screensActions.diaryMissing(diaryId));
    } catch {
      // Still out of reach: the next network change tries again.
    }
  };
}

/** A diary as this device has it: opened in detail, else as a list (kept on the device, offline too) has it; none while deleted here. */
export function findDiary(state: RootState, diaryId: string): DiaryRecord | undefined {
  if (state.outbox.entries.some((entry) => entry.key === diaryId && entry.kind === 'delete')) return undefined;
  return (
    state.detail.byId[diaryId] ??
    Object.values(state.lists.byId)
      .flatMap((l) => l.diaries)
      .find((d) => d.objectId === diaryId)
  );
}
