import { calendarDay, dayNumber } from '@diary/core';
import * as chrono from 'chrono-node';

/** A stretch of the writer's calendar a question names: its first and last day ("2026-10-01", "2026-10-31"). */
export interface DayRange {
  first: string;
  last: string;
}

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthRange = (year: number, month: number): DayRange => ({ first: calendarDay(year, month, 1), last: calendarDay(year, month, lastDayOf(year, month)) });
const yearRange = (year: number): DayRange => ({ first: calendarDay(year, 1, 1), last: calendarDay(year, 12, 31) });

/** Words chrono reads no date in, which name one all the same. */
const LAST_YEAR = /去年|last year/i;
const THIS_YEAR = /今年|this year/i;
const LAST_MONTH = /上个?月|last month/i;

/**
 * The days a question names, in English or Chinese ("last October", "去年十月", "March 2025", "昨天", "上个月"), read by
 * chrono and a few rules it lacks: a month without a year is its latest one up to today (last year's with 去年), a
 * day its own, a year (alone) all of it. Today is the writer's calendar day the question was asked on.
 */
export function datesIn(question: string, today: string): DayRange[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const reference = new Date(`${today}T12:00:00Z`);
  const found = [...chrono.parse(question, reference), ...chrono.zh.hans.parse(question, reference)];
  const ranges: DayRange[] = [];
  for (const { start } of found) {
    const known = (unit: 'year' | 'month' | 'day') => start.isCertain(unit);
    if (known('day') && known('month')) {
      const day = calendarDay(start.get('year')!, start.get('month')!, start.get('day')!);
      ranges.push({ first: day, last: day });
    } else if (known('month')) {
      const asked = start.get('month')!;
      let inYear = known('year') ? start.get('year')! : asked > month ? year - 1 : year;
      if (!known('year') && LAST_YEAR.test(question)) inYear = year - 1;
      ranges.push(monthRange(inYear, asked));
    } else if (known('year')) ranges.push(yearRange(start.get('year')!));
  }
  if (ranges.length === 0) {
    if (LAST_MONTH.test(question)) ranges.push(month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1));
    else if (LAST_YEAR.test(question)) ranges.push(yearRange(year - 1));
    else if (THIS_YEAR.test(question)) ranges.push(yearRange(year));
    // A year alone ("in 2024", "2024年"), which chrono leaves.
    for (const [named] of question.matchAll(/\b(?:19|20)\d{2}\b/g)) ranges.push(yearRange(Number(named)));
  }
  // Never past today: nothing is written there.
  return ranges
    .filter((range) => range.first <= today)
    .map((range) => (dayNumber(range.last) > dayNumber(today) ? { first: range.first, last: today } : range));
}
