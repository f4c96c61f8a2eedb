import { LOCAL_KEY_PREFIX } from './local-data';
import { CURRENT_KEY_PREFIXES, CURRENT_KEYS, EDIT_DRAFT, SAVE_JOB } from './keys';
import type { KeyValueStorage } from '../platform/services';

/** Kept at start until the drafts are restored: they are moved under their routes, not dropped. */
const MOVED_AT_START = new Set([EDIT_DRAFT.key, SAVE_JOB.key]);

/** Removes this store's keys that the current release no longer writes (left by an older release). */
export async function removeStaleKeys(storage: KeyValueStorage): Promise<string[]> {
  const current = new Set(CURRENT_KEYS);
  const stale = (await storage.keys()).filter(
    (key) =>
      key.startsWith(LOCAL_KEY_PREFIX) && !current.has(key) && !MOVED_AT_START.has(key) && !CURRENT_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)),
  );
  for (const key of stale) await storage.remove(key);
  return stale;
}
