import type { KeyValueStorage } from '../platform/services';

/** Every key the store writes starts with this, so start-up can tell its own stale keys from others'. */
export const LOCAL_KEY_PREFIX = 'diary:';

/**
 * One piece of data kept on the device. It is written as `{ v, data }`; a value written by an
 * older release is moved up one version at a time by `migrations[v]`, then checked by `parse`.
 * A value that cannot be read (corrupt, from a newer release, failing the check) is dropped:
 * the server holds the truth, and the device must still start.
 */
export interface LocalData<T> {
  key: string;
  version: number;
  /** `migrations[n]` turns version n into version n + 1. */
  migrations?: Record<number, (old: unknown) => unknown>;
  /** Returns the value when it has the current shape, else undefined. */
  parse(value: unknown): T | undefined;
}

export function localData<T>(definition: LocalData<T>): LocalData<T> {
  return { ...definition, key: LOCAL_KEY_PREFIX + definition.key };
}

/** Reads a value, migrating it to the current version; undefined when absent or unreadable. */
export async function readLocal<T>(storage: KeyValueStorage, definition: LocalData<T>): Promise<T | undefined> {
  const text = await storage.get(definition.key);
  if (text === null) return undefined;
  try {
    const stored = JSON.parse(text) as { v?: unknown; data?: unknown };
    if (typeof stored.v !== 'number' || stored.v > definition.version) throw new Error('unknown version');
    let data = stored.data;
    for (let v = stored.v; v < definition.version; v++) {
      const migrate = definition.migrations?.[v];
      if (!migrate) throw new Error(`no migration from version ${v}`);
      data = migrate(data);
    }
    const value = definition.parse(data);
    if (value === undefined) throw new Error('does not have the current shape');
    if (stored.v !== definition.version) await writeLocal(storage, definition, value);
    return value;
  } catch {
    await storage.remove(definition.key);
    return undefined;
  }
}

export async function writeLocal<T>(storage: KeyValueStorage, definition: LocalData<T>, value: T): Promise<void> {
  await storage.set(definition.key, JSON.stringify({ v: definition.version, data: value }));
}

export async function removeLocal(storage: KeyValueStorage, definition: LocalData<unknown>): Promise<void> {
  await storage.remove(definition.key);
}
