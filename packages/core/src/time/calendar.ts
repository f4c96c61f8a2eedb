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

/** The names made so far: the archive draws 36 months on every change, each through dayjs's formatting. */
const monthNames = new Map<string, string>();

/** A month's short name ("11月", "Nov"), the three-year archive's cards: dayjs, for the same reason. */
export function monthShortName(month: number, language: Language): string {
  const id = `${language} ${month}`;
  let name = monthNames.get(id);
  if (name === undefined) {
    name = dayjs(new Date(2000, month - 1, 1))
      .locale(dayjsLocale(language))
      .format('MMM');
    monthNames.set(id, name);
  }
  return name;
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

/** A fixed UTC offset, as a device without a zone database names its zone: `+08:00`. */
export const UTC_OFFSET = /^[+-](0\d|1[0-4]):[0-5]\d$/;

/** An IANA zone's name (`Asia/Shanghai`, `America/Argentina/Buenos_Aires`, `UTC`) or a fixed offset, as a diary keeps it. */
export const TIME_ZONE_NAME = /^(?:[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}|[+-](?:0\d|1[0-4]):[0-5]\d)$/;

const zoneClocks = new Map<string, Intl.DateTimeFormat | null>();

function zoneClock(timeZone: string): Intl.DateTimeFormat | null {
  let clock = zoneClocks.get(timeZone);
  if (clock === undefined) {
    try {
      const fields = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
      clock = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...fields });
    } catch {
      // An unknown zone, or an engine without a zone database (some of WeChat's).
      clock = null;
    }
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

/**
 * What a clock in `timeZone` (an IANA zone or a `+08:00` offset) read at `moment`, as a Date whose local fields are
 * that reading: a diary is shown at the day and time of the clock it was written by, wherever it is read, as Day One
 * shows an entry in its own zone. Undefined when this engine does not know the zone: the reader's clock is shown.
 */
export function wallClockIn(moment: Date, timeZone: string): Date | undefined {
  if (UTC_OFFSET.test(timeZone)) {
    const east = (timeZone.startsWith('-') ? -1 : 1) * (Number(timeZone.slice(1, 3)) * 60 + Number(timeZone.slice(4, 6)));
    const read = new Date(moment.getTime() + east * 60_000);
    return new Date(
      read.getUTCFullYear(),
      read.getUTCMonth(),
      read.getUTCDate(),
      read.getUTCHours(),
      read.getUTCMinutes(),
      read.getUTCSeconds(),
      read.getUTCMilliseconds(),
    );
  }
  const clock = typeof Intl === 'undefined' ? null : zoneClock(timeZone);
  if (!clock) return undefined;
  const part = Object.fromEntries(clock.formatToParts(moment).map((p) => [p.type, Number(p.value)]));
  return new Date(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!, moment.getMilliseconds());
}

/**
 * The day and time the writer's clock read at `moment`: the clock of the diary's zone where this engine knows it,
 * else this device's (a diary saved before it kept its zone, or an engine without a zone database).
 */
export function writersClock(moment: Date, timeZone: string | undefined): Date {
  return (timeZone && wallClockIn(moment, timeZone)) || moment;
}

const readingAsUtc = (reading: Date) =>
  Date.UTC(
    reading.getFullYear(),
    reading.getMonth(),
    reading.getDate(),
    reading.getHours(),
    reading.getMinutes(),
    reading.getSeconds(),
    reading.getMilliseconds(),
  );

/**
 * The moment at which a clock in `timeZone` reads `reading` (a Date whose local fields are the reading): the
 * inverse of `wallClockIn`, so the editor's date chooser works in the diary's own clock as Day One's does. A reading
 * the clocks pass twice (summer time ending) is its first; one they skip (summer time starting) lands an hour on.
 * Undefined when this engine does not know the zone.
 */
export function momentOnClock(reading: Date, timeZone: string): Date | undefined {
  const wanted = readingAsUtc(reading);
  const offsetAt = (moment: number) => {
    const read = wallClockIn(new Date(moment), timeZone);
    return read && readingAsUtc(read) - moment;
  };
  // The zone's offsets a day either side: the two a change of offset near the reading goes between.
  const before = offsetAt(wanted - ONE_DAY_MS);
  const after = offsetAt(wanted + ONE_DAY_MS);
  if (before === undefined || after === undefined) return undefined;
  const candidates = [wanted - before, wanted - after].sort((a, b) => a - b);
  const exact = candidates.find((moment) => offsetAt(moment) === wanted - moment);
  return new Date(exact ?? candidates[1]!);
}
