import dayjs from 'dayjs';
import { sameLocalDay } from '../time/calendar';
import { decodeDate, type WireDate } from '../wire/date';

/** A diary written for a day other than today is dated 22:00 local time that day. */
export const OTHER_DAY_DIARY_HOUR = 22;
/** The birthday picker reaches back 100 years. */
export const BIRTHDAY_YEARS_BACK = 100;
/** Without a birth date, the day picker starts 20 years back, and that is also the default year. */
export const DEFAULT_YEARS_BACK = 20;
/** The year a date picker shows when nothing else is known (seed 1 §9). */
export const DEFAULT_YEAR = 2025;

export type DatePickerMode = 'birthday' | 'diary';

export interface DatePickerBounds {
  /** The earliest selectable day (local midnight). */
  first: Date;
  /** The last selectable day: today (local midnight). */
  last: Date;
}

/**
 * Birthday mode: the last 100 years up to today. Diary mode: from the birth date
 * (or 1 January, 20 years back) up to today; never the future.
 */
export function datePickerBounds(mode: DatePickerMode, now: Date, dateOfBirth?: WireDate | string | Date | null): DatePickerBounds {
  const today = dayjs(now).startOf('day');
  const birthDate = decodeDate(dateOfBirth);
  const first =
    mode === 'birthday'
      ? today.subtract(BIRTHDAY_YEARS_BACK, 'year').startOf('year')
      : birthDate
        ? dayjs(birthDate).startOf('day')
        : today.subtract(DEFAULT_YEARS_BACK, 'year').startOf('year');
  return { first: first.toDate(), last: today.toDate() };
}

export function isDaySelectable(day: Date, bounds: DatePickerBounds): boolean {
  const d = dayjs(day).startOf('day');
  return !d.isBefore(bounds.first) && !d.isAfter(bounds.last);
}

/** The years the year wheel offers, oldest first. */
export function pickerYears(bounds: DatePickerBounds): number[] {
  const from = bounds.first.getFullYear();
  const to = bounds.last.getFullYear();
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Months (1–12) of a year that hold selectable days. */
export function pickerMonths(year: number, bounds: DatePickerBounds): number[] {
  const months: number[] = [];
  for (let month = 1; month <= 12; month++) {
    const start = new Date(year, month - 1, 1);
    const end = new Date(year, month, 0);
    if (!dayjs(end).isBefore(bounds.first) && !dayjs(start).isAfter(bounds.last)) months.push(month);
  }
  return months;
}

/** Days of a month that are selectable. */
export function pickerDays(year: number, month: number, bounds: DatePickerBounds): number[] {
  const daysInMonth = new Date(year, month, 0).getDate();
  const days: number[] = [];
  for (let day = 1; day <= daysInMonth; day++) {
    if (isDaySelectable(new Date(year, month - 1, day), bounds)) days.push(day);
  }
  return days;
}

/** The year the picker opens on: the chosen one, else 20 years back. */
export function defaultPickerYear(now: Date, chosenYear?: number | null): number {
  return chosenYear ?? now.getFullYear() - DEFAULT_YEARS_BACK;
}

/** A diary for today takes the current time; any other day is dated 22:00 that day. */
export function diaryDatetimeForDay(day: Date, now: Date): Date {
  if (sameLocalDay(day, now)) return new Date(now.getTime());
  return dayjs(day).startOf('day').hour(OTHER_DAY_DIARY_HOUR).toDate();
}

/** A day as a date picker's text (WeChat's date picker speaks `YYYY-MM-DD`). */
export function pickerDayText(day: Date): string {
  return dayjs(day).format('YYYY-MM-DD');
}

/** A moment's `HH:mm`, as a time picker shows and gives it. */
export function pickerTimeText(moment: Date): string {
  return dayjs(moment).format('HH:mm');
}

/** The day a date picker's `YYYY-MM-DD` names, at local midnight; undefined for any other text. */
export function dayOfPickerText(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return day.getDate() === Number(match[3]) ? day : undefined;
}

/** The furthest ahead of the server's clock any place's today can be (UTC+14). */
const EARLIEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

/**
 * Whether a birth date could have been chosen in the birthday picker somewhere on earth: within the
 * last 100 years (from the start of that year) and not after today in any time zone. The server checks
 * what the pickers offer.
 */
export function isPossibleBirthDate(day: Date, now: Date): boolean {
  const first = dayjs(now)
    .subtract(BIRTHDAY_YEARS_BACK + 1, 'year')
    .startOf('year');
  return !dayjs(day).isBefore(first) && day.getTime() <= now.getTime() + EARLIEST_ZONE_AHEAD_MS;
}
