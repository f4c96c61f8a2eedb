import type { ApiErrorName } from '@diary/core';

/** Why an import took nothing: a contract error name and a message for the person importing. */
export class ImportRefusal extends Error {
  constructor(
    readonly error: ApiErrorName,
    message: string,
  ) {
    super(message);
  }
}
