import { pushRecent } from '../search/recent-list';

export const RECENT_EMOJI_MAX = 28;

/** The emoji just used goes first; each appears once; 28 are kept. */
export function addRecentEmoji(recent: readonly string[], emoji: string): string[] {
  return pushRecent(recent, emoji, RECENT_EMOJI_MAX);
}
