import { z } from 'zod';
import { calendarDaySchema, insightsPeriodSchema, monthsBetween, periodMonths, weekdayOf, type InsightsPeriod } from './period';
import { standoutOf, STANDOUTS_SHOWN, type MoodCount } from './standouts';
import { writingStreaks } from './streaks';
import { lazySchema } from '../wire/lazy-schema';

/** The lists a diary's mood is set against. Weather is a code; the others are the person's records. */
export const INSIGHT_FACETS = ['weather', 'places', 'people', 'stories'] as const;
export type InsightFacet = (typeof INSIGHT_FACETS)[number];
/** A diary's list field for each facet but weather. */
export const FACET_FIELDS = { places: 'location', people: 'people', stories: 'tag' } as const;
/** At most this many values of each facet are answered, those with the most diaries. */
export const INSIGHT_FACET_VALUES_MAX = 20;

const count = lazySchema(() => z.number().int().min(0));
const moodCountSchema = lazySchema(() => z.object({ status: z.string(), diaries: count }));
const facetValueSchema = lazySchema(() =>
  z.object({
    /** The record's id; a weather's code as text. */
    id: z.string(),
    /** The record's name (none for a weather: each client names its code). */
    name: z.string().optional(),
    diaries: count,
    moods: z.array(moodCountSchema),
  }),
);
const standoutSchema = lazySchema(() =>
  z.object({
    facet: z.enum(INSIGHT_FACETS),
    id: z.string(),
    status: z.string(),
    together: count,
    withMood: count,
    share: z.number(),
    overall: z.number(),
  }),
);

/** What a person's diaries say about a period, from their metadata only (the text stays sealed). */
export const insightsSchema = lazySchema(() =>
  z.object({
    period: insightsPeriodSchema,
    today: calendarDaySchema,
    diaries: count,
    words: count,
    daysWritten: count,
    months: z.array(z.object({ month: z.string(), diaries: count, words: count })),
    /** Diaries per weekday, Monday first. */
    weekdays: z.array(count).length(7),
    streaks: z.object({ current: count, longest: count, longestEnd: calendarDaySchema.nullable() }),
    /** Each day with a diary: how many, and its mood (the day's most frequent; the latest diary's on a tie). */
    /** Each day with a diary: how many, its mood, and its diary when it has only one (a tap opens it; else its month's list). */
    days: z.array(z.object({ day: calendarDaySchema, diaries: count, status: z.string().nullable(), only: z.string().optional() })),
    /** The period's moods, the most frequent first. */
    moods: z.array(moodCountSchema),
    /** The moods named in the answer. */
    statuses: z.array(
      z.object({ id: z.string(), name: z.string(), emoji: z.string().optional(), group: z.string().nullable(), position: z.number().nullable() }),
    ),
    weather: z.array(facetValueSchema),
    places: z.array(facetValueSchema),
    people: z.array(facetValueSchema),
    stories: z.array(facetValueSchema),
    /** Moods that stand out with a value (standouts.ts says when), the strongest first. */
    standouts: z.array(standoutSchema),
  }),
);
export type Insights = z.infer<typeof insightsSchema>;

/** What the server reads for insights: the period's diaries counted by day, mood, weather and list, no text. */
export interface InsightsRows {
  period: InsightsPeriod;
  today: string;
  /** The period's diaries grouped by day and mood; `latest` is the newest one's time, `diary` one of their ids. */
  dayMoods: ReadonlyArray<{ day: string; status: string | null; diaries: number; words: number; latest: string; diary: string }>;
  /**
   * Days with a diary up to today, back at least to the last day without one before today (or all of them): the
   * current streak runs on before the period's start.
   */
  recentDays: readonly string[];
  /** Diaries by weather and mood; a pair may come in several rows (one a month), as may a list's below. */
  weatherMoods: ReadonlyArray<{ weather: number; status: string | null; diaries: number }>;
  linkMoods: ReadonlyArray<{ facet: Exclude<InsightFacet, 'weather'>; id: string; status: string | null; diaries: number }>;
  statuses: ReadonlyArray<{ id: string; name: string; emoji?: string; group: string | null; position: number | null }>;
  /** Names of the places, people and stories in linkMoods. */
  names: ReadonlyMap<string, string>;
}

type FacetValue = z.infer<typeof facetValueSchema>;

const byCount = <T extends { diaries: number }>(a: T, b: T) => b.diaries - a.diaries;

/**
 * Rows of (value, mood, diaries) as each value's total and moods, the values with the most diaries first. A pair may
 * come in several rows (one a month, as the server keeps them): they are added up.
 */
function facetValues(rows: ReadonlyArray<{ id: string; status: string | null; diaries: number }>, names?: ReadonlyMap<string, string>): FacetValue[] {
  const values = new Map<string, { id: string; diaries: number; moods: Map<string, number> }>();
  for (const { id, status, diaries } of rows) {
    let value = values.get(id);
    if (!value) values.set(id, (value = { id, diaries: 0, moods: new Map() }));
    value.diaries += diaries;
    if (status !== null) value.moods.set(status, (value.moods.get(status) ?? 0) + diaries);
  }
  return [...values.values()]
    .sort((a, b) => byCount(a, b) || a.id.localeCompare(b.id))
    .slice(0, INSIGHT_FACET_VALUES_MAX)
    .map(({ id, diaries, moods }) => ({
      id,
      ...(names ? { name: names.get(id) ?? '' } : {}),
      diaries,
      moods: [...moods].map(([status, n]) => ({ status, diaries: n })).sort(byCount),
    }));
}

/** The day's mood: the most frequent among its diaries, the latest diary's on a tie; none when none has one. */
function dayMood(rows: InsightsRows['dayMoods']): string | null {
  let best: InsightsRows['dayMoods'][number] | undefined;
  for (const row of rows) {
    if (row.status === null) continue;
    if (!best || row.diaries > best.diaries || (row.diaries === best.diaries && row.latest > best.latest)) best = row;
  }
  return best?.status ?? null;
}

export function insightsFrom(rows: InsightsRows): Insights {
  const byDay = new Map<string, Array<InsightsRows['dayMoods'][number]>>();
  for (const row of rows.dayMoods) {
    const day = byDay.get(row.day);
    if (day) day.push(row);
    else byDay.set(row.day, [row]);
  }
  const dayList = [...byDay.keys()].sort();

  const span = periodMonths(rows.period) ?? (dayList.length > 0 ? { first: dayList[0]!.slice(0, 7), last: dayList.at(-1)!.slice(0, 7) } : undefined);
  const months = new Map((span ? monthsBetween(span.first, span.last) : []).map((month) => [month, { month, diaries: 0, words: 0 }]));
  const weekdays = [0, 0, 0, 0, 0, 0, 0];
  const moodTotals = new Map<string, number>();
  let diaries = 0;
  let words = 0;
  for (const row of rows.dayMoods) {
    diaries += row.diaries;
    words += row.words;
    const month = months.get(row.day.slice(0, 7));
    if (month) [month.diaries, month.words] = [month.diaries + row.diaries, month.words + row.words];
    weekdays[weekdayOf(row.day)]! += row.diaries;
    if (row.status !== null) moodTotals.set(row.status, (moodTotals.get(row.status) ?? 0) + row.diaries);
  }
  const moods: MoodCount[] = [...moodTotals].map(([status, n]) => ({ status, diaries: n })).sort((a, b) => byCount(a, b) || a.status.localeCompare(b.status));
  const withMood = moods.reduce((sum, m) => sum + m.diaries, 0);
  const overall = new Map(moods.map((m) => [m.status, m.diaries / withMood]));

  const facets = {
    weather: facetValues(rows.weatherMoods.filter((r) => r.weather > 0).map((r) => ({ ...r, id: String(r.weather) }))),
    places: facetValues(
      rows.linkMoods.filter((r) => r.facet === 'places'),
      rows.names,
    ),
    people: facetValues(
      rows.linkMoods.filter((r) => r.facet === 'people'),
      rows.names,
    ),
    stories: facetValues(
      rows.linkMoods.filter((r) => r.facet === 'stories'),
      rows.names,
    ),
  };
  const standouts = INSIGHT_FACETS.flatMap((facet) =>
    facets[facet].flatMap((value) => {
      const standout = standoutOf(value, overall);
      return standout ? [{ facet, id: value.id, ...standout }] : [];
    }),
  )
    .sort((a, b) => b.share - b.overall - (a.share - a.overall) || b.together - a.together)
    .slice(0, STANDOUTS_SHOWN);

  const { longest, longestEnd } = writingStreaks(dayList, rows.today);
  const { current } = writingStreaks(rows.recentDays, rows.today);
  const used = new Set(moods.map((m) => m.status));
  return {
    period: rows.period,
    today: rows.today,
    diaries,
    words,
    daysWritten: dayList.length,
    months: [...months.values()],
    weekdays,
    streaks: { current, longest, longestEnd },
    days: dayList.map((day) => {
      const rowsOfDay = byDay.get(day)!;
      const written = rowsOfDay.reduce((sum, r) => sum + r.diaries, 0);
      return { day, diaries: written, status: dayMood(rowsOfDay), ...(written === 1 ? { only: rowsOfDay[0]!.diary } : {}) };
    }),
    moods,
    statuses: rows.statuses.filter((s) => used.has(s.id)),
    ...facets,
    standouts,
  };
}
