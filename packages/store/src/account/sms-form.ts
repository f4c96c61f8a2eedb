import type { SmsCodeForm } from '../session/sms-code';
import { accountFormSlice } from './account-slice';

/** The account form's send-code timer, as the shared SMS button drives it. */
export const accountCodeForm: SmsCodeForm = {
  timer: (state) => state.accountForm,
  sent: accountFormSlice.actions.accountCodeSent,
  ticked: accountFormSlice.actions.accountCountdownTicked,
};
