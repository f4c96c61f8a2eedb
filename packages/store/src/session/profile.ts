import { requestUpdateItem, type ItemFields } from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import type { AppThunk } from '../store';
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
