import { bareFilename, batchOpItems, deleteFile, fileTypeFromKind, message, requestUpdateItem, routePath, type ItemFields } from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { requestAction } from '../gate/gate';
import { loadCollections } from '../items/collections';
import { listsSlice } from '../lists/lists-slice';
import type { AppThunk } from '../store';
import { detailSlice } from './detail-slice';
import { findDiary, loadDiary } from './load-diary';

export { loadDiary };

type GalleryFile = { objectId: string; filename?: string; kind?: string };

/**
 * Tapping a diary in a list: a private diary cannot be opened ("Action temporarily unavailable");
 * otherwise the gate decides, then the detail opens. A diary deleted elsewhere since the list
 * loaded answers not-found: the detail does not open and the list reloads without it.
 */
export function openDiaryFromList(listId: string, diaryId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform }) => {
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

/**
 * Deletes a diary after "cannot be restored": its stored files first (every one must go, else
 * "deletion encountered a problem"), then the diary and its file records in one batch — the server
 * takes it from the counts of its archive, places, people, stories, status and weather and clears covers that used
 * its photos. Then the lists and totals reload, "Delete success" shows and the screen goes back.
 */
export function deleteDiary(diaryId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api, platform }) => {
    const confirmed = await platform.modal.confirm({ title: message('diaryOptions.deleteTitle'), content: message('diaryOptions.deleteContent') });
    if (!confirmed) return false;
    platform.toast.showLoading();
    try {
      const diary = (await dispatch(loadDiary(diaryId))) ?? undefined;
      if (!diary) return false;
      const files = ((diary.gallery ?? []) as GalleryFile[]).filter((f) => f.filename);
      let requested = 0;
      let deleted = 0;
      for (const file of files) {
        const answer = await api.request(deleteFile, { filename: bareFilename(file.filename!), fileType: fileTypeFromKind(file.kind ?? '') ?? 'image' });
        requested += answer.requested;
        deleted += answer.deleted;
      }
      if (deleted !== requested) {
        platform.toast.show(message('errors.deletionProblem'), { icon: 'error' });
        return false;
      }
      await api.request(batchOpItems, {
        requests: [
          { method: 'DELETE', className: 'diary', objectId: diaryId },
          ...files.map((f) => ({ method: 'DELETE' as const, className: 'file' as const, objectId: f.objectId })),
        ],
      });
      dispatch(detailSlice.actions.diaryGone(diaryId));
      dispatch(listsSlice.actions.diariesChanged(platform.clock.now().toISOString()));
      await dispatch(loadCollections(['archive', 'location', 'people', 'tag', 'status', 'weather']));
      platform.toast.hideLoading();
      toastSuccess(platform, 'toast.deleteSuccess');
      platform.navigation.back();
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    } finally {
      platform.toast.hideLoading();
    }
  };
}
