import type { Message, MessageKey } from '../i18n/message-key';

/**
 * Every error the server answers: a non-200 HTTP status with `{ code, error }`.
 * `code` is stable for programs, `key` is the text a client shows (in its language),
 * `error` in the body is the English text for logs and third-party clients.
 */
export const API_ERRORS = {
  invalidRequest: { code: 400, status: 400, key: 'errors.invalidRequest' },
  notSignedIn: { code: 401, status: 401, key: 'errors.notSignedIn' },
  sessionExpired: { code: 209, status: 401, key: 'errors.sessionExpired' },
  forbidden: { code: 403, status: 403, key: 'errors.forbidden' },
  notFound: { code: 404, status: 404, key: 'errors.notFound' },
  methodNotAllowed: { code: 405, status: 405, key: 'errors.invalidRequest' },
  duplicateName: { code: 137, status: 409, key: 'errors.duplicateName' },
  payloadTooLarge: { code: 413, status: 413, key: 'errors.payloadTooLarge' },
  unsupportedFileType: { code: 415, status: 415, key: 'errors.unsupportedFileType' },
  tooManyRequests: { code: 429, status: 429, key: 'errors.tooManyRequests' },
  smsTooFrequent: { code: 601, status: 429, key: 'login.sendFrequently' },
  invalidPhone: { code: 602, status: 400, key: 'login.fillCorrectPhone' },
  invalidSmsCode: { code: 603, status: 400, key: 'login.invalidCode' },
  agreementRequired: { code: 604, status: 400, key: 'login.needAgreement' },
  accountDeleted: { code: 9999, status: 403, key: 'errors.accountCancelled' },
  freeCapReached: { code: 1001, status: 403, key: 'pro.limitTitle' },
  trialUnavailable: { code: 1002, status: 409, key: 'errors.forbidden' },
  shareExpired: { code: 1003, status: 404, key: 'errors.shareExpired' },
  exportTooSoon: { code: 1004, status: 429, key: 'settings.exportTooSoon' },
  storageQuotaExceeded: { code: 1005, status: 413, key: 'errors.payloadTooLarge' },
  photoLimit: { code: 1006, status: 400, key: 'editor.photosMax' },
  videoLimit: { code: 1007, status: 400, key: 'editor.videoMax' },
  videoTooShort: { code: 1008, status: 400, key: 'editor.videoTooShort' },
  videoTooLong: { code: 1009, status: 400, key: 'editor.videoTooLong' },
  placesLimit: { code: 1010, status: 400, key: 'editor.placesMax' },
  dirAndFilenameRequired: { code: 1011, status: 400, key: 'errors.invalidRequest' },
  wechatAlreadyBound: { code: 1012, status: 409, key: 'settings.wechatBindFailed' },
  orderNotPayable: { code: 1013, status: 409, key: 'orders.notPayable' },
  changedElsewhere: { code: 1014, status: 409, key: 'errors.changedElsewhere' },
  proRequired: { code: 1015, status: 403, key: 'assistant.proOnly' },
  assistantDailyLimit: { code: 1016, status: 429, key: 'assistant.dailyLimit' },
  serviceUnavailable: { code: 503, status: 503, key: 'errors.serviceUnavailable' },
} as const satisfies Record<string, { code: number; status: number; key: MessageKey }>;

export type ApiErrorName = keyof typeof API_ERRORS;

/** The body of every non-200 answer. */
export interface ApiErrorBody {
  code: number;
  error: string;
}

/** The error entry for a code, if the contract defines it. */
export function apiErrorByCode(code: number): (typeof API_ERRORS)[ApiErrorName] | undefined {
  return Object.values(API_ERRORS).find((entry) => entry.code === code);
}

/**
 * A rule's refusal, the same on every side: the contract's error the server answers with, and
 * the message a client shows. The server never has to turn a message key back into an error.
 */
export interface Refusal {
  error: ApiErrorName;
  message: Message;
}
