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
import { answers, type Services, type UserContext } from '../context';
import type { Queryable } from '../db/types';
import { localDate } from '../items/diary-rules';
import { TABLES } from '../storage/spec';
import { addedUp } from './month-counts';

/** The current streak is looked for in the last two months first; all time only when it runs on past them. */
const RECENT_MONTHS = 2;

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
 * The rows insights are made of (core insights/insights.ts adds them up): the period's months as counted and kept
 * (month-counts.ts), the person's moods, and the names of their places, people and stories. No text is read.
 */
async function insightsRows(services: Services, userId: string, period: InsightsRows['period'], today: string): Promise<InsightsRows> {
  const db = services.database.db;
  const months = periodMonths(period);
  // Independent reads, at once (on PostgreSQL each on a connection of its own).
  const [counts, statuses, recent, ...lists] = await Promise.all([
    services.insightMonths.of(userId, months),
    db.selectFrom('statuses').select(['id', 'name', 'data', 'group', 'position']).where('user', '=', userId).execute(),
    months ? recentDays(db, userId, today) : undefined,
    ...Object.values(FACET_FIELDS)
      .map((field) => TABLES[field])
      .map((table) => db.selectFrom(table).select(['id', 'name']).where('user', '=', userId).execute()),
  ]);
  const { dayMoods, weatherMoods, linkMoods } = addedUp(counts);
  return {
    period,
    today,
    dayMoods,
    // All time's days are the period's own.
    recentDays: recent ?? dayMoods.map((d) => d.day),
    weatherMoods,
    linkMoods,
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
    names: new Map(lists.flat().map(({ id, name }) => [id, name])),
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
    insightsFrom(await insightsRows(ctx.services, ctx.caller.userId, payload.period, today)),
  );
}

export const insightsAnswers = [answers(getInsights, insights)];
