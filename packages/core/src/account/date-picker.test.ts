import { describe, expect, it } from 'vitest';
import {
  datePickerBounds,
  dayOfPickerText,
  defaultPickerYear,
  diaryDatetimeForDay,
  isDaySelectable,
  pickerDays,
  pickerDayText,
  pickerMonths,
  pickerYears,
  isPossibleBirthDate,
} from './date-picker';

const now = new Date('2026-11-21T10:15:00+08:00');
const birth = new Date('1990-03-15T00:00:00+08:00');

describe('the day picker', () => {
  const bounds = datePickerBounds('diary', now, birth);

  it('future days are not selectable; today is', () => {
    expect(isDaySelectable(new Date('2026-11-21T23:00:00+08:00'), bounds)).toBe(true);
    expect(isDaySelectable(new Date('2026-11-22T00:00:00+08:00'), bounds)).toBe(false);
  });

  it('days before the birth date are not selectable', () => {
    expect(isDaySelectable(new Date('1990-03-15T12:00:00+08:00'), bounds)).toBe(true);
    expect(isDaySelectable(new Date('1990-03-14T12:00:00+08:00'), bounds)).toBe(false);
  });

  it('the year wheel runs from the birth year to now; months and days stop at today and start at the birthday', () => {
    expect(pickerYears(bounds)[0]).toBe(1990);
    expect(pickerYears(bounds).at(-1)).toBe(2026);
    expect(pickerMonths(2026, bounds)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pickerMonths(1990, bounds)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pickerDays(2026, 11, bounds).at(-1)).toBe(21);
    expect(pickerDays(1990, 3, bounds)[0]).toBe(15);
    expect(pickerDays(2024, 2, bounds)).toHaveLength(29);
  });

  it('without a birth date it starts 20 years back, which is also the default year', () => {
    const noBirth = datePickerBounds('diary', now, null);
    expect(pickerYears(noBirth)[0]).toBe(2006);
    expect(defaultPickerYear(now)).toBe(2006);
    expect(defaultPickerYear(now, 2019)).toBe(2019);
  });

  it('birthday mode offers the current year minus 100 to the current year', () => {
    const years = pickerYears(datePickerBounds('birthday', now));
    expect(years[0]).toBe(1926);
    expect(years.at(-1)).toBe(2026);
  });

  it('today uses the current time; other days use 22:00 local time', () => {
    expect(diaryDatetimeForDay(new Date('2026-11-21T00:00:00+08:00'), now)).toEqual(now);
    expect(diaryDatetimeForDay(new Date('2026-11-20T08:00:00+08:00'), now)).toEqual(new Date('2026-11-20T22:00:00+08:00'));
  });
});

describe("a date picker's day text", () => {
  it('writes and reads YYYY-MM-DD at local midnight, and refuses anything else', () => {
    expect(pickerDayText(new Date(1990, 4, 7, 15))).toBe('1990-05-07');
    expect(dayOfPickerText('1990-05-07')).toEqual(new Date(1990, 4, 7));
    expect(dayOfPickerText('1990-02-30')).toBeUndefined();
    expect(dayOfPickerText('1990-5-7')).toBeUndefined();
  });
});

describe('a birth date the server takes', () => {
  it('is one the birthday picker could offer in some time zone: not tomorrow, not older than a hundred years', () => {
    expect(isPossibleBirthDate(birth, now)).toBe(true);
    expect(isPossibleBirthDate(new Date(now.getTime() + 10 * 3_600_000), now)).toBe(true);
    expect(isPossibleBirthDate(new Date(now.getTime() + 2 * 86_400_000), now)).toBe(false);
    expect(isPossibleBirthDate(new Date('1900-01-01T00:00:00Z'), now)).toBe(false);
  });
});
