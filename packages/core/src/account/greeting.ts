import type { MessageKey } from '../i18n/message-key';

/** Before 06:00 it is late at night; then morning until noon, afternoon until 18:00, evening after. */
export const LATE_NIGHT_END_HOUR = 6;
export const AFTERNOON_START_HOUR = 12;
export const EVENING_START_HOUR = 18;

export function greetingKey(now: Date): MessageKey {
  const hour = now.getHours();
  if (hour < LATE_NIGHT_END_HOUR) return 'greeting.lateNight';
  if (hour < AFTERNOON_START_HOUR) return 'greeting.morning';
  if (hour < EVENING_START_HOUR) return 'greeting.afternoon';
  return 'greeting.evening';
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The dashboard greeting: the time of day's, and the nickname when there is one. */
export interface Greeting {
  greeting: MessageKey;
  nickname: string | null;
}

export function greetingOf(now: Date, nickname: string | null | undefined): Greeting {
  return { greeting: greetingKey(now), nickname: nickname?.trim() || null };
}

/** The greeting as shown: the nickname after a comma when there is one. */
export function greetingText({ greeting, nickname }: Greeting, t: Translate): string {
  return nickname ? t('greeting.withNickname', { greeting: t(greeting), nickname }) : t(greeting);
}

export function greeting(now: Date, nickname: string | null | undefined, t: Translate): string {
  return greetingText(greetingOf(now, nickname), t);
}

/** What stands for a user without an avatar: the nickname's first character (a whole emoji or character, never half of one), else a smile. */
export function avatarInitial(nicename: string | null | undefined): string {
  return Array.from(nicename?.trim() ?? '')[0] ?? '🙂';
}
