import { SMS_CODE_COUNTDOWN_SECONDS } from '@diary/core';

/**
 * The server's sign-in limits. The 60-second wait is the clients' countdown (packages/core);
 * the rest only the server knows, so they live beside the code that applies them.
 */
export const SIGN_IN_LIMITS = {
  /** One code per phone per countdown. */
  codeIntervalMs: SMS_CODE_COUNTDOWN_SECONDS * 1000,
  /** A code works for ten minutes, once. */
  codeValidityMs: 10 * 60 * 1000,
  /** Codes a phone can be sent in a day, and codes one client address can ask for in a day. */
  codesPerPhonePerDay: 10,
  codesPerAddressPerDay: 30,
  /** Five wrong codes within a quarter of an hour lock the phone for the rest of it. */
  wrongCodesBeforeLock: 5,
  wrongCodeWindowMs: 15 * 60 * 1000,
  /** Public sign-in requests (code, verify, login) per client address per minute. */
  requestsPerAddressPerMinute: 20,
  /** A session lasts 30 days from its last use. */
  sessionIdleMs: 30 * 24 * 60 * 60 * 1000,
  /** Sliding expiry is written at most this often, so reads do not write on every request. */
  sessionTouchIntervalMs: 60 * 60 * 1000,
} as const;
