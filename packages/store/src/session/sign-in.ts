import {
  API_ERRORS,
  isApiError,
  loginByMobilePhone,
  loginByWechat,
  message,
  normalizePhone,
  requestSmsCode,
  validateLoginForm,
  type LoginResponse,
  type MessageKey,
} from '@diary/core';
import { startApp } from '../app/start';
import { addPresetMoods } from '../items/preset-moods';
import { toastError, toastSuccess } from '../feedback';
import { SESSION } from '../persist/keys';
import { writeLocal } from '../persist/local-data';
import type { AppThunk } from '../store';
import { sessionSlice } from './session-slice';
import { signInSlice } from './sign-in-slice';
import { sendSmsCode, type SmsCodeForm } from './sms-code';

const { codeSent, countdownTicked, submitting, formLeft } = signInSlice.actions;

/** The sign-in form's send-code timer, as the shared SMS button drives it. */
const signInCodeForm: SmsCodeForm = { timer: (state) => state.signIn, sent: codeSent, ticked: countdownTicked };

/**
 * The sign-in form's send-code button (the shared SMS button, requestSmsCode). Resolves true when
 * a code was sent.
 */
export function sendCode(options: { voice?: boolean } = {}): AppThunk<Promise<boolean>> {
  return (dispatch, getState) => {
    const phone = normalizePhone(getState().signIn.phone);
    return dispatch(
      sendSmsCode(
        signInCodeForm,
        phone,
        (api) => api.request(requestSmsCode, { mobilePhoneNumber: phone, ...(options.voice ? { smsType: 'voice' as const } : {}) }),
        options,
      ),
    );
  };
}

/**
 * Submits the SMS form. Ignored while a submission runs. With a WeChat identity waiting for its
 * phone, the code proves the phone for that identity (loginByWechat); otherwise the phone signs in.
 */
export function submitSignIn(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform, api }) => {
    const form = getState().signIn;
    if (form.submitting) return false;
    const problem = validateLoginForm(form);
    if (problem) {
      platform.toast.show(problem);
      return false;
    }
    dispatch(submitting(true));
    try {
      const phoneNumber = normalizePhone(form.phone);
      const smsCode = form.code.trim();
      // A WeChat identity waiting for its phone signs in with the code; otherwise the phone alone does.
      const answer = form.wechat
        ? await api.request(loginByWechat, { authData: form.wechat, mobilePhoneNumber: phoneNumber, smsCode, agreement: true })
        : await api.request(loginByMobilePhone, {
            mobilePhoneNumber: phoneNumber,
            smsCode,
            agreement: true,
            ...(form.mode === 'bind' ? { bind: 1 as const } : {}),
          });
      return await dispatch(finishSignIn(answer, form.mode === 'bind' ? 'toast.binded' : 'toast.logined'));
    } catch (error) {
      if (isApiError(error) && error.code === API_ERRORS.accountDeleted.code) platform.toast.show(message('errors.accountCancelled'));
      else if (isApiError(error) && error.code === API_ERRORS.invalidSmsCode.code) platform.toast.show(message('login.invalidCode'));
      else toastError(platform, error);
      return false;
    } finally {
      dispatch(submitting(false));
    }
  };
}

/**
 * What every way of signing in does with the server's answer: a deleted account, or one that has
 * not agreed, stores no session; otherwise the session is stored, the toast says so, the form
 * closes and the app starts again for the new user.
 */
export function finishSignIn(answer: LoginResponse, success: MessageKey): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { platform }) => {
    if (answer.deletedStatus) {
      platform.toast.show(message('errors.accountCancelled'));
      return false;
    }
    if (!answer.agreement) return false;
    const session = { token: answer.sessionToken, userId: answer.objectId };
    await writeLocal(platform.storage, SESSION, session);
    dispatch(sessionSlice.actions.signedIn(session));
    dispatch(sessionSlice.actions.userLoaded(answer.user));
    toastSuccess(platform, success);
    dispatch(formLeft());
    await dispatch(startApp());
    if (answer.isNew) await dispatch(addPresetMoods());
    return true;
  };
}
