import { describe, expect, it } from 'vitest';
import {
  accountName,
  checkSendCode,
  formatPhoneInput,
  isValidPhone,
  isValidSmsCode,
  maskPhone,
  normalizePhone,
  PHONE_FIELD_MAX_LENGTH,
  smsCountdownSecondsLeft,
  validateLoginForm,
} from './phone';

describe('the phone field', () => {
  it('is formatted as 3-4-4 groups with spaces and holds at most 13 characters', () => {
    expect(formatPhoneInput('138')).toBe('138');
    expect(formatPhoneInput('1380013')).toBe('138 0013');
    expect(formatPhoneInput('13800138000')).toBe('138 0013 8000');
    expect(formatPhoneInput('138001380001234')).toBe('138 0013 8000');
    expect(formatPhoneInput('138 0013 8000')).toHaveLength(PHONE_FIELD_MAX_LENGTH);
  });

  it('spaces are stripped for use; it must be exactly 11 digits', () => {
    expect(normalizePhone('138 0013 8000')).toBe('13800138000');
    expect(isValidPhone('138 0013 8000')).toBe(true);
    expect(isValidPhone('1380013800')).toBe(false);
    expect(isValidPhone('1380013800a')).toBe(false);
  });

  it('masks a number for display', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
  });
});

describe('the SMS code', () => {
  it('is exactly 6 digits', () => {
    expect(isValidSmsCode('123456')).toBe(true);
    expect(isValidSmsCode('12345')).toBe(false);
    expect(isValidSmsCode('12345a')).toBe(false);
  });

  it('counts down 60 seconds after sending; during the countdown "Don\'t send SMS frequently"', () => {
    const sent = new Date('2026-11-21T10:00:00Z');
    expect(smsCountdownSecondsLeft(sent, new Date('2026-11-21T10:00:00Z'))).toBe(60);
    expect(smsCountdownSecondsLeft(sent, new Date('2026-11-21T10:00:59Z'))).toBe(1);
    expect(smsCountdownSecondsLeft(sent, new Date('2026-11-21T10:01:00Z'))).toBe(0);
    expect(checkSendCode('13800138000', sent, new Date('2026-11-21T10:00:30Z'))).toEqual({
      ok: false,
      reason: 'counting-down',
      message: { key: 'login.sendFrequently' },
    });
    expect(checkSendCode('13800138000', sent, new Date('2026-11-21T10:01:00Z'))).toEqual({ ok: true });
  });

  it('the send button is disabled until the phone has 11 digits', () => {
    expect(checkSendCode('138 0013', null, new Date())).toEqual({ ok: false, reason: 'invalid-phone' });
  });
});

describe('the sign-in form', () => {
  it('needs the agreement', () => {
    expect(validateLoginForm({ phone: '13800138000', code: '123456', agreement: false })).toEqual({ key: 'login.needAgreement' });
  });

  it('asks for both phone and code when one is empty', () => {
    expect(validateLoginForm({ phone: '', code: '123456', agreement: true })).toEqual({ key: 'login.fillPhoneAndCode' });
    expect(validateLoginForm({ phone: '13800138000', code: ' ', agreement: true })).toEqual({ key: 'login.fillPhoneAndCode' });
  });

  it('says which one is wrong: "Please fill in the correct Phone" or "Code"', () => {
    expect(validateLoginForm({ phone: '1380013', code: '123456', agreement: true })).toEqual({ key: 'login.fillCorrectPhone' });
    expect(validateLoginForm({ phone: '138 0013 8000', code: '1234', agreement: true })).toEqual({ key: 'login.fillCorrectCode' });
    expect(validateLoginForm({ phone: '138 0013 8000', code: '123456', agreement: true })).toBeUndefined();
  });
});

describe('the account’s name', () => {
  it('is the nickname, else the masked phone, else nothing ("Not logged in")', () => {
    expect(accountName({ nicename: '小林', mobilePhoneNumber: '13800138000' })).toBe('小林');
    expect(accountName({ nicename: '', mobilePhoneNumber: '13800138000' })).toBe('138****8000');
    expect(accountName({ nicename: '   ', mobilePhoneNumber: '13800138000' })).toBe('138****8000');
    expect(accountName({ mobilePhoneNumber: '13800138000' })).toBe('138****8000');
    expect(accountName({ nicename: '' })).toBeUndefined();
    expect(accountName(null)).toBeUndefined();
  });
});
