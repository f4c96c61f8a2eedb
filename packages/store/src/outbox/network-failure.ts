import { isApiError } from '@diary/core';

/** The device knew it had no network: nothing was tried. */
export class Offline extends Error {}

/** No answer came (no network, or it dropped): not a refusal of the diary, which the server would have said. */
export const isNetworkFailure = (error: unknown) => error instanceof Offline || (isApiError(error) && error.statusCode === 0);
