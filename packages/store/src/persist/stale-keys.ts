import { LOCAL_KEY_PREFIX } from './local-data';
import { CURRENT_KEYS, LIST_CACHE_KEY_PREFIX } from './keys';
import type { KeyValueStorage } from '../platform/services';

/** Removes this store's keys that the current release no longer writes (left by an older release). */
export async function removeStaleKeys(storage: KeyValueStorage): Promise<string[]> {
  const current = new Set(CURRENT_KEYS);
  const stale = (await storage.keys()).filter(
    (key) => key.startsWith(LOCAL_KEY_PREFIX) && !current.has(key) && !key.startsWith(LOCAL_KEY_PREFIX + LIST_CACHE_KEY_PREFIX),
  );
  for (const key of stale) await storage.remove(key);
  return stale;
}
