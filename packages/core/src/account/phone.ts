import { message, type Message } from '../i18n/message-key';

export const PHONE_DIGITS = 11;
/** The phone field holds 13 characters: 11 digits shown as 3-4-4 with two spaces. */
export const PHONE_FIELD_MAX_LENGTH = 13;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_FIELD_MAX_LENGTH = SMS_CODE_LENGTH;
/** After sending a code, the button counts down this many seconds. */
export const SMS_CODE_COUNTDOWN_SECONDS = 60;

/** The digits of a phone field, spaces and anything else stripped. */
export function normalizePhone(input: string): string {
  return input.replace(/\D/g, '');
}

/** Formats what is typed as 3-4-4 groups ("138 0013 8000"), keeping at most 11 digits. */
export function formatPhoneInput(input: string): string {
  const digits = normalizePhone(input).slice(0, PHONE_DIGITS);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join(' ');
}

export function isValidPhone(input: string): boolean {
  return /^\d{11}$/.test(input.replace(/ /g, ''));
}

export function isValidSmsCode(input: string): boolean {
  return /^\d{6}$/.test(input.trim());
}

/** Seconds left on the send-code button; 0 means it can send again. */
export function smsCountdownSecondsLeft(sentAt: Date | null | undefined, now: Date): number {
  if (!sentAt) return 0;
  const elapsed = Math.floor((now.getTime() - sentAt.getTime()) / 1000);
  return Math.max(0, Math.min(SMS_CODE_COUNTDOWN_SECONDS, SMS_CODE_COUNTDOWN_SECONDS - elapsed));
}

export type SendCodeCheck = { ok: true } | { ok: false; reason: 'invalid-phone' } | { ok: false; reason: 'counting-down'; message: Message };

/** The send button works once the phone has 11 digits, and not while it counts down. */
export function checkSendCode(phone: string, sentAt: Date | null | undefined, now: Date): SendCodeCheck {
  if (!isValidPhone(phone)) return { ok: false, reason: 'invalid-phone' };
  if (smsCountdownSecondsLeft(sentAt, now) > 0) return { ok: false, reason: 'counting-down', message: message('login.sendFrequently') };
  return { ok: true };
}

/** The sign-in form's checks, in the order a user meets them. */
export function validateLoginForm(form: { phone: string; code: string; agreement: boolean }): Message | undefined {
  if (!form.agreement) return message('login.needAgreement');
  return validatePhoneAndCode(form);
}

/** The checks of every phone-and-code form (sign-in, phone change): both filled, 11 digits, 6 digits. */
export function validatePhoneAndCode(form: { phone: string; code: string }): Message | undefined {
  const phone = normalizePhone(form.phone);
  const code = form.code.trim();
  if (phone === '' || code === '') return message('login.fillPhoneAndCode');
  if (!isValidPhone(phone)) return message('login.fillCorrectPhone');
  if (!isValidSmsCode(code)) return message('login.fillCorrectCode');
  return undefined;
}

/** Masks a phone number for display: 138****8000. */
export function maskPhone(phone: string): string {
  const digits = normalizePhone(phone);
  return digits.length === PHONE_DIGITS ? `${digits.slice(0, 3)}****${digits.slice(7)}` : digits;
}

/**
 * How the account row and the avatar name a signed-in user (seed: "shows nickname or phone"): the
 * nickname, else the masked phone; undefined when there is neither (the row then says "Not logged in").
 */
export function accountName(user: { nicename?: string | null; mobilePhoneNumber?: string | null } | null | undefined): string | undefined {
  const nickname = user?.nicename?.trim();
  if (nickname) return nickname;
  return user?.mobilePhoneNumber ? maskPhone(user.mobilePhoneNumber) : undefined;
}
