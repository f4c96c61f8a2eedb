import { API_ERRORS, deleteAccount, isApiError, isValidSmsCode, message, requestSmsCode, ROUTES } from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { resetAfterSignOut } from '../session/sign-out';
import { sendSmsCode } from '../session/sms-code';
import type { AppThunk } from '../store';
import { accountFormSlice } from './account-slice';
import { accountCodeForm } from './sms-form';

const { accountSubmitting } = accountFormSlice.actions;

/** Sends a code to the account's own phone, to confirm the deletion with. */
export function sendDeletionCode(): AppThunk<Promise<boolean>> {
  return (dispatch, getState) => {
    const phone = getState().session.user?.mobilePhoneNumber ?? '';
    return dispatch(sendSmsCode(accountCodeForm, phone, (api) => api.request(requestSmsCode, { mobilePhoneNumber: phone })));
  };
}

/**
 * Deletes the account with the code sent to its phone (the server checks it): the server flags it deleted and
 * ends its sessions, so this device forgets everything and goes to the landing page. Signing in
 * with that phone again answers "Account cancelled".
 */
export function confirmDeleteAccount(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    const form = getState().accountForm;
    const phone = getState().session.user?.mobilePhoneNumber;
    if (form.submitting || !phone) return false;
    const code = form.code.trim();
    if (!isValidSmsCode(code)) {
      platform.toast.show(message(code === '' ? 'login.fillPhoneAndCode' : 'login.fillCorrectCode'));
      return false;
    }
    dispatch(accountSubmitting(true));
    try {
      // The server checks the code and uses it up; a wrong one deletes nothing.
      await api.request(deleteAccount, { smsCode: code });
    } catch (error) {
      if (isApiError(error) && error.code === API_ERRORS.invalidSmsCode.code) platform.toast.show(message('login.invalidCode'));
      else toastError(platform, error);
      return false;
    } finally {
      dispatch(accountSubmitting(false));
    }
    await dispatch(resetAfterSignOut());
    toastSuccess(platform, 'toast.deleteSuccess');
    platform.navigation.replace(ROUTES.landing.path);
    return true;
  };
}
