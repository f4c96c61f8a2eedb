import { message } from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { loadCollections } from '../items/collections';
import { listsSlice } from '../lists/lists-slice';
import { isNetworkFailure } from '../outbox/network-failure';
import { queueDelete } from '../outbox/queue-delete';
import { dropWaiting } from '../outbox/queue-save';
import type { AppThunk } from '../store';
import { deleteOnServer } from './delete-on-server';
import { detailSlice } from './detail-slice';
import { findDiary, loadDiary } from './load-diary';
import { forgetRecentDiary } from './recent-diaries';

/**
 * Deletes a diary after "cannot be restored". Without a network (known, or found on the way) the delete waits in the
 * outbox and the diary leaves this device's screens at once. A diary changed on another device since it was read here
 * is not deleted silently: Delete anyway, or keep it (its other version shows). Deleted, the lists and totals reload,
 * "Delete success" shows and the screen goes back.
 */
export function deleteDiary(diaryId: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const confirmed = await platform.modal.confirm({ title: message('diaryOptions.deleteTitle'), content: message('diaryOptions.deleteContent') });
    if (!confirmed) return false;
    const later = async () => {
      await dispatch(queueDelete(diaryId));
      platform.navigation.back();
      return true;
    };
    if (!platform.network.isOnline()) return later();
    platform.toast.showLoading();
    try {
      let outcome = await deleteOnServer(api, diaryId, findDiary(getState(), diaryId)?.updatedAt);
      if (outcome === 'changedElsewhere') {
        platform.toast.hideLoading();
        const anyway = await platform.modal.confirm({
          title: message('editor.changedElsewhere'),
          content: message('errors.changedElsewhere'),
          confirmText: message('diaryOptions.deleteAnyway'),
          cancelText: message('diaryOptions.keepIt'),
        });
        if (!anyway) {
          await dispatch(loadDiary(diaryId));
          return false;
        }
        platform.toast.showLoading();
        outcome = await deleteOnServer(api, diaryId);
      }
      if (outcome === 'deletionProblem') {
        platform.toast.show(message('errors.deletionProblem'), { icon: 'error' });
        return false;
      }
      dispatch(detailSlice.actions.diaryGone(diaryId));
      await dispatch(forgetRecentDiary(diaryId));
      // A change of it still waiting here has nothing left to change.
      await dispatch(dropWaiting(diaryId));
      dispatch(listsSlice.actions.diaryRemoved(diaryId));
      dispatch(listsSlice.actions.diariesChanged(platform.clock.now().toISOString()));
      await dispatch(loadCollections(['archive', 'location', 'people', 'tag', 'status', 'weather']));
      platform.toast.hideLoading();
      toastSuccess(platform, 'toast.deleteSuccess');
      platform.navigation.back();
      return true;
    } catch (error) {
      if (!isNetworkFailure(error)) {
        toastError(platform, error);
        return false;
      }
    } finally {
      platform.toast.hideLoading();
    }
    // The network went on the way: the delete waits (the loading toast is gone, so its notice stays).
    return later();
  };
}
