import { API_ERRORS, checkSendCode, isApiError, loginByMobilePhone, message, normalizePhone, requestSmsCode, validateLoginForm } from '@diary/core';
import { startApp } from '../app/start';
import { toastError, toastSuccess } from '../feedback';
import { SESSION } from '../persist/keys';
import { writeLocal } from '../persist/local-data';
import type { AppThunk } from '../store';
import { sessionSlice } from './session-slice';
import { signInSlice } from './sign-in-slice';

const { codeSent, submitting, formLeft } = signInSlice.actions;

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
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === API_ERRORS.smsTooFrequent.code) platform.toast.show(message('login.sendFrequently'));
      else platform.toast.show(message('errors.generic'));
      return false;
    }
  };
}

/**
 * Submits the SMS form. Ignored while a submission runs. A deleted account, or one that has not
 * agreed, stores no session. Success stores the session, says "Logined" (or "Binded"), closes the
 * form and starts the app again for the new user.
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
      const answer = await api.request(loginByMobilePhone, {
        mobilePhoneNumber: normalizePhone(form.phone),
        smsCode: form.code.trim(),
        agreement: true,
        ...(form.mode === 'bind' ? { bind: 1 as const } : {}),
      });
      if (answer.deletedStatus) {
        platform.toast.show(message('errors.accountCancelled'));
        return false;
      }
      if (!answer.agreement) return false;
      const session = { token: answer.sessionToken, userId: answer.objectId };
      await writeLocal(platform.storage, SESSION, session);
      dispatch(sessionSlice.actions.signedIn(session));
      dispatch(sessionSlice.actions.userLoaded(answer.user));
      toastSuccess(platform, form.mode === 'bind' ? 'toast.binded' : 'toast.logined');
      dispatch(formLeft());
      await dispatch(startApp());
      return true;
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
