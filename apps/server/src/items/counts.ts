import type { QueryResult } from 'kysely';
import { compiledOnce, compiledOnceEach } from '../db/compiled-once';
import { countOf, type Db, type Tx } from '../db/database';
import { byClass } from './by-class';
import { mergeData, type Links, type Row } from './codec';
import { newObjectId } from './ids';
import type { CountedClass } from './spec';
import { SPECS } from './spec';

/**
 * The records a diary is counted in: its month's archive, its weather, status, places, people and stories;
 * and whether it has a cover photo (only then can it be, or stop being, its month's newest diary with one).
 */
export interface DiaryRefs {
  archiveMonth: string;
  hasCover: boolean;
  weather: number;
  status: string | null;
  location: string[];
  people: string[];
  tag: string[];
}

export function diaryRefs(row: Row, links: Links | undefined): DiaryRefs {
  const data = typeof row.data === 'string' && row.data ? (JSON.parse(row.data) as { cover?: unknown }) : {};
  return {
    archiveMonth: String(row.archiveMonth),
    hasCover: Boolean(data.cover),
    weather: Number(row.weather ?? 0),
    status: row.status ? String(row.status) : null,
    location: links?.location ?? [],
    people: links?.people ?? [],
    tag: links?.tag ?? [],
  };
}

/**
 * What a transaction changed that counts depend on. Counts are never adjusted by a client's
 * increment: at the end of the transaction each touched record's count is recomputed from the
 * diaries that reference it, so no sequence of saves, edits and deletes can make one drift.
 */
export class CountChanges {
  readonly months = new Set<string>();
  /** Months whose newest diary with a photo may have changed (the archive shows its cover). */
  readonly coverMonths = new Set<string>();
  readonly weatherCodes = new Set<number>();
  readonly ids: Record<Exclude<CountedClass, 'archive' | 'weather'>, Set<string>> = {
    status: new Set(),
    location: new Set(),
    people: new Set(),
    tag: new Set(),
  };
  /** Archive and weather records whose count a client set or incremented. */
  readonly recordIds: Record<'archive' | 'weather', Set<string>> = { archive: new Set(), weather: new Set() };

  /** A diary as it was before a write, or as it is after it. */
  addDiary(refs: DiaryRefs): void {
    this.months.add(refs.archiveMonth);
    // A diary without a photo, written, moved or deleted, leaves its month's newest diary with one as it was.
    if (refs.hasCover) this.coverMonths.add(refs.archiveMonth);
    if (refs.weather !== 0) this.weatherCodes.add(refs.weather);
    if (refs.status) this.ids.status.add(refs.status);
    for (const field of ['location', 'people', 'tag'] as const) refs[field].forEach((id) => this.ids[field].add(id));
  }

  addRecord(className: CountedClass, objectId: string): void {
    if (className === 'archive' || className === 'weather') this.recordIds[className].add(objectId);
    else this.ids[className].add(objectId);
  }
}


/** The user's diaries, counted: a subquery of the recounts, or a query on its own. */
const diariesCounted = (db: Db, userId: string) => db.selectFrom('diaries').select((e) => e.fn.countAll<number>().as('n')).where('diaries.user', '=', userId);

/*
 * The recounts every save runs, each compiled once (compiled-once.ts). A value a statement uses twice is passed twice.
 */
const recountMonth = compiledOnce(
  (db: Db, userId: string, archiveMonth: string, owner: string, year: number, month: number) =>
    db
      .updateTable('archives')
      .set({ count: diariesCounted(db, userId).where('diaries.archiveMonth', '=', archiveMonth) })
      .where('user', '=', owner)
      .where('year', '=', year)
      .where('month', '=', month),
  5,
);
const recountWeather = compiledOnce(
  (db: Db, userId: string, weather: number, owner: string, code: number) =>
    db.updateTable('weathers').set({ count: diariesCounted(db, userId).where('diaries.weather', '=', weather) }).where('user', '=', owner).where('code', '=', code),
  4,
);
// A status id is the user's own (writes check every reference), so the index on status alone answers this.
const recountStatus = compiledOnce(
  (db: Db, userId: string, id: string) =>
    db
      .updateTable('statuses')
      .set((eb) => ({ count: eb.selectFrom('diaries').select((e) => e.fn.countAll<number>().as('n')).whereRef('diaries.status', '=', 'statuses.id') }))
      .where('user', '=', userId)
      .where('id', '=', id),
  2,
);
const recountListed = compiledOnceEach(
  (field: 'location' | 'people' | 'tag') => (db: Db, fieldName: string, userId: string, id: string) => {
    const table = SPECS[field].table;
    return byClass(db)
      .updateTable(table)
      .set((eb) => ({
        count: eb
          .selectFrom('itemLinks')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('itemLinks.field', '=', fieldName)
          // Covered by the (field, targetId) index: the target is the user's own, so no owner filter is needed.
          .whereRef('itemLinks.targetId', '=', `${table}.id`),
      }))
      .where('user', '=', userId)
      .where('id', '=', id);
  },
  3,
);

const updatedAny = (result: QueryResult<unknown>) => Number(result.numAffectedRows ?? 0) > 0;

/** The month's archive or the weather record a diary needs, when its recount found none: made with its count. */
async function createCounted(tx: Tx, userId: string, stamp: string, table: 'archives' | 'weathers', key: Record<string, number>, counting: ReturnType<typeof diariesCounted>) {
  // Read on its own, PostgreSQL answers the count as a string, which countOf takes.
  const count = countOf(await counting.executeTakeFirst());
  if (count > 0) await byClass(tx).insertInto(table).values({ ...key, id: newObjectId(), user: userId, count, createdAt: stamp, updatedAt: stamp, data: '{}' }).execute();
}

/** Recomputes every touched count; creates the month's archive and the weather record a diary needs. */
export async function recomputeCounts(tx: Tx, userId: string, changes: CountChanges, now: Date): Promise<void> {
  const stamp = now.toISOString();

  for (const id of changes.recordIds.archive) {
    const row = await tx.selectFrom('archives').select(['year', 'month']).where('id', '=', id).where('user', '=', userId).executeTakeFirst();
    if (row) {
      const month = `${row.year}-${String(row.month).padStart(2, '0')}`;
      changes.months.add(month);
      changes.coverMonths.add(month);
    }
  }
  for (const id of changes.recordIds.weather) {
    const row = await tx.selectFrom('weathers').select('code').where('id', '=', id).where('user', '=', userId).executeTakeFirst();
    if (row) changes.weatherCodes.add(row.code);
  }

  for (const month of changes.months) {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    if (!updatedAny(await recountMonth(tx, userId, month, userId, year, monthNumber))) {
      await createCounted(tx, userId, stamp, 'archives', { year, month: monthNumber }, diariesCounted(tx, userId).where('diaries.archiveMonth', '=', month));
    }
    if (changes.coverMonths.has(month)) await refreshDiaryCover(tx, userId, stamp, month);
  }
  for (const code of changes.weatherCodes) {
    if (!updatedAny(await recountWeather(tx, userId, code, userId, code))) {
      await createCounted(tx, userId, stamp, 'weathers', { code }, diariesCounted(tx, userId).where('diaries.weather', '=', code));
    }
  }

  for (const id of changes.ids.status) await recountStatus(tx, userId, id);
  for (const field of ['location', 'people', 'tag'] as const) {
    for (const id of changes.ids[field]) await recountListed(field)(tx, field, userId, id);
  }
}

/** Diaries read at a time while looking for the month's newest photo (most months find it in the first). */
const COVER_SEARCH_PAGE = 20;

/** The cover and average colour of the month's newest diary that has a photo (a diary's cover lives in its data). */
export async function newestDiaryCover(tx: Tx, userId: string, archiveMonth: string): Promise<{ cover: string; imageAveRGB: unknown } | null> {
  for (let offset = 0; ; offset += COVER_SEARCH_PAGE) {
    const rows = await tx
      .selectFrom('diaries')
      .select('data')
      .where('user', '=', userId)
      .where('archiveMonth', '=', archiveMonth)
      .orderBy('datetime', 'desc')
      .orderBy('id', 'desc')
      .limit(COVER_SEARCH_PAGE)
      .offset(offset)
      .execute();
    for (const row of rows) {
      const data = JSON.parse(row.data) as { cover?: unknown; imageAveRGB?: unknown };
      if (typeof data.cover === 'string' && data.cover) return { cover: data.cover, imageAveRGB: data.imageAveRGB ?? null };
    }
    if (rows.length < COVER_SEARCH_PAGE) return null;
  }
}

/**
 * Keeps on the month's archive the photo of its newest diary that has one (core's archiveMonthCover
 * shows it when the archive has no cover of its own), so the archive view needs no query per month.
 */
async function refreshDiaryCover(tx: Tx, userId: string, stamp: string, archiveMonth: string): Promise<void> {
  const [year, month] = archiveMonth.split('-').map(Number) as [number, number];
  const archive = await tx.selectFrom('archives').select(['id', 'data']).where('user', '=', userId).where('year', '=', year).where('month', '=', month).executeTakeFirst();
  if (!archive) return;
  const newest = await newestDiaryCover(tx, userId, archiveMonth);
  const data = JSON.parse(archive.data) as { diaryCover?: unknown; diaryImageAveRGB?: unknown };
  const next = { diaryCover: newest?.cover ?? null, diaryImageAveRGB: newest?.imageAveRGB ?? null };
  if ((data.diaryCover ?? null) === next.diaryCover && JSON.stringify(data.diaryImageAveRGB ?? null) === JSON.stringify(next.diaryImageAveRGB)) return;
  await tx.updateTable('archives').set({ data: mergeData(archive.data, next), updatedAt: stamp }).where('id', '=', archive.id).execute();
}
