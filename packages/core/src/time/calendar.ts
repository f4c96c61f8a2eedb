import dayjs from 'dayjs';
import { dayjsLocale, type Language } from '../i18n/languages';

// Calendar rules work in the device's local time: a diary written at 23:30 belongs to that evening's day.

export function sameLocalDay(a: Date, b: Date): boolean {
  return dayjs(a).isSame(b, 'day');
}

/** YYYYMMDD in local time. */
export function dayKey(date: Date): string {
  return dayjs(date).format('YYYYMMDD');
}

/** YYYY-MM-DD in local time: a day of the writer's calendar as insights name it. */
export function calendarDayKey(date: Date): string {
  return dayjs(date).format('YYYY-MM-DD');
}

/** YYYYMM in local time. */
export function monthKey(date: Date): string {
  return dayjs(date).format('YYYYMM');
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** MMDD of a month and a day: the key of "on this day" (a diary's `todayonhistory`). */
export function monthDayKeyOf(month: number, day: number): string {
  return `${twoDigits(month)}${twoDigits(day)}`;
}

/** MMDD in local time: the key of "on this day". */
export function monthDayKey(date: Date): string {
  return monthDayKeyOf(date.getMonth() + 1, date.getDate());
}

/** `YYYY-MM-DD` of a year, a month and a day: a day of the writer's calendar as insights name it. */
export function calendarDay(year: number, month: number, day: number): string {
  return `${archiveMonthKey(year, month)}-${twoDigits(day)}`;
}

/** `YYYY-MM`: the key of an archive month (a month's list route, a month card, the month a diary counts in). */
export function archiveMonthKey(year: number, month: number): string {
  return `${year}-${twoDigits(month)}`;
}

export function startOfLocalMonth(year: number, month: number): Date {
  return new Date(year, month - 1, 1, 0, 0, 0, 0);
}

export function startOfNextLocalMonth(year: number, month: number): Date {
  return new Date(year, month, 1, 0, 0, 0, 0);
}

export const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** How a month is titled (the archive list's header) in each language. */
export const MONTH_TITLE_FORMATS: Record<Language, string> = {
  zh: 'YYYY年M月',
  en: 'MMMM YYYY',
  ar: 'MMMM YYYY',
};

/** "2026年11月", "November 2026": dayjs, because WeChat's engines do not all carry Intl's month names. */
export function monthTitle(year: number, month: number, language: Language): string {
  return dayjs(new Date(year, month - 1, 1))
    .locale(dayjsLocale(language))
    .format(MONTH_TITLE_FORMATS[language]);
}

/** A month's short name ("11月", "Nov"), the three-year archive's cards: dayjs, for the same reason. */
export function monthShortName(month: number, language: Language): string {
  return dayjs(new Date(2000, month - 1, 1))
    .locale(dayjsLocale(language))
    .format('MMM');
}

/** A weekday's short name, Monday 0 … Sunday 6 ("周一", "Mon"): dayjs, for the same reason. */
export function weekdayShortName(weekday: number, language: Language): string {
  // 1 January 2024 was a Monday.
  return dayjs(new Date(2024, 0, 1 + weekday))
    .locale(dayjsLocale(language))
    .format('ddd');
}

/** Whether a month is after the one `now` is in (no diary can be written there yet). */
export function isFutureMonth(year: number, month: number, now: Date): boolean {
  return year > now.getFullYear() || (year === now.getFullYear() && month > now.getMonth() + 1);
}

/**
 * The device's time zone, sent with an upload so the server reads a photo's zone-less capture
 * time as the person's own clock: the IANA name where the engine has a zone database, else the
 * device's UTC offset at `at` (WeChat's engines may lack Intl).
 */
export function deviceTimeZone(at: Date): string {
  const named = typeof Intl === 'undefined' ? undefined : Intl.DateTimeFormat?.().resolvedOptions?.().timeZone;
  if (named && named !== 'Etc/Unknown') return named;
  const east = -at.getTimezoneOffset();
  return `${east < 0 ? '-' : '+'}${twoDigits(Math.floor(Math.abs(east) / 60))}:${twoDigits(Math.abs(east) % 60)}`;
}
