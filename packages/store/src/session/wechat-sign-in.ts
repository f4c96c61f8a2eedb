import { getAuthData, getPhoneNumber, getUnionidStatus, loginByWechat, message, type AuthData } from '@diary/core';
import { toastError } from '../feedback';
import type { AppThunk } from '../store';
import { finishSignIn } from './sign-in';
import { signInSlice } from './sign-in-slice';

/** How a WeChat sign-in ended: signed in, or the identity is new and needs a phone first. */
export type WechatSignInResult = 'signed-in' | 'needs-phone' | 'failed';

/**
 * The mini program's WeChat button: `code` is what `wx.login` gave. The server turns it into a
 * WeChat identity; a known identity signs in at once, a new one waits in the form until a phone
 * is proven (`signInWithWechatPhone`, or the SMS form). Nothing happens without the agreement.
 */
export function signInWithWechat(code: string): AppThunk<Promise<WechatSignInResult>> {
  return async (dispatch, getState, { platform, api }) => {
    const form = getState().signIn;
    if (form.submitting) return 'failed';
    if (!form.agreement) {
      platform.toast.show(message('login.needAgreement'));
      return 'failed';
    }
    dispatch(signInSlice.actions.submitting(true));
    try {
      const authData: AuthData = await api.request(getAuthData, { code });
      const { results } = await api.request(getUnionidStatus, { authData });
      if (results.length === 0) {
        dispatch(signInSlice.actions.wechatIdentityFound(authData));
        return 'needs-phone';
      }
      const answer = await api.request(loginByWechat, { authData, agreement: true });
      return (await dispatch(finishSignIn(answer, 'toast.logined'))) ? 'signed-in' : 'failed';
    } catch (error) {
      toastError(platform, error);
      return 'failed';
    } finally {
      dispatch(signInSlice.actions.submitting(false));
    }
  };
}

/**
 * The phone button for a new WeChat identity: `code` is what WeChat's `getPhoneNumber` gave. The
 * server reads the number from WeChat and vouches for it with a ticket, which creates the account.
 */
export function signInWithWechatPhone(code: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform, api }) => {
    const { wechat, submitting } = getState().signIn;
    if (!wechat || submitting) return false;
    dispatch(signInSlice.actions.submitting(true));
    try {
      const phone = await api.request(getPhoneNumber, { code });
      const answer = await api.request(loginByWechat, {
        authData: wechat,
        mobilePhoneNumber: phone.mobilePhoneNumber,
        phoneTicket: phone.phoneTicket,
        agreement: true,
      });
      return await dispatch(finishSignIn(answer, 'toast.logined'));
    } catch (error) {
      toastError(platform, error);
      return false;
    } finally {
      dispatch(signInSlice.actions.submitting(false));
    }
  };
}
