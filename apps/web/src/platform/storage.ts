import type { KeyValueStorage } from '@diary/store';

/** The browser's localStorage. Quota errors reject, so the store sees a failed write instead of losing it silently. */
export const webStorage: KeyValueStorage = {
  get: async (key) => localStorage.getItem(key),
  set: async (key, value) => localStorage.setItem(key, value),
  remove: async (key) => localStorage.removeItem(key),
  keys: async () => Object.keys(localStorage),
};
