import { pushRecent } from './recent-list';

/** Searches are remembered separately for diaries, people and stories. */
export const SEARCH_HISTORY_KINDS = ['diary', 'people', 'tag'] as const;
export type SearchHistoryKind = (typeof SEARCH_HISTORY_KINDS)[number];

export const SEARCH_HISTORY_MAX = 10;
export const SEARCH_HISTORY_VISIBLE = 8;
/** A record chosen from the history is added again this long after the click. */
export const SEARCH_HISTORY_READD_DELAY_MS = 300;

export function addSearchHistory(history: readonly string[], keyword: string): string[] {
  const entry = keyword.trim();
  return entry === '' ? [...history] : pushRecent(history, entry, SEARCH_HISTORY_MAX);
}

/** The history panel shows the newest 8. */
export function visibleSearchHistory(history: readonly string[]): string[] {
  return history.slice(0, SEARCH_HISTORY_VISIBLE);
}
