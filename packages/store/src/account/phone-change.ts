import {
  API_ERRORS,
  changePhoneNumber,
  getPhoneNumber,
  isApiError,
  message,
  normalizePhone,
  requestChangePhoneNumber,
  validatePhoneAndCode,
} from '@diary/core';
import { toastError, toastSuccess } from '../feedback';
import { userChanged } from '../session/session-slice';
import { sendSmsCode } from '../session/sms-code';
import type { AppThunk, StoreExtra } from '../store';
import { accountFormSlice } from './account-slice';
import { accountCodeForm } from './sms-form';

const { accountSubmitting, accountFormLeft } = accountFormSlice.actions;

/** Sends a code to the new number typed in the form (set-phone and phone-change). */
export function sendPhoneChangeCode(): AppThunk<Promise<boolean>> {
  return (dispatch, getState) => {
    const phone = normalizePhone(getState().accountForm.phone);
    return dispatch(sendSmsCode(accountCodeForm, phone, (api) => api.request(requestChangePhoneNumber, { mobilePhoneNumber: phone })));
  };
}

/**
 * Moves the account to a new number, proven one way or another (`prove` asks the server for the
 * move): "Updated", the form resets and the page goes back. A wrong code says so; a number of
 * another account says it belongs to someone else.
 */
function moveAccount(prove: (api: StoreExtra['api']) => Promise<{ mobilePhoneNumber: string }>): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api, platform }) => {
    if (getState().accountForm.submitting || !getState().session.userId) return false;
    dispatch(accountSubmitting(true));
    try {
      const answer = await prove(api);
      dispatch(userChanged({ mobilePhoneNumber: answer.mobilePhoneNumber }));
      toastSuccess(platform, 'toast.updated');
      dispatch(accountFormLeft());
      platform.navigation.back();
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === API_ERRORS.invalidSmsCode.code) platform.toast.show(message('login.invalidCode'));
      else if (isApiError(error) && error.code === API_ERRORS.duplicateName.code) platform.toast.show(message('settings.phoneTaken'));
      else toastError(platform, error);
      return false;
    } finally {
      dispatch(accountSubmitting(false));
    }
  };
}

/** Moves the account to the number typed in the form, with the code sent to it. */
export function submitPhoneChange(): AppThunk<Promise<boolean>> {
  return (dispatch, getState, { platform }) => {
    const form = getState().accountForm;
    if (form.submitting || !getState().session.userId) return Promise.resolve(false);
    const problem = validatePhoneAndCode(form);
    if (problem) {
      platform.toast.show(problem);
      return Promise.resolve(false);
    }
    return dispatch(moveAccount((api) => api.request(changePhoneNumber, { mobilePhoneNumber: normalizePhone(form.phone), code: form.code.trim() })));
  };
}

/**
 * Moves the account to the number WeChat confirmed with its phone button (the mini program):
 * `code` is what WeChat's getPhoneNumber gave; the server turns it into the number and a ticket
 * proving it, and the account moves with the ticket.
 */
export function changePhoneByWechat(code: string): AppThunk<Promise<boolean>> {
  return moveAccount(async (api) => {
    const confirmed = await api.request(getPhoneNumber, { code });
    return api.request(changePhoneNumber, { mobilePhoneNumber: confirmed.mobilePhoneNumber, phoneTicket: confirmed.phoneTicket });
  });
}
