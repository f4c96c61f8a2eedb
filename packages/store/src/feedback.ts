import { apiErrorMessageKey, message, type Message } from '@diary/core';
import type { PlatformServices } from './platform/services';

/** The text a user sees for a failed call: the contract's own message for its code, else the network or generic one. */
export function errorMessage(error: unknown): Message {
  return message(apiErrorMessageKey(error));
}

export function toastError(platform: PlatformServices, error: unknown): void {
  platform.toast.show(errorMessage(error), { icon: 'error' });
}

export function toastSuccess(platform: PlatformServices, key: Message['key']): void {
  platform.toast.show(message(key), { icon: 'success' });
}
