import { diaryDay, FACET_FIELDS, type InsightsRows } from '@diary/core';
import type { Queryable } from '../db/types';
import type { Links } from '../storage/codec';
import { loadLinks } from '../storage/repository';

type Facet = keyof typeof FACET_FIELDS;
const FACETS = Object.entries(FACET_FIELDS) as Array<[Facet, string]>;
/** How many diaries' lists are read from itemLinks in one statement (rows written before they kept their own copy). */
const LINKS_BATCH = 500;

/** Diaries by mood (a status's id; '' for none). */
type ByMood = Record<string, number>;

/**
 * One month's diaries counted, as kept: by day and mood (each row a day, a mood, its diaries, their words, the
 * newest one's time and one of their ids), by weather and mood, and by place, person or story and mood. Nested by
 * value and mood rather than one row each, so that all time's dozens of months are read and added up quickly.
 */
export interface MonthCounts {
  days: Array<[day: string, status: string | null, diaries: number, words: number, latest: string, diary: string]>;
  weather: Record<string, ByMood>;
  lists: Record<Facet, Record<string, ByMood>>;
}

/** The mood a count is kept under, and back. */
const moodKey = (status: string | null) => status ?? '';
const moodOf = (key: string) => (key === '' ? null : key);

/** Diaries by value (a weather's code, a record's id) and mood, as added up in memory. */
type ByValue = Map<string, Map<string, number>>;

/** A month's counts as this process keeps and adds them up: its days as insights' rows, its values' moods in maps. */
export interface Month {
  dayMoods: InsightsRows['dayMoods'];
  weather: ByValue;
  lists: Record<Facet, ByValue>;
}

/** Adds `n` diaries of a mood to a value's, making its counts the first time the value is met. */
function addTo(counts: ByValue, value: string, mood: string, n: number): void {
  let byMood = counts.get(value);
  if (!byMood) counts.set(value, (byMood = new Map()));
  byMood.set(mood, (byMood.get(mood) ?? 0) + n);
}

const noLists = (): Month['lists'] => ({ places: new Map(), people: new Map(), stories: new Map() });

/** Each diary's lists of places, people and stories: its row's copy, or itemLinks for the rows written before it kept one. */
async function listsOf(db: Queryable, rows: ReadonlyArray<{ id: string; links: string | null }>): Promise<Map<string, Links>> {
  const lists = new Map<string, Links>();
  const uncopied: string[] = [];
  for (const row of rows) {
    if (typeof row.links === 'string') lists.set(row.id, JSON.parse(row.links) as Links);
    else uncopied.push(row.id);
  }
  for (let start = 0; start < uncopied.length; start += LINKS_BATCH) {
    for (const [id, links] of await loadLinks(db, uncopied.slice(start, start + LINKS_BATCH))) lists.set(id, links);
  }
  return lists;
}

/**
 * The months' diaries read once — their day, mood, weather, word count and lists, no text — and counted in one pass
 * over the rows, month by month (one pass costs less than a grouped statement for each count: docs/benchmarks.md).
 */
export async function countMonths(db: Queryable, userId: string, months: readonly string[]): Promise<Map<string, Month>> {
  const diaries = await db
    .selectFrom('diaries')
    .select(['id', 'archiveMonth', 'todayonhistory', 'status', 'weather', 'words', 'datetime', 'links'])
    .where('user', '=', userId)
    .where('archiveMonth', 'in', months)
    .execute();
  const lists = await listsOf(db, diaries);
  const counting = new Map(
    months.map((month) => [month, { days: new Map<string, Month['dayMoods'][number]>(), weather: new Map() as ByValue, lists: noLists() }]),
  );
  for (const diary of diaries) {
    const counts = counting.get(diary.archiveMonth)!;
    const day = diaryDay(diary.archiveMonth, diary.todayonhistory);
    const mood = moodKey(diary.status);
    const key = `${day} ${mood}`;
    let counted = counts.days.get(key);
    if (!counted) counts.days.set(key, (counted = { day, status: diary.status, diaries: 0, words: 0, latest: '', diary: diary.id }));
    counted.diaries += 1;
    counted.words += Number(diary.words ?? 0);
    if (diary.datetime > counted.latest) counted.latest = diary.datetime;
    addTo(counts.weather, String(diary.weather), mood, 1);
    const links = lists.get(diary.id) ?? {};
    for (const [facet, field] of FACETS) {
      for (const id of new Set(links[field] ?? [])) addTo(counts.lists[facet], id, mood, 1);
    }
  }
  return new Map([...counting].map(([month, { days, ...rest }]) => [month, { dayMoods: [...days.values()], ...rest }]));
}

const byValue = (counts: Record<string, ByMood>): ByValue => new Map(Object.entries(counts).map(([value, byMood]) => [value, new Map(Object.entries(byMood))]));
const byValueKept = (counts: ByValue): Record<string, ByMood> => Object.fromEntries([...counts].map(([value, byMood]) => [value, Object.fromEntries(byMood)]));

/** A month's counts in the form they are kept in (JSON). */
export function countsOf(month: Month): MonthCounts {
  return {
    days: month.dayMoods.map(({ day, status, diaries, words, latest, diary }) => [day, status, diaries, words, latest, diary]),
    weather: byValueKept(month.weather),
    lists: { places: byValueKept(month.lists.places), people: byValueKept(month.lists.people), stories: byValueKept(month.lists.stories) },
  };
}

/** A month's counts as kept (JSON) in the form they are added up in. */
export function monthOf(counts: MonthCounts): Month {
  return {
    dayMoods: counts.days.map(([day, status, diaries, words, latest, diary]) => ({ day, status, diaries, words, latest, diary })),
    weather: byValue(counts.weather),
    lists: { places: byValue(counts.lists.places), people: byValue(counts.lists.people), stories: byValue(counts.lists.stories) },
  };
}

/** Each value's diaries by mood as rows. */
function rowsOf<T>(counts: ByValue, row: (value: string, status: string | null, diaries: number) => T): T[] {
  const rows: T[] = [];
  for (const [value, byMood] of counts) for (const [mood, n] of byMood) rows.push(row(value, moodOf(mood), n));
  return rows;
}

/** Months' counts added up as the rows insights are made of (core insightsFrom). */
export function addedUp(months: readonly Month[]): Pick<InsightsRows, 'dayMoods' | 'weatherMoods' | 'linkMoods'> {
  const weather: ByValue = new Map();
  const lists = noLists();
  for (const month of months) {
    for (const [value, byMood] of month.weather) for (const [mood, n] of byMood) addTo(weather, value, mood, n);
    for (const [facet] of FACETS) {
      for (const [value, byMood] of month.lists[facet]) for (const [mood, n] of byMood) addTo(lists[facet], value, mood, n);
    }
  }
  return {
    dayMoods: months.flatMap((month) => month.dayMoods),
    weatherMoods: rowsOf(weather, (value, status, diaries) => ({ weather: Number(value), status, diaries })),
    linkMoods: FACETS.flatMap(([facet]) => rowsOf(lists[facet], (id, status, diaries) => ({ facet, id, status, diaries }))),
  };
}
