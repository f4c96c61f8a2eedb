import { isApiError } from '@diary/core';

/** The device knew it had no network: nothing was tried. */
export class Offline extends Error {}

/** No answer came (no network, or it dropped): not a refusal of the diary, which the server would have said. */
export const isNetworkFailure = (error: unknown) => error instanceof Offline || (isApiError(error) && error.statusCode === 0);

/** A failure that may pass by itself, worth asking again later: no answer, or a server busy or restarting (5xx, 429). */
export const isPassingFailure = (error: unknown) => !isApiError(error) || error.statusCode === 0 || error.statusCode >= 500 || error.statusCode === 429;
