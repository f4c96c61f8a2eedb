import { message, requestUpdateItem, routePath, type ItemFields } from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { requestAction } from '../gate/gate';
import { listsSlice } from '../lists/lists-slice';
import { showWaitingSheet } from '../outbox/outbox';
import { waitingSaveOf } from '../persist/keys';
import type { AppThunk } from '../store';
import { detailSlice } from './detail-slice';
import { findDiary, loadDiary } from './load-diary';

export { loadDiary };
export { deleteDiary } from './delete-diary';

/**
 * Tapping a diary in a list: a private diary cannot be opened ("Action temporarily unavailable");
 * otherwise the gate decides, then the detail opens. A diary deleted elsewhere since the list
 * loaded answers not-found: the detail does not open and the list reloads without it.
 * A diary waiting to sync opens the sheet of what waits instead.
 */
export function openDiaryFromList(listId: string, diaryId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform }) => {
    // Written or changed here and not yet synced: what waits, and what can be done with it.
    if (waitingSaveOf(getState().outbox.entries, diaryId)) {
      dispatch(showWaitingSheet(true));
      return false;
    }
    const diary = getState().lists.byId[listId]?.diaries.find((d) => d.objectId === diaryId);
    if (diary?.privateStatus) {
      platform.toast.show(message('errors.actionUnavailable'));
      return false;
    }
    if (!(await dispatch(requestAction('diaryDetail', openDiaryFromList(listId, diaryId))))) return false;
    try {
      if (!(await dispatch(loadDiary(diaryId, listId)))) return false;
    } catch {
      // Any other failure (offline, server down) is the detail's to show; it loads again there.
    }
    platform.navigation.navigate(routePath('detail', { diaryId }));
    return true;
  };
}

type DiaryFields = Partial<ItemFields<'diary'>>;

function changeDiary(diaryId: string, fields: DiaryFields, success: (next: DiaryFields) => Parameters<typeof toastSuccess>[1]): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api, platform }) => {
    try {
      await requestUpdateItem(api, 'diary', diaryId, fields);
      dispatch(detailSlice.actions.diaryChanged({ objectId: diaryId, fields }));
      dispatch(listsSlice.actions.diaryChangedInLists({ objectId: diaryId, fields }));
      toastSuccess(platform, success(fields));
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}

/** Favorite toggles: "Favorited" / "Canceled". */
export function toggleDiaryFavorite(diaryId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform }) => {
    const diary = findDiary(getState(), diaryId);
    if (!diary) return false;
    const ok = await dispatch(changeDiary(diaryId, { favorite: !diary.favorite }, (f) => (f.favorite ? 'toast.favorited' : 'toast.canceled')));
    // The favorites list (and its widget) changed membership: it reloads when next shown.
    if (ok) dispatch(listsSlice.actions.diariesChanged(platform.clock.now().toISOString()));
    return ok;
  };
}

/** The private (encrypted) flag toggles; a private diary cannot be opened from lists or shares. */
export function toggleDiaryPrivate(diaryId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const diary = findDiary(getState(), diaryId);
    if (!diary) return false;
    return dispatch(changeDiary(diaryId, { privateStatus: !diary.privateStatus }, () => 'toast.settingSuccess'));
  };
}
