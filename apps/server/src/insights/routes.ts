import {
  archiveMonthKey,
  calendarDay,
  dayNumber,
  diaryDay,
  FACET_FIELDS,
  getInsights,
  insightsFrom,
  periodMonths,
  writingStreaks,
  type InsightsRows,
  type ParsedPayloadOf,
} from '@diary/core';
import { answers, type UserContext } from '../context';
import type { Queryable } from '../db/types';
import { localDate } from '../items/diary-rules';
import type { Links } from '../storage/codec';
import { loadLinks } from '../storage/repository';

type Facet = keyof typeof FACET_FIELDS;
const FACETS = Object.entries(FACET_FIELDS) as Array<[Facet, string]>;
const LIST_TABLES = { location: 'locations', people: 'people', tag: 'tags' } as const;
/** How many diaries' lists are read from itemLinks in one statement (rows written before they kept their own copy). */
const LINKS_BATCH = 500;
/** The current streak is looked for in the last two months first; all time only when it runs on past them. */
const RECENT_MONTHS = 2;

/** Counts kept by a key: the first time a key is met its entry is made. */
function tally<T>(map: Map<string, T>, key: string, make: () => T): T {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = make()));
  return entry;
}

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

/** The days written from a month on (of all time without one). */
async function daysWrittenSince(db: Queryable, userId: string, firstMonth?: string): Promise<string[]> {
  const days = db.selectFrom('diaries').select(['archiveMonth', 'todayonhistory']).distinct().where('user', '=', userId);
  const rows = await (firstMonth ? days.where('archiveMonth', '>=', firstMonth) : days).execute();
  return rows.map((d) => diaryDay(d.archiveMonth, d.todayonhistory));
}

/** Days written up to today, back past the current streak's first day: the last months, or all time when it runs on past them. */
async function recentDays(db: Queryable, userId: string, today: string): Promise<string[]> {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - RECENT_MONTHS;
  const firstMonth = archiveMonthKey(Math.floor(index / 12), (index % 12) + 1);
  const recent = await daysWrittenSince(db, userId, firstMonth);
  const { current } = writingStreaks(recent, today);
  const daysRead = dayNumber(today) - dayNumber(`${firstMonth}-01`) + 1;
  return current < daysRead - 1 ? recent : daysWrittenSince(db, userId);
}

/**
 * The rows insights are made of (core insights/insights.ts adds them up). The period's diaries are read once —
 * their day, mood, weather, word count and lists, no text — and counted here by day and mood, by weather and mood,
 * and by place, person or story and mood: one pass over the rows costs less than a grouped statement for each
 * (docs/benchmarks.md, insights).
 */
async function insightsRows(db: Queryable, userId: string, period: InsightsRows['period'], today: string): Promise<InsightsRows> {
  const months = periodMonths(period);
  const all = db
    .selectFrom('diaries')
    .select(['id', 'archiveMonth', 'todayonhistory', 'status', 'weather', 'words', 'datetime', 'links'])
    .where('user', '=', userId);
  const diaries = await (months ? all.where('archiveMonth', '>=', months.first).where('archiveMonth', '<=', months.last) : all).execute();
  const lists = await listsOf(db, diaries);

  const dayMoods = new Map<string, InsightsRows['dayMoods'][number] & { diaries: number; words: number }>();
  const weatherMoods = new Map<string, { weather: number; status: string | null; diaries: number }>();
  const linkMoods = new Map<string, { facet: Facet; id: string; status: string | null; diaries: number }>();
  for (const diary of diaries) {
    const day = diaryDay(diary.archiveMonth, diary.todayonhistory);
    const status = diary.status;
    const counted = tally(dayMoods, `${day} ${status}`, () => ({ day, status, diaries: 0, words: 0, latest: '', diary: diary.id }));
    counted.diaries += 1;
    counted.words += Number(diary.words ?? 0);
    if (diary.datetime > counted.latest) counted.latest = diary.datetime;
    const weather = Number(diary.weather);
    tally(weatherMoods, `${weather} ${status}`, () => ({ weather, status, diaries: 0 })).diaries += 1;
    const links = lists.get(diary.id) ?? {};
    for (const [facet, field] of FACETS) {
      for (const id of new Set(links[field] ?? [])) tally(linkMoods, `${facet} ${id} ${status}`, () => ({ facet, id, status, diaries: 0 })).diaries += 1;
    }
  }

  const statuses = await db.selectFrom('statuses').select(['id', 'name', 'data', 'group', 'position']).where('user', '=', userId).execute();
  const names = new Map<string, string>();
  for (const table of Object.values(LIST_TABLES)) {
    for (const { id, name } of await db.selectFrom(table).select(['id', 'name']).where('user', '=', userId).execute()) names.set(id, name);
  }
  return {
    period,
    today,
    dayMoods: [...dayMoods.values()],
    // All time's days are the period's own.
    recentDays: months ? await recentDays(db, userId, today) : [...dayMoods.values()].map((d) => d.day),
    weatherMoods: [...weatherMoods.values()],
    linkMoods: [...linkMoods.values()],
    statuses: statuses.map((s) => {
      const emoji = (JSON.parse(s.data) as { emoji?: unknown }).emoji;
      return {
        id: s.id,
        name: s.name,
        ...(typeof emoji === 'string' ? { emoji } : {}),
        group: s.group,
        position: s.position === null ? null : Number(s.position),
      };
    }),
    names,
  };
}

/**
 * A period's insights as the person's records are now, or as kept from an earlier request at the same version of
 * them (items/list-answers.ts: sealed, and never given again after any write): a person going back and forth
 * between periods, or opening the screen again, does not have them counted again.
 */
async function insights(ctx: UserContext, payload: ParsedPayloadOf<typeof getInsights>) {
  const local = localDate(ctx.now, ctx.services.config.timeZone);
  const today = payload.today ?? calendarDay(local.year, local.month, local.day);
  const cipher = await ctx.services.keys.cipherOf(ctx.caller.userId, ctx.caller.dataKeys);
  return ctx.services.listAnswers.answer(cipher, ctx.caller.itemsVersion, { insights: payload.period, today }, async () =>
    insightsFrom(await insightsRows(ctx.services.database.db, ctx.caller.userId, payload.period, today)),
  );
}

export const insightsAnswers = [answers(getInsights, insights)];
