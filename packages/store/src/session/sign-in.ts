import {
  API_ERRORS,
  checkSendCode,
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
import { toastError, toastSuccess } from '../feedback';
import { SESSION } from '../persist/keys';
import { writeLocal } from '../persist/local-data';
import type { AppThunk } from '../store';
import { sessionSlice } from './session-slice';
import { selectSmsSecondsLeft, signInSlice } from './sign-in-slice';

const { codeSent, countdownTicked, submitting, formLeft } = signInSlice.actions;

/** Ticks the send-code countdown once a second until it reaches 0, another code is sent or the form is left. */
function followSmsCountdown(): AppThunk {
  return (dispatch, getState, { platform }) => {
    const sentAt = getState().signIn.codeSentAt;
    const stop = platform.clock.every(1000, () => {
      if (getState().signIn.codeSentAt !== sentAt) return stop();
      dispatch(countdownTicked(platform.clock.now().toISOString()));
      if (selectSmsSecondsLeft(getState()) === 0) stop();
    });
  };
}

/**
 * The send-code button: nothing until the phone has 11 digits; during the countdown the toast
 * "Don't send SMS frequently"; a voice code only after the user confirms the call.
 * Resolves true when a code was sent.
 */
export function sendCode(options: { voice?: boolean } = {}): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform, api }) => {
    const { phone, codeSentAt } = getState().signIn;
    const now = platform.clock.now();
    const check = checkSendCode(normalizePhone(phone), codeSentAt ? new Date(codeSentAt) : null, now);
    if (!check.ok) {
      if (check.reason === 'counting-down') platform.toast.show(check.message);
      return false;
    }
    if (options.voice) {
      const answer = await platform.modal.confirm({
        title: message('login.voiceCode'),
        content: message('login.voiceConfirm', { phone }),
        confirmText: message('login.answer'),
      });
      if (!answer) return false;
    }
    try {
      await api.request(requestSmsCode, { mobilePhoneNumber: normalizePhone(phone), ...(options.voice ? { smsType: 'voice' as const } : {}) });
      dispatch(codeSent(now.toISOString()));
      dispatch(followSmsCountdown());
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === API_ERRORS.smsTooFrequent.code) platform.toast.show(message('login.sendFrequently'));
      else platform.toast.show(message('errors.generic'));
      return false;
    }
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
        : await api.request(loginByMobilePhone, { mobilePhoneNumber: phoneNumber, smsCode, agreement: true, ...(form.mode === 'bind' ? { bind: 1 as const } : {}) });
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
    return true;
  };
}
