import { TEXT_CHECK_SENSITIVE_ERRCODE } from '@diary/core';

/** The text check's answer, in WeChat's terms (the clients know them): errcode 0 passes, 87014 is sensitive. */
export interface TextCheckResult {
  errcode: number;
  errmsg: string;
}

export const TEXT_PASSES: TextCheckResult = { errcode: 0, errmsg: 'ok' };
export const TEXT_SENSITIVE: TextCheckResult = { errcode: TEXT_CHECK_SENSITIVE_ERRCODE, errmsg: 'risky content' };

/** Checks diary text. One implementation per vendor (or word list), chosen by configuration. */
export interface TextChecker {
  readonly name: string;
  check(content: string): Promise<TextCheckResult>;
}
