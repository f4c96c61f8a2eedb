import { describe, expect, it } from 'vitest';
import { deviceTimeZone, isFutureMonth, momentOnClock, monthShortName, monthTitle, TIME_ZONE_NAME, wallClockIn, writersClock } from './calendar';
import { displayDateTime } from '../diary/derived';

describe('month titles', () => {
  it('names a month in each language without Intl', () => {
    expect(monthTitle(2026, 11, 'zh')).toBe('2026年11月');
    expect(monthTitle(2026, 11, 'en')).toBe('November 2026');
    expect(monthTitle(2026, 1, 'ar')).toContain('2026');
    expect(monthTitle(2026, 1, 'ar')).not.toContain('January');
  });
});

describe('the device’s time zone, sent with uploads', () => {
  it('is the zone database’s name where the engine has one', () => {
    expect(deviceTimeZone(new Date('2026-07-04T00:00:00Z'))).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is the UTC offset at that moment where it has none (WeChat’s engines)', () => {
    const intl = globalThis.Intl;
    const at = new Date('2026-07-04T00:00:00Z');
    const east = -at.getTimezoneOffset();
    try {
      // @ts-expect-error -- an engine without Intl
      delete globalThis.Intl;
      const zone = deviceTimeZone(at);
      expect(zone).toMatch(/^[+-]\d{2}:\d{2}$/);
      const [hours, minutes] = zone.slice(1).split(':').map(Number) as [number, number];
      expect((zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes)).toBe(east);
    } finally {
      globalThis.Intl = intl;
    }
  });
});

describe("a writer's clock, read anywhere", () => {
  const moment = new Date('2026-03-29T00:30:00Z');
  const reading = (date: Date | undefined) => date && [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()];

  it('reads an IANA zone, its summer time included, and a fixed offset', () => {
    expect(reading(wallClockIn(moment, 'Europe/London'))).toEqual([2026, 3, 29, 0, 30]);
    expect(reading(wallClockIn(new Date('2026-03-29T01:30:00Z'), 'Europe/London'))).toEqual([2026, 3, 29, 2, 30]);
    expect(reading(wallClockIn(moment, 'America/New_York'))).toEqual([2026, 3, 28, 20, 30]);
    expect(reading(wallClockIn(moment, '+05:45'))).toEqual([2026, 3, 29, 6, 15]);
    expect(reading(wallClockIn(moment, '-09:30'))).toEqual([2026, 3, 28, 15, 0]);
  });

  it('knows nothing of a zone this engine lacks', () => {
    expect(wallClockIn(moment, 'Mars/Olympus_Mons')).toBeUndefined();
  });

  it("finds the moment a zone's clock reads a day and time, for the editor's date chooser", () => {
    // Local fields of a Date are the reading, whatever zone the tests run in.
    const at = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi);
    expect(momentOnClock(at(2026, 11, 21, 0, 30), 'Asia/Shanghai')?.toISOString()).toBe('2026-11-20T16:30:00.000Z');
    expect(momentOnClock(at(2026, 7, 1, 9, 0), 'Europe/London')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(momentOnClock(at(2026, 1, 1, 9, 0), 'Europe/London')?.toISOString()).toBe('2026-01-01T09:00:00.000Z');
    expect(momentOnClock(at(2026, 3, 28, 20, 30), 'America/New_York')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(momentOnClock(at(2026, 3, 29, 6, 15), '+05:45')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    // 01:30 on the morning London's clocks go forward never shows: it lands an hour on, at 02:30 summer time.
    expect(momentOnClock(at(2026, 3, 29, 1, 30), 'Europe/London')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // West of Greenwich too: 02:30 on the morning New York's clocks go forward lands at 03:30 summer time.
    expect(momentOnClock(at(2026, 3, 8, 2, 30), 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 on the morning New York's clocks go back comes twice: the first, still summer time.
    expect(momentOnClock(at(2026, 11, 1, 1, 30), 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(momentOnClock(at(2026, 3, 29, 1, 30), 'Mars/Olympus_Mons')).toBeUndefined();
  });

  it('reads back every moment it finds, across a year of a zone with summer time', () => {
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const moment = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 123);
      for (const zone of ['America/New_York', 'Australia/Lord_Howe', '-03:30']) {
        const reading = wallClockIn(moment, zone)!;
        expect(wallClockIn(momentOnClock(reading, zone)!, zone)).toEqual(reading);
      }
    }
  });

  it("a writer's clock is this device's when the diary has no zone or this engine does not know it", () => {
    expect(writersClock(moment, undefined)).toBe(moment);
    expect(writersClock(moment, 'Mars/Olympus_Mons')).toBe(moment);
    expect(reading(writersClock(moment, 'America/New_York'))).toEqual([2026, 3, 28, 20, 30]);
  });

  it('takes the names devices give a zone, and nothing else', () => {
    for (const zone of ['Asia/Shanghai', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+8', '+08:00', '-03:30'])
      expect(TIME_ZONE_NAME.test(zone)).toBe(true);
    for (const zone of ['', '../etc/passwd', 'Asia/Shanghai<script>', '+8', '+15:00', 'a/b/c/d']) expect(TIME_ZONE_NAME.test(zone)).toBe(false);
  });
});

describe("the three-year archive's months", () => {
  it('names a month shortly in each language, without Intl', () => {
    expect(monthShortName(11, 'zh')).toBe('11月');
    expect(monthShortName(11, 'en')).toBe('Nov');
  });
  it('knows a month after the current one', () => {
    const now = new Date(2026, 10, 27);
    expect(isFutureMonth(2026, 11, now)).toBe(false);
    expect(isFutureMonth(2026, 12, now)).toBe(true);
    expect(isFutureMonth(2027, 1, now)).toBe(true);
    expect(isFutureMonth(2025, 12, now)).toBe(false);
  });
});

describe('a date and time in words (until when a share link works)', () => {
  it('reads in each language, without Intl', () => {
    const at = new Date(2026, 10, 28, 9, 26);
    expect(displayDateTime(at, 'zh')).toBe('2026年11月28日 09:26');
    expect(displayDateTime(at, 'en')).toBe('Nov 28, 2026 09:26');
  });
});
