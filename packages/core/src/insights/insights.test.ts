import { describe, expect, it } from 'vitest';
import { insightsFrom, type InsightsRows } from './insights';
import { monthsBetween, periodMonths, weekdayOf } from './period';
import { standoutOf, STANDOUT_MIN_DIARIES } from './standouts';
import { writingStreaks } from './streaks';
import { countWords } from './word-count';

describe('writing streaks', () => {
  it('run across a month end and a year end', () => {
    const days = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-31', '2026-02-01'];
    expect(writingStreaks(days, '2026-03-01')).toEqual({ current: 0, longest: 4, longestEnd: '2026-01-02' });
    expect(writingStreaks(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-01').longest).toBe(3);
    expect(writingStreaks(['2025-02-28', '2025-03-01'], '2025-03-01').longest).toBe(2);
  });

  it('the current one counts up to today, or up to yesterday while today has none yet', () => {
    const days = ['2026-11-18', '2026-11-19', '2026-11-20'];
    expect(writingStreaks(days, '2026-11-20').current).toBe(3);
    expect(writingStreaks(days, '2026-11-21').current).toBe(3);
    expect(writingStreaks(days, '2026-11-22').current).toBe(0);
    expect(writingStreaks([...days, '2026-11-20'], '2026-11-20')).toEqual({ current: 3, longest: 3, longestEnd: '2026-11-20' });
  });

  it('of two as long, the later is named; none without days', () => {
    expect(writingStreaks(['2026-01-01', '2026-01-02', '2026-05-01', '2026-05-02'], '2026-06-01').longestEnd).toBe('2026-05-02');
    expect(writingStreaks([], '2026-06-01')).toEqual({ current: 0, longest: 0, longestEnd: null });
  });
});

describe('periods', () => {
  it('a year spans its twelve months, a month itself, all time none', () => {
    expect(periodMonths('2026')).toEqual({ first: '2026-01', last: '2026-12' });
    expect(periodMonths('2026-11')).toEqual({ first: '2026-11', last: '2026-11' });
    expect(periodMonths('all')).toBeUndefined();
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('weekdays start on Monday', () => {
    expect(weekdayOf('2026-11-23')).toBe(0); // a Monday
    expect(weekdayOf('2026-11-29')).toBe(6);
    expect(weekdayOf('1970-01-01')).toBe(3); // a Thursday
    expect(weekdayOf('1969-12-29')).toBe(0);
  });
});

describe('word counts', () => {
  it('count each Chinese character as a word and each run of letters or digits elsewhere', () => {
    expect(countWords('今天去西湖散步')).toBe(7);
    expect(countWords("Walked by the lake, it's 2026.")).toBe(6);
    expect(countWords('和小林 coffee 两杯')).toBe(6);
    expect(countWords('  …!! 😀 ')).toBe(0);
    expect(countWords('')).toBe(0);
  });
});

describe('standouts', () => {
  const overall = new Map([
    ['happy', 0.3],
    ['sad', 0.7],
  ]);

  it('are told when the mood is often enough with the value and well above its share', () => {
    const standout = standoutOf(
      {
        moods: [
          { status: 'happy', diaries: 4 },
          { status: 'sad', diaries: 1 },
        ],
      },
      overall,
    );
    expect(standout).toEqual({ status: 'happy', together: 4, withMood: 5, share: 0.8, overall: 0.3 });
  });

  it('not from too few diaries, nor from a share near the usual one', () => {
    expect(standoutOf({ moods: [{ status: 'happy', diaries: STANDOUT_MIN_DIARIES - 1 }] }, overall)).toBeUndefined();
    expect(
      standoutOf(
        {
          moods: [
            { status: 'happy', diaries: 2 },
            { status: 'sad', diaries: 8 },
          ],
        },
        overall,
      ),
    ).toBeUndefined();
    expect(
      standoutOf(
        {
          moods: [
            { status: 'sad', diaries: 9 },
            { status: 'happy', diaries: 1 },
          ],
        },
        overall,
      ),
    ).toBeUndefined();
  });
});

const rows = (over: Partial<InsightsRows> = {}): InsightsRows => ({
  period: '2026',
  today: '2026-11-21',
  dayMoods: [],
  recentDays: [],
  weatherMoods: [],
  linkMoods: [],
  statuses: [],
  names: new Map(),
  ...over,
});

describe('insights from the counted rows', () => {
  it('count diaries and words by month (every month of the year) and weekday', () => {
    const insights = insightsFrom(
      rows({
        dayMoods: [
          { day: '2026-11-23', status: 'a', diaries: 2, words: 30, latest: '2026-11-23T10:00:00Z', diary: 'd1' },
          { day: '2026-11-23', status: null, diaries: 1, words: 5, latest: '2026-11-23T11:00:00Z', diary: 'd2' },
          { day: '2026-01-04', status: 'b', diaries: 1, words: 7, latest: '2026-01-04T10:00:00Z', diary: 'd3' },
        ],
      }),
    );
    expect(insights).toMatchObject({ diaries: 4, words: 42, daysWritten: 2 });
    expect(insights.months).toHaveLength(12);
    expect(insights.months[0]).toEqual({ month: '2026-01', diaries: 1, words: 7 });
    expect(insights.months[10]).toEqual({ month: '2026-11', diaries: 3, words: 35 });
    expect(insights.weekdays).toEqual([3, 0, 0, 0, 0, 0, 1]);
    expect(insights.moods).toEqual([
      { status: 'a', diaries: 2 },
      { status: 'b', diaries: 1 },
    ]);
    // A day with one diary names it (a tap opens it); a day with more opens its month's list.
    expect(insights.days).toEqual([
      { day: '2026-01-04', diaries: 1, status: 'b', only: 'd3' },
      { day: '2026-11-23', diaries: 3, status: 'a' },
    ]);
  });

  it("a day's mood is its most frequent, the latest diary's on a tie, none when no diary has one", () => {
    const insights = insightsFrom(
      rows({
        dayMoods: [
          { day: '2026-03-01', status: 'a', diaries: 1, words: 0, latest: '2026-03-01T08:00:00Z', diary: 'd4' },
          { day: '2026-03-01', status: 'b', diaries: 1, words: 0, latest: '2026-03-01T20:00:00Z', diary: 'd5' },
          { day: '2026-03-02', status: 'a', diaries: 2, words: 0, latest: '2026-03-02T08:00:00Z', diary: 'd6' },
          { day: '2026-03-02', status: 'b', diaries: 1, words: 0, latest: '2026-03-02T20:00:00Z', diary: 'd7' },
          { day: '2026-03-03', status: null, diaries: 1, words: 0, latest: '2026-03-03T08:00:00Z', diary: 'd8' },
        ],
      }),
    );
    expect(insights.days).toEqual([
      { day: '2026-03-01', diaries: 2, status: 'b' },
      { day: '2026-03-02', diaries: 3, status: 'a' },
      { day: '2026-03-03', diaries: 1, status: null, only: 'd8' },
    ]);
  });

  it('the longest streak is within the period; the current one runs on before it', () => {
    const insights = insightsFrom(
      rows({
        period: '2026',
        today: '2026-01-02',
        dayMoods: [
          { day: '2026-01-01', status: null, diaries: 1, words: 0, latest: '', diary: 'd9' },
          { day: '2026-01-02', status: null, diaries: 1, words: 0, latest: '', diary: 'd9b' },
        ],
        recentDays: ['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'],
      }),
    );
    expect(insights.streaks).toEqual({ current: 5, longest: 2, longestEnd: '2026-01-02' });
  });

  it('set moods against weather and lists, with the values with most diaries first, and say what stands out', () => {
    const insights = insightsFrom(
      rows({
        dayMoods: [
          { day: '2026-05-01', status: 'happy', diaries: 6, words: 0, latest: '', diary: 'd10' },
          { day: '2026-05-02', status: 'sad', diaries: 14, words: 0, latest: '', diary: 'd11' },
        ],
        weatherMoods: [
          { weather: 1, status: 'happy', diaries: 5 },
          { weather: 1, status: 'sad', diaries: 1 },
          { weather: 2, status: 'sad', diaries: 13 },
          { weather: 0, status: 'happy', diaries: 1 },
        ],
        linkMoods: [
          { facet: 'people', id: 'p1', status: 'sad', diaries: 2 },
          { facet: 'people', id: 'p1', status: null, diaries: 3 },
          { facet: 'places', id: 'l1', status: 'happy', diaries: 1 },
        ],
        names: new Map([
          ['p1', '小林'],
          ['l1', '西湖'],
        ]),
        statuses: [
          { id: 'happy', name: '开心', emoji: '😀', group: null, position: 0 },
          { id: 'unused', name: '生气', emoji: '😠', group: null, position: 1 },
          { id: 'sad', name: '难过', emoji: '😢', group: null, position: 2 },
        ],
      }),
    );
    expect(insights.weather.map((w) => [w.id, w.diaries])).toEqual([
      ['2', 13],
      ['1', 6],
    ]);
    expect(insights.people).toEqual([{ id: 'p1', name: '小林', diaries: 5, moods: [{ status: 'sad', diaries: 2 }] }]);
    expect(insights.statuses.map((s) => s.id)).toEqual(['happy', 'sad']);
    expect(insights.standouts).toEqual([{ facet: 'weather', id: '1', status: 'happy', together: 5, withMood: 6, share: 5 / 6, overall: 0.3 }]);
  });

  it('add up a value and mood counted in several rows, one a month, as in one', () => {
    const split = insightsFrom(
      rows({
        weatherMoods: [
          { weather: 1, status: 'happy', diaries: 2 },
          { weather: 1, status: 'sad', diaries: 1 },
          { weather: 1, status: 'happy', diaries: 3 },
        ],
        linkMoods: [
          { facet: 'people', id: 'p1', status: 'sad', diaries: 1 },
          { facet: 'people', id: 'p1', status: 'happy', diaries: 1 },
          { facet: 'people', id: 'p1', status: 'sad', diaries: 2 },
        ],
        names: new Map([['p1', '小林']]),
      }),
    );
    expect(split.weather).toEqual([
      {
        id: '1',
        diaries: 6,
        moods: [
          { status: 'happy', diaries: 5 },
          { status: 'sad', diaries: 1 },
        ],
      },
    ]);
    expect(split.people).toEqual([
      {
        id: 'p1',
        name: '小林',
        diaries: 4,
        moods: [
          { status: 'sad', diaries: 3 },
          { status: 'happy', diaries: 1 },
        ],
      },
    ]);
  });
});
