/** Puts an entry first in a most-recent-first list, once, keeping at most `max`. */
export function pushRecent<T>(list: readonly T[], entry: T, max: number): T[] {
  return [entry, ...list.filter((item) => item !== entry)].slice(0, max);
}
