import { API_ERRORS, checkSendCode, formatPhoneInput, isApiError, message, smsCountdownSecondsLeft, type ApiClient } from '@diary/core';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '../store';

/** When a form's last code went out and when its countdown last ticked (ISO), as each SMS form keeps them. */
export interface SmsCodeTimer {
  codeSentAt: string | null;
  countdownAt: string | null;
}

/** The seconds left on a send-code button (0: it can send). */
export function smsSecondsLeft(timer: SmsCodeTimer): number {
  const { codeSentAt, countdownAt } = timer;
  return codeSentAt ? smsCountdownSecondsLeft(new Date(codeSentAt), new Date(countdownAt ?? codeSentAt)) : 0;
}

/** Whether the sign-in form offers a code by voice call: unless the server's SMS vendor has no calls (features). */
export const selectVoiceCodeOffered = (state: RootState): boolean => state.app.features?.smsVoice !== false;

/** One SMS form: where its timer lives in the state and the actions that move it. */
export interface SmsCodeForm {
  timer(state: RootState): SmsCodeTimer;
  sent(at: string): UnknownAction;
  ticked(at: string): UnknownAction;
}

/** Ticks a form's countdown once a second until it reaches 0, another code is sent or the form is left. */
function followSmsCountdown(form: SmsCodeForm): AppThunk {
  return (dispatch, getState, { platform }) => {
    const sentAt = form.timer(getState()).codeSentAt;
    const stop = platform.clock.every(1000, () => {
      if (form.timer(getState()).codeSentAt !== sentAt) return stop();
      dispatch(form.ticked(platform.clock.now().toISOString()));
      if (smsSecondsLeft(form.timer(getState())) === 0) stop();
    });
  };
}

/**
 * Every send-code button (sign-in, phone change, account deletion): nothing until the phone has
 * 11 digits; during the countdown the toast "Don't send SMS frequently"; a voice code only after
 * the user confirms the call. `request` is the call that sends it. Resolves true when a code was sent.
 */
export function sendSmsCode(
  form: SmsCodeForm,
  phone: string,
  request: (api: ApiClient) => Promise<unknown>,
  options: { voice?: boolean } = {},
): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { platform, api }) => {
    const { codeSentAt } = form.timer(getState());
    const now = platform.clock.now();
    const check = checkSendCode(phone, codeSentAt ? new Date(codeSentAt) : null, now);
    if (!check.ok) {
      if (check.reason === 'counting-down') platform.toast.show(check.message);
      return false;
    }
    if (options.voice) {
      const answer = await platform.modal.confirm({
        title: message('login.voiceCode'),
        content: message('login.voiceConfirm', { phone: formatPhoneInput(phone) }),
        confirmText: message('login.answer'),
      });
      if (!answer) return false;
    }
    try {
      await request(api);
      dispatch(form.sent(now.toISOString()));
      dispatch(followSmsCountdown(form));
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === API_ERRORS.smsTooFrequent.code) platform.toast.show(message('login.sendFrequently'));
      else if (isApiError(error) && error.code === API_ERRORS.duplicateName.code) platform.toast.show(message('settings.phoneTaken'));
      else platform.toast.show(message('errors.generic'));
      return false;
    }
  };
}
