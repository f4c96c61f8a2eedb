import { API_ERRORS, type ApiErrorName } from '@diary/core';

/**
 * A refusal the contract defines: answered as its HTTP status with `{ code, error }`.
 * `error` is English for logs and third-party clients; the apps show the text of the
 * error's message key in the user's language.
 */
export class ApiFailure extends Error {
  readonly code: number;
  readonly statusCode: number;

  constructor(
    readonly errorName: ApiErrorName,
    message: string,
  ) {
    super(message);
    this.code = API_ERRORS[errorName].code;
    this.statusCode = API_ERRORS[errorName].status;
  }
}

export const fail = (name: ApiErrorName, message: string): never => {
  throw new ApiFailure(name, message);
};
