import { getAuthData, message, mutateBindWechat, mutateUnbindWechat, type AuthData } from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { sessionSlice } from '../session/session-slice';
import type { AppThunk, RootState } from '../store';

/** Whether the account page offers WeChat at all: only when the server has a WeChat sign-in configured. */
export function selectWechatAvailable(state: RootState): boolean {
  const features = state.app.features;
  return Boolean(features?.wechatQrLogin || features?.wechatMiniProgram);
}

/** Links a WeChat identity (from the platform's WeChat sign-in) to the signed-in user: "Binded", or "already linked to another user". */
export function bindWechat(authData: AuthData): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const userId = getState().session.userId;
    if (!userId) return false;
    try {
      const { success } = await api.request(mutateBindWechat, { objectId: userId, authData });
      if (!success) {
        platform.toast.show(message('settings.wechatBindFailed'));
        return false;
      }
      dispatch(sessionSlice.actions.wechatBindStatusLoaded(1));
      toastSuccess(platform, 'toast.binded');
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}

/** The mini program's bind: `code` is what `wx.login` gave; the server turns it into the WeChat identity, which is then bound. */
export function bindWechatByCode(code: string): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api, platform }) => {
    let authData: AuthData;
    try {
      authData = await api.request(getAuthData, { code });
    } catch (error) {
      toastError(platform, error);
      return false;
    }
    return dispatch(bindWechat(authData));
  };
}

/** Unbinds WeChat after the user confirms; the page goes back with "Updated". */
export function unbindWechat(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const userId = getState().session.userId;
    if (!userId) return false;
    const confirmed = await platform.modal.confirm({ title: message('settings.wechatUnbind'), content: message('settings.wechatUnbindContent') });
    if (!confirmed) return false;
    try {
      await api.request(mutateUnbindWechat, { objectId: userId });
      dispatch(sessionSlice.actions.wechatBindStatusLoaded(0));
      toastSuccess(platform, 'toast.updated');
      platform.navigation.back();
      return true;
    } catch (error) {
      toastError(platform, error);
      return false;
    }
  };
}
