import { z } from 'zod';
import { archiveMonthKey, ONE_DAY_MS } from '../time/calendar';
import { lazySchema } from '../wire/lazy-schema';

/**
 * What insights are over: all time, a year ("2026") or a month ("2026-11"), in the writer's calendar — the days and
 * months diaries are filed under (a diary's archive month and its "on this day" key), so no time zone is needed.
 */
export const insightsPeriodSchema = lazySchema(() => z.string().regex(/^(all|\d{4}|\d{4}-(0[1-9]|1[0-2]))$/, 'all, YYYY or YYYY-MM'));
export type InsightsPeriod = z.infer<typeof insightsPeriodSchema>;

/** A day in the writer's calendar, "2026-11-21". */
export const calendarDaySchema = lazySchema(() => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'YYYY-MM-DD'));

/** The archive months a period spans, first and last ("2026-01" … "2026-12"); none for all time. */
export function periodMonths(period: InsightsPeriod): { first: string; last: string } | undefined {
  if (period === 'all') return undefined;
  if (period.length === 7) return { first: period, last: period };
  const year = Number(period);
  return { first: archiveMonthKey(year, 1), last: archiveMonthKey(year, 12) };
}

/** Every month from first to last ("2026-11", "2026-12", "2027-01"…). */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let key = first; key <= last; key = archiveMonthKey(year, month)) {
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** A diary's day in its writer's calendar: its archive month ("2026-11") and the day of its "on this day" key ("1121"). */
export const diaryDay = (archiveMonth: string, todayonhistory: string): string => `${archiveMonth}-${todayonhistory.slice(2, 4)}`;

/** A calendar day as days since 1970-01-01: days in a row are numbers in a row, across months and years. */
export function dayNumber(day: string): number {
  // Read in place (all time counts thousands of days): "2026-11-21".
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / ONE_DAY_MS;
}

/** A calendar day's weekday, Monday 0 … Sunday 6 (as the charts read it: the week starts on Monday in China). */
export function weekdayOf(day: string): number {
  // 1970-01-01, day 0, was a Thursday (3).
  return (((dayNumber(day) + 3) % 7) + 7) % 7;
}
