import { MOOD_COLOURS, type Insights } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore, restartedStore } from '../../test/support/fake-store';
import { appSlice } from '../app/app-slice';
import { FakeResponse } from '../platform/memory-platform';
import { POSTER_DAY_COLOURS } from '../share/draw-poster';
import { posterOf, posterTarget, posterWords, preparePoster } from '../share/poster';
import { chooseInsightsPeriodKind, openInsights, openInsightsDay, stepInsightsPeriod } from './insights';
import { openInsightsPoster, switchInsightsPosterShows } from './insights-poster';
import { selectInsightsScreen } from './insights-screen';

/** A year's answer as the server gives it: two moods, sunshine and 小林 standing out with the happy one. */
function answer(period: string, today: string, over: Partial<Insights> = {}): Insights {
  return {
    period,
    today,
    diaries: 7,
    words: 120,
    daysWritten: 6,
    months: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, diaries: i === 10 ? 6 : i === 0 ? 1 : 0, words: 0 })),
    weekdays: [1, 0, 0, 0, 2, 4, 0],
    streaks: { current: 3, longest: 4, longestEnd: '2026-11-20' },
    days: [
      { day: '2026-01-05', diaries: 1, status: 'sad', only: 'd-jan' },
      { day: '2026-11-20', diaries: 2, status: 'happy' },
      { day: '2026-11-21', diaries: 1, status: null },
    ],
    moods: [
      { status: 'happy', diaries: 4 },
      { status: 'sad', diaries: 2 },
    ],
    // The sad one comes first among the person's statuses: it takes the first colour.
    statuses: [
      { id: 'happy', name: '开心', emoji: '😀', group: 'g', position: 2 },
      { id: 'sad', name: '难过', emoji: '😢', group: 'g', position: 1 },
    ],
    weather: [{ id: '1', diaries: 5, moods: [{ status: 'happy', diaries: 4 }] }],
    places: [],
    people: [{ id: 'p1', name: '小林', diaries: 5, moods: [{ status: 'happy', diaries: 4 }] }],
    stories: [],
    standouts: [{ facet: 'people', id: 'p1', status: 'happy', together: 4, withMood: 5, share: 0.8, overall: 0.4 }],
    ...over,
  };
}

const serving = (over: Partial<Insights> = {}) => ({
  getInsights: (payload: Record<string, unknown>) => answer(String(payload.period), String(payload.today), over),
});

describe('the insights screen', () => {
  it("opens on the year it is, asked with the device's day, and draws figures, bars, pixels, moods and what stands out", async () => {
    const { store, platform } = await fakeStore({ answers: serving() });
    expect(selectInsightsScreen(store.getState()).state).toBe('loading');
    await store.dispatch(openInsights());
    expect(platform.requests.at(-1)!.payload).toEqual({ period: '2026', today: '2026-11-21' });
    const screen = selectInsightsScreen(store.getState());
    expect(screen).toMatchObject({ state: 'ready', kind: 'year', title: '2026', canStepEarlier: true, canStepLater: false });
    expect(screen.figures.map((f) => f.value)).toEqual([
      '7',
      '120',
      '6',
      { key: 'insights.days', params: { count: 3 } },
      { key: 'insights.days', params: { count: 4 } },
    ]);
    expect(screen.months).toHaveLength(12);
    expect(screen.months[10]).toMatchObject({ diaries: 6, length: 1 });
    expect(screen.months[0]!.length).toBeCloseTo(1 / 6);
    expect(screen.weekdays.map((w) => w.length)).toEqual([0.25, 0, 0, 0, 0.5, 1, 0]);
    // Twelve rows of the year's days; a mood's colour is its place among the statuses.
    const rows = screen.pixels!.rows;
    expect(rows.map((r) => r.cells.length)).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(rows[10]!.cells[19]).toMatchObject({ day: '2026-11-20', diaries: 2, mood: { id: 'happy', colour: 1 }, future: false });
    expect(rows[10]!.cells[19]!.label).toEqual({ key: 'insights.dayCell', params: { day: '2026-11-20', mood: '😀 开心' } });
    expect(rows[10]!.cells[20]!.label).toEqual({ key: 'insights.dayCellWritten', params: { day: '2026-11-21', count: 1 } });
    expect(rows[10]!.cells[21]!.label).toEqual({ key: 'insights.dayCellEmpty', params: { day: '2026-11-22' } });
    expect(screen.kinds.map((k) => [k.kind, k.chosen])).toEqual([
      ['year', true],
      ['month', false],
      ['all', false],
    ]);
    expect(rows[10]!.cells[20]).toMatchObject({ day: '2026-11-21', diaries: 1, mood: null, future: false });
    expect(rows[10]!.cells[21]).toMatchObject({ day: '2026-11-22', diaries: 0, future: true });
    expect(rows[0]!.cells[4]!.mood).toMatchObject({ id: 'sad', colour: 0 });
    expect(screen.moods.map((m) => [m.emoji, m.share])).toEqual([
      ['😀', 4 / 6],
      ['😢', 2 / 6],
    ]);
    expect(screen.facets.map((f) => f.facet)).toEqual(['weather', 'people']);
    expect(screen.facets[0]!.values[0]!.name).toEqual({ key: 'weather.sunny' });
    // Five sunny diaries, four of them happy: one without a mood.
    expect(screen.facets[0]!.values[0]).toMatchObject({ withoutMood: 1, moodsText: '😀 开心 4' });
    expect(screen.standouts).toEqual([
      { facet: 'people', mood: expect.objectContaining({ id: 'happy' }), value: '小林', together: 4, total: 5, overallPercent: 40 },
    ]);
  });

  it('steps to earlier years and back, never past the present, and switches to a month and to all time', async () => {
    const { store, platform } = await fakeStore({ answers: serving() });
    await store.dispatch(openInsights());
    await store.dispatch(stepInsightsPeriod(1));
    expect(store.getState().insights.period).toBe('2026');
    await store.dispatch(stepInsightsPeriod(-1));
    expect(selectInsightsScreen(store.getState())).toMatchObject({ period: '2025', canStepLater: true });
    await store.dispatch(chooseInsightsPeriodKind('month'));
    expect(store.getState().insights.period).toBe('2025-12');
    await store.dispatch(stepInsightsPeriod(1));
    await store.dispatch(stepInsightsPeriod(1));
    expect(store.getState().insights.period).toBe('2026-02');
    // A month's pixels are its weeks from Monday: February 2026 starts on a Sunday.
    const weeks = selectInsightsScreen(store.getState()).pixels!.rows;
    expect(weeks[0]!.cells.map((c) => c.day)).toEqual(['', '', '', '', '', '', '2026-02-01']);
    expect(weeks.map((w) => w.cells.length)).toEqual([7, 7, 7, 7, 7]);
    expect(weeks[4]!.cells.map((c) => c.day)).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '']);
    await store.dispatch(chooseInsightsPeriodKind('all'));
    expect(selectInsightsScreen(store.getState())).toMatchObject({ kind: 'all', canStepEarlier: false, pixels: null, title: { key: 'insights.allTime' } });
    expect(platform.requests.map((r) => r.payload.period)).toEqual(['2026', '2025', '2025-12', '2026-01', '2026-02', 'all']);
  });

  it('says when the period has no diaries, and when the answer failed (the last one stays while it is asked again)', async () => {
    const { store, platform } = await fakeStore({ answers: serving({ diaries: 0 }) });
    await store.dispatch(openInsights());
    expect(selectInsightsScreen(store.getState()).state).toBe('empty');
    platform.answers.getInsights = () => new FakeResponse(503, { code: 503, error: 'down' });
    await store.dispatch(stepInsightsPeriod(-1));
    expect(selectInsightsScreen(store.getState())).toMatchObject({ state: 'failed', failure: { key: 'insights.failed' } });
    platform.answers = { ...platform.answers, ...serving() };
    await store.dispatch(openInsights());
    expect(selectInsightsScreen(store.getState()).state).toBe('ready');
  });

  it('shows the answer last loaded on the device when the network is down', async () => {
    const { store, platform } = await fakeStore({ answers: serving() });
    await store.dispatch(openInsights());
    const offline = await restartedStore(platform, { getInsights: () => new FakeResponse(503, { code: 503, error: 'offline' }) });
    await offline.store.dispatch(openInsights());
    expect(selectInsightsScreen(offline.store.getState())).toMatchObject({ state: 'ready', period: '2026', refreshing: false });
    // Another period was never loaded here: it says so.
    await offline.store.dispatch(stepInsightsPeriod(-1));
    expect(selectInsightsScreen(offline.store.getState()).state).toBe('failed');
  });

  it('says it is offline (not that loading failed) without a network, and fills in by itself when the network is back', async () => {
    const { store, platform } = await fakeStore({ answers: serving() });
    store.dispatch(appSlice.actions.startChanged('ready'));
    platform.setOnline(false);
    await store.dispatch(openInsights());
    expect(selectInsightsScreen(store.getState())).toMatchObject({ state: 'failed', failure: { key: 'insights.offline' } });
    platform.setOnline(true);
    await expect.poll(() => selectInsightsScreen(store.getState()).state).toBe('ready');
    expect(selectInsightsScreen(store.getState()).failure).toBeNull();
  });

  it("opens a tapped day's diary when it has one, its month's list when it has more, nothing for a blank day", async () => {
    const { store, platform } = await fakeStore({ answers: serving() });
    await store.dispatch(openInsights());
    const rows = selectInsightsScreen(store.getState()).pixels!.rows;
    await store.dispatch(openInsightsDay(rows[0]!.cells[4]!));
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/detail/d-jan' });
    await store.dispatch(openInsightsDay(rows[10]!.cells[19]!));
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/list/archive/2026-11' });
    const before = platform.routes.length;
    await store.dispatch(openInsightsDay(rows[2]!.cells[0]!));
    expect(platform.routes).toHaveLength(before);
  });
});

describe('the "my year" poster', () => {
  it('opens the poster page for the period shown, with places and people only when switched on', async () => {
    const { store, platform } = await fakeStore({ answers: serving() });
    await store.dispatch(openInsights());
    expect(selectInsightsScreen(store.getState()).posterShows).toEqual({ places: false, people: false });
    store.dispatch(openInsightsPoster());
    const plain = platform.routes.at(-1)!.path!;
    expect(plain).toBe('/canvas?id=2026&current=insights');
    expect(posterTarget(plain.split('?')[1]!)).toEqual({ kind: 'insights', id: '2026', shows: { places: false, people: false } });
    store.dispatch(switchInsightsPosterShows('places'));
    store.dispatch(switchInsightsPosterShows('people'));
    expect(selectInsightsScreen(store.getState()).posterShows).toEqual({ places: true, people: true });
    store.dispatch(openInsightsPoster());
    expect(posterTarget(platform.routes.at(-1)!.path!.split('?')[1]!)).toEqual({ kind: 'insights', id: '2026', shows: { places: true, people: true } });
    expect(posterTarget('id=2026-13&current=insights')).toBeUndefined();
  });

  it("draws the period's figures, moods and pixels, and leaves people out unless switched on; its code opens the product", async () => {
    const { store } = await fakeStore({ answers: serving() });
    // Loaded by the poster itself when the screen has not loaded it.
    expect(await store.dispatch(preparePoster('insights', '2026'))).toBe('https://diary.example');
    const say = (text: { key: string; params?: Record<string, unknown> }) => `${text.key}${JSON.stringify(text.params ?? {})}`;
    const plain = posterWords(posterOf(store.getState(), 'insights', '2026')!, say);
    const text = plain.lines.map((l) => l.text).join('\n');
    expect(text).toContain('insights.posterFigures{"diaries":7,"words":120,"days":6}');
    expect(text).toContain('😀 4   😢 2');
    expect(text).not.toContain('小林');
    expect(plain.pixels).toHaveLength(12);
    expect(plain.pixels![10]![19]).toBe(MOOD_COLOURS.light[1]);
    expect(plain.pixels![10]![20]).toBe(POSTER_DAY_COLOURS.written);
    expect(plain.pixels![10]![21]).toBe(POSTER_DAY_COLOURS.future);
    // Not shared by link: its code opens the app, and its footer says so (a shared diary's says "Scan to read").
    expect(plain.scanHint).toBe('poster.scanToOpen{"app":"common.appName{}"}');
    const withPeople = posterWords(posterOf(store.getState(), 'insights', '2026', { places: false, people: true })!, say);
    expect(withPeople.lines.map((l) => l.text).join('\n')).toContain('小林');
  });

  it('has nothing to draw for a period without diaries', async () => {
    const { store } = await fakeStore({ answers: serving({ diaries: 0 }) });
    expect(await store.dispatch(preparePoster('insights', '2025'))).toBeUndefined();
  });
});
