import {
  calendarDay,
  FACET_FIELDS,
  message,
  MOOD_COLOUR_COUNT,
  monthShortName,
  monthTitle,
  weatherKind,
  weatherNameKey,
  WEATHER_ICONS,
  weekdayOf,
  weekdayShortName,
  type InsightFacet,
  type Insights,
  type Language,
  type Message,
  type MessageKey,
} from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store';
import { currentPeriodOfKind, periodKind, type InsightsPeriodKind } from './insights';

/** A text the server gave (a name, shown as it is) or one each app words in its language (a weather's name): both apps' `translate` takes either. */
export type ShownText = string | Message;

export interface InsightsMood {
  id: string;
  emoji: string;
  name: string;
  /** Index into the mood colours. */
  colour: number;
  diaries: number;
  /** Its share of the diaries with a mood, 0–1. */
  share: number;
}

/** A bar of a chart: its label, its count and its length as a share of the longest (0–1). */
export interface InsightsBar {
  label: string;
  diaries: number;
  length: number;
}

export interface InsightsPixel {
  /** "2026-11-21"; empty for a cell outside the month (a month's grid starts on a Monday). */
  day: string;
  diaries: number;
  /** What the day says to a screen reader and in a tooltip: its mood, how many diaries, or none. */
  label: Message;
  /** The day's diary when it has only one. */
  only?: string;
  mood: InsightsMood | null;
  future: boolean;
}

export interface InsightsFacetView {
  facet: InsightFacet;
  title: Message;
  values: Array<{
    id: string;
    name: ShownText;
    icon?: string;
    diaries: number;
    moods: Array<{ mood: InsightsMood; diaries: number }>;
    /** Its diaries without a mood (the grey end of its bar). */
    withoutMood: number;
    /** Its moods as a screen reader hears them: "😀 开心 4, 😢 难过 1". */
    moodsText: string;
  }>;
}

export interface InsightsStandout {
  facet: InsightFacet;
  mood: InsightsMood;
  value: ShownText;
  together: number;
  total: number;
  /** The mood's usual share, in whole percent. */
  overallPercent: number;
}

const FACET_TITLES: Record<InsightFacet, MessageKey> = {
  weather: 'insights.withWeather',
  places: 'insights.withPlaces',
  people: 'insights.withPeople',
  stories: 'insights.withStories',
};
/** At most this many values of each list are drawn. */
const FACET_VALUES_SHOWN = 5;

const bars = (entries: Array<{ label: string; diaries: number }>): InsightsBar[] => {
  const longest = Math.max(1, ...entries.map((e) => e.diaries));
  return entries.map((e) => ({ ...e, length: e.diaries / longest }));
};

/** The period's moods, each with its colour: its place among the person's statuses (by position, then id). */
export function moodsOf(insights: Insights): Map<string, InsightsMood> {
  const withMood = insights.moods.reduce((sum, m) => sum + m.diaries, 0);
  const counts = new Map(insights.moods.map((m) => [m.status, m.diaries]));
  const ordered = [...insights.statuses].sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.id.localeCompare(b.id));
  return new Map(
    ordered.map((s, i) => {
      const diaries = counts.get(s.id) ?? 0;
      return [s.id, { id: s.id, emoji: s.emoji ?? '', name: s.name, colour: i % MOOD_COLOUR_COUNT, diaries, share: withMood > 0 ? diaries / withMood : 0 }];
    }),
  );
}

/** A year as twelve rows of days (1–31), or a month as weeks from Monday; days after today are marked. */
export function pixelRows(insights: Insights, moods: Map<string, InsightsMood>, language: Language): Array<{ label: string; cells: InsightsPixel[] }> {
  const byDay = new Map(insights.days.map((d) => [d.day, d]));
  const cell = (day: string): InsightsPixel => {
    const written = byDay.get(day);
    const mood = written?.status ? (moods.get(written.status) ?? null) : null;
    const diaries = written?.diaries ?? 0;
    return {
      day,
      diaries,
      label: mood
        ? message('insights.dayCell', { day, mood: `${mood.emoji} ${mood.name}`.trim() })
        : diaries > 0
          ? message('insights.dayCellWritten', { day, count: diaries })
          : message('insights.dayCellEmpty', { day }),
      ...(written?.only ? { only: written.only } : {}),
      mood,
      future: day > insights.today,
    };
  };
  const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (insights.period.length === 4) {
    const year = Number(insights.period);
    return Array.from({ length: 12 }, (_, m) => ({
      label: monthShortName(m + 1, language),
      cells: Array.from({ length: daysIn(year, m + 1) }, (_, d) => cell(calendarDay(year, m + 1, d + 1))),
    }));
  }
  const [year, month] = insights.period.split('-').map(Number) as [number, number];
  const days = Array.from({ length: daysIn(year, month) }, (_, d) => calendarDay(year, month, d + 1));
  const blank: InsightsPixel = { day: '', diaries: 0, label: message('insights.dayCellEmpty', { day: '' }), mood: null, future: false };
  const cells = [...Array.from({ length: weekdayOf(days[0]!) }, () => blank), ...days.map(cell)];
  // The last week is filled out with blanks too, so that every week is seven cells wide.
  cells.push(...Array.from({ length: (7 - (cells.length % 7)) % 7 }, () => blank));
  return Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => ({ label: '', cells: cells.slice(w * 7, w * 7 + 7) }));
}

function facetViews(insights: Insights, moods: Map<string, InsightsMood>): InsightsFacetView[] {
  return (['weather', ...(Object.keys(FACET_FIELDS) as Array<keyof typeof FACET_FIELDS>)] as InsightFacet[])
    .map((facet) => ({
      facet,
      title: message(FACET_TITLES[facet]),
      values: insights[facet].slice(0, FACET_VALUES_SHOWN).map((value) => {
        const withMoods = value.moods.flatMap((m) => (moods.has(m.status) ? [{ mood: moods.get(m.status)!, diaries: m.diaries }] : []));
        return {
          id: value.id,
          ...valueName(facet, value.id, value.name),
          diaries: value.diaries,
          moods: withMoods,
          withoutMood: value.diaries - withMoods.reduce((sum, m) => sum + m.diaries, 0),
          moodsText: withMoods.map((m) => `${m.mood.emoji} ${m.mood.name} ${m.diaries}`.trim()).join(', '),
        };
      }),
    }))
    .filter((view) => view.values.length > 0);
}

const valueName = (facet: InsightFacet, id: string, name: string | undefined): { name: ShownText; icon?: string } =>
  facet === 'weather' ? { name: message(weatherNameKey(Number(id))), icon: WEATHER_ICONS[weatherKind(Number(id))] } : { name: name ?? '' };

/** The period kinds the screen offers, in order, with their names. */
const PERIOD_KINDS: ReadonlyArray<{ kind: InsightsPeriodKind; label: MessageKey }> = [
  { kind: 'year', label: 'insights.kindYear' },
  { kind: 'month', label: 'insights.kindMonth' },
  { kind: 'all', label: 'insights.kindAll' },
];

export interface InsightsScreen {
  period: string | null;
  kind: InsightsPeriodKind;
  /** The choice of a year, a month or all time: each kind's name and whether it is the one shown. */
  kinds: Array<{ kind: InsightsPeriodKind; label: Message; chosen: boolean }>;
  /** What the "my year" poster would show of places and people. */
  posterShows: { places: boolean; people: boolean };
  /** "2026", "2026年11月", "All time". */
  title: ShownText;
  canStepEarlier: boolean;
  canStepLater: boolean;
  state: 'loading' | 'failed' | 'empty' | 'ready';
  /** Why it failed, to show with Retry: no network (it loads by itself when the network is back), or anything else. */
  failure: Message | null;
  /** Whether an answer is being asked for while an earlier one shows. */
  refreshing: boolean;
  figures: Array<{ label: Message; value: string | Message }>;
  months: InsightsBar[];
  weekdays: InsightsBar[];
  pixels: { title: Message; rows: Array<{ label: string; cells: InsightsPixel[] }> } | null;
  moods: InsightsMood[];
  facets: InsightsFacetView[];
  standouts: InsightsStandout[];
}

const selectLanguage = (state: RootState) => state.app.preferences.language;

/** What a period's answer says, drawn as figures, charts, pixels and lists (the screen's and the poster's). */
export type InsightsParts = Pick<InsightsScreen, 'figures' | 'months' | 'weekdays' | 'pixels' | 'moods' | 'facets' | 'standouts'>;

export function insightsParts(insights: Insights, language: Language): InsightsParts {
  const kind = periodKind(insights.period);
  const moods = moodsOf(insights);
  const days = (count: number) => message('insights.days', { count });
  return {
    figures: [
      { label: message('insights.diaries'), value: String(insights.diaries) },
      { label: message('insights.words'), value: String(insights.words) },
      { label: message('insights.daysWritten'), value: String(insights.daysWritten) },
      { label: message('insights.currentStreak'), value: days(insights.streaks.current) },
      { label: message('insights.longestStreak'), value: days(insights.streaks.longest) },
    ],
    months: bars(
      insights.months.map((m) => ({
        label: kind === 'all' ? m.month : monthShortName(Number(m.month.slice(5, 7)), language),
        diaries: m.diaries,
      })),
    ),
    weekdays: bars(insights.weekdays.map((diaries, i) => ({ label: weekdayShortName(i, language), diaries }))),
    pixels:
      kind === 'all' ? null : { title: message(kind === 'year' ? 'insights.pixels' : 'insights.monthPixels'), rows: pixelRows(insights, moods, language) },
    moods: insights.moods.flatMap((m) => (moods.has(m.status) ? [moods.get(m.status)!] : [])),
    facets: facetViews(insights, moods),
    standouts: insights.standouts.flatMap((s) => {
      const mood = moods.get(s.status);
      const value = insights[s.facet].find((v) => v.id === s.id);
      return mood && value
        ? [
            {
              facet: s.facet,
              mood,
              value: valueName(s.facet, s.id, value.name).name,
              together: s.together,
              total: s.withMood,
              overallPercent: Math.round(s.overall * 100),
            },
          ]
        : [];
    }),
  };
}

/** The period's title: "2026", "2026年11月", "All time". */
export const periodTitle = (period: string | null, language: Language): ShownText =>
  !period || period === 'all'
    ? message('insights.allTime')
    : period.length === 4
      ? period
      : monthTitle(Number(period.slice(0, 4)), Number(period.slice(5, 7)), language);

/** The insights screen: what the period's answer says, ready to draw as figures, charts, pixels and lists. */
export const selectInsightsScreen = createSelector(
  // The clock's text, not a Date made from it: an input must give the same value for the same state.
  [(state: RootState) => state.insights, selectLanguage, (state: RootState) => state.screens.now],
  (state, language, nowText): InsightsScreen => {
    const now = new Date(nowText);
    const period = state.period;
    const insights = period ? state.answers[period] : undefined;
    const kind = period ? periodKind(period) : 'year';
    const base = {
      period,
      kind,
      kinds: PERIOD_KINDS.map((k) => ({ kind: k.kind, label: message(k.label), chosen: k.kind === kind })),
      posterShows: state.posterShows,
      title: periodTitle(period, language),
      canStepEarlier: kind !== 'all',
      canStepLater: period !== null && period !== 'all' && period < currentPeriodOfKind(period, now),
      refreshing: state.loading && insights !== undefined,
      failure: state.failed ? message(state.unreachable ? 'insights.offline' : 'insights.failed') : null,
      figures: [],
      months: [],
      weekdays: [],
      pixels: null,
      moods: [],
      facets: [],
      standouts: [],
    };
    if (!insights) return { ...base, state: state.failed ? 'failed' : 'loading' };
    if (insights.diaries === 0) return { ...base, state: 'empty' };
    return { ...base, state: 'ready', ...insightsParts(insights, language) };
  },
);
