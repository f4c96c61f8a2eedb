import { formatPhoneInput, SMS_CODE_FIELD_MAX_LENGTH, type AuthData } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';
import { smsSecondsLeft } from './sms-code';

/** Sign in (login) or prove a phone for the signed-in WeChat user (bind). */
export type SignInMode = 'login' | 'bind';

export interface SignInState {
  /** As typed, formatted 3-4-4 with spaces (at most 13 characters). */
  phone: string;
  code: string;
  /** Unticked by default; nothing is submitted without it. */
  agreement: boolean;
  mode: SignInMode;
  submitting: boolean;
  /** When the last code was sent (ISO); the button counts down 60 s from it. */
  codeSentAt: string | null;
  /** The countdown's last tick (ISO), once a second while it runs. */
  countdownAt: string | null;
  /**
   * A WeChat identity the server vouched for that has no account yet: it signs in once a phone
   * is proven (WeChat's phone button, or this form's SMS code).
   */
  wechat: AuthData | null;
}

const initialState: SignInState = {
  phone: '',
  code: '',
  agreement: false,
  mode: 'login',
  submitting: false,
  codeSentAt: null,
  countdownAt: null,
  wechat: null,
};

export const signInSlice = createSlice({
  name: 'signIn',
  initialState,
  reducers: {
    phoneTyped(state, action: PayloadAction<string>) {
      state.phone = formatPhoneInput(action.payload);
    },
    codeTyped(state, action: PayloadAction<string>) {
      state.code = action.payload.replace(/\D/g, '').slice(0, SMS_CODE_FIELD_MAX_LENGTH);
    },
    agreementToggled(state) {
      state.agreement = !state.agreement;
    },
    modeChosen(state, action: PayloadAction<SignInMode>) {
      state.mode = action.payload;
    },
    codeSent(state, action: PayloadAction<string>) {
      state.codeSentAt = action.payload;
      state.countdownAt = action.payload;
    },
    countdownTicked(state, action: PayloadAction<string>) {
      state.countdownAt = action.payload;
    },
    submitting(state, action: PayloadAction<boolean>) {
      state.submitting = action.payload;
    },
    wechatIdentityFound(state, action: PayloadAction<AuthData | null>) {
      state.wechat = action.payload;
    },
    /** Leaving the form resets it. */
    formLeft() {
      return initialState;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

export const { phoneTyped, codeTyped, agreementToggled, modeChosen, formLeft } = signInSlice.actions;

/** The seconds left on the send-code button (0: it can send); both sign-in forms draw it. */
export function selectSmsSecondsLeft(state: { signIn: SignInState }): number {
  return smsSecondsLeft(state.signIn);
}
