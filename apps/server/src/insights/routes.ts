import { calendarDay, diaryDay, FACET_FIELDS, getInsights, insightsFrom, periodMonths, type InsightsRows, type ParsedPayloadOf } from '@diary/core';
import { sql } from 'kysely';
import { answers, type UserContext } from '../context';
import type { Queryable } from '../db/types';
import { localDate } from '../items/diary-rules';

type Facet = keyof typeof FACET_FIELDS;
const FACET_OF_FIELD = Object.fromEntries(Object.entries(FACET_FIELDS).map(([facet, field]) => [field, facet])) as Record<string, Facet>;
const LIST_TABLES = { location: 'locations', people: 'people', tag: 'tags' } as const;

/**
 * The rows insights are made of (core insights/insights.ts adds them up), each a grouped count over the user's
 * diaries in the period: by day and mood, by weather and mood, by place, person or story and mood. No text is
 * read: a diary's words are its kept count.
 */
async function insightsRows(db: Queryable, userId: string, period: InsightsRows['period'], today: string): Promise<InsightsRows> {
  const months = periodMonths(period);
  const diaries = () => {
    const all = db.selectFrom('diaries').where('diaries.user', '=', userId);
    return months ? all.where('diaries.archiveMonth', '>=', months.first).where('diaries.archiveMonth', '<=', months.last) : all;
  };
  const dayMoods = await diaries()
    .select(['archiveMonth', 'todayonhistory', 'status'])
    .select((eb) => [
      eb.fn.countAll<number>().as('diaries'),
      sql<number>`coalesce(sum("words"), 0)`.as('words'),
      eb.fn.max('datetime').as('latest'),
      eb.fn.max('id').as('diary'),
    ])
    .groupBy(['archiveMonth', 'todayonhistory', 'status'])
    .execute();
  // The current streak runs on before the period: every day with a diary is read (all time is the period's own).
  const writtenDays = months
    ? (await db.selectFrom('diaries').select(['archiveMonth', 'todayonhistory']).distinct().where('user', '=', userId).execute()).map((d) =>
        diaryDay(d.archiveMonth, d.todayonhistory),
      )
    : dayMoods.map((d) => diaryDay(d.archiveMonth, d.todayonhistory));
  const weatherMoods = await diaries()
    .select(['weather', 'status'])
    .select((eb) => eb.fn.countAll<number>().as('diaries'))
    .groupBy(['weather', 'status'])
    .execute();
  const linkMoods = await diaries()
    .innerJoin('itemLinks', 'itemLinks.ownerId', 'diaries.id')
    .where('itemLinks.user', '=', userId)
    .where('itemLinks.field', 'in', Object.keys(LIST_TABLES))
    .select(['itemLinks.field', 'itemLinks.targetId', 'diaries.status'])
    .select((eb) => eb.fn.countAll<number>().as('diaries'))
    .groupBy(['itemLinks.field', 'itemLinks.targetId', 'diaries.status'])
    .execute();
  const statuses = await db.selectFrom('statuses').select(['id', 'name', 'data', 'group', 'position']).where('user', '=', userId).execute();
  const names = new Map<string, string>();
  for (const table of Object.values(LIST_TABLES)) {
    for (const { id, name } of await db.selectFrom(table).select(['id', 'name']).where('user', '=', userId).execute()) names.set(id, name);
  }
  return {
    period,
    today,
    dayMoods: dayMoods.map((d) => ({
      day: diaryDay(d.archiveMonth, d.todayonhistory),
      status: d.status,
      diaries: Number(d.diaries),
      words: Number(d.words),
      latest: String(d.latest),
      diary: String(d.diary),
    })),
    writtenDays,
    weatherMoods: weatherMoods.map((w) => ({ weather: Number(w.weather), status: w.status, diaries: Number(w.diaries) })),
    linkMoods: linkMoods.map((l) => ({ facet: FACET_OF_FIELD[l.field]!, id: l.targetId, status: l.status, diaries: Number(l.diaries) })),
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

async function insights(ctx: UserContext, payload: ParsedPayloadOf<typeof getInsights>) {
  const local = localDate(ctx.now, ctx.services.config.timeZone);
  const today = payload.today ?? calendarDay(local.year, local.month, local.day);
  return insightsFrom(await insightsRows(ctx.services.database.db, ctx.caller.userId, payload.period, today));
}

export const insightsAnswers = [answers(getInsights, insights)];
