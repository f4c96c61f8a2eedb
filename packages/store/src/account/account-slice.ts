import { formatPhoneInput, SMS_CODE_FIELD_MAX_LENGTH } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';
import { smsSecondsLeft, type SmsCodeTimer } from '../session/sms-code';

/**
 * The account page's SMS form, shared by setting or changing the phone (the new number) and by
 * deleting the account (the code sent to the current number). One is open at a time; leaving resets it.
 */
export interface AccountFormState extends SmsCodeTimer {
  /** The new phone as typed, formatted 3-4-4 with spaces. */
  phone: string;
  code: string;
  submitting: boolean;
}

const initialState: AccountFormState = { phone: '', code: '', submitting: false, codeSentAt: null, countdownAt: null };

export const accountFormSlice = createSlice({
  name: 'accountForm',
  initialState,
  reducers: {
    accountPhoneTyped(state, action: PayloadAction<string>) {
      state.phone = formatPhoneInput(action.payload);
    },
    accountCodeTyped(state, action: PayloadAction<string>) {
      state.code = action.payload.replace(/\D/g, '').slice(0, SMS_CODE_FIELD_MAX_LENGTH);
    },
    accountCodeSent(state, action: PayloadAction<string>) {
      state.codeSentAt = action.payload;
      state.countdownAt = action.payload;
    },
    accountCountdownTicked(state, action: PayloadAction<string>) {
      state.countdownAt = action.payload;
    },
    accountSubmitting(state, action: PayloadAction<boolean>) {
      state.submitting = action.payload;
    },
    accountFormLeft() {
      return initialState;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});

export const { accountPhoneTyped, accountCodeTyped, accountFormLeft } = accountFormSlice.actions;

/** The seconds left on the account form's send-code button. */
export function selectAccountSmsSecondsLeft(state: { accountForm: AccountFormState }): number {
  return smsSecondsLeft(state.accountForm);
}
