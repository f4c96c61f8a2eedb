import { archiveMonthKey } from '@diary/core';
import type { QueryResult } from 'kysely';
import { compiledOnce, compiledOnceEach } from '../db/compiled-once';
import { countOf } from '../db/database';
import type { Db, Tx } from '../db/types';
import { byClass } from '../storage/by-class';
import { mergeData, type Links, type Row } from '../storage/codec';
import { newObjectId } from '../storage/ids';
import { SPECS, type CountedClass } from '../storage/spec';

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

/** The lists that show their newest diary's photo where they have no cover of their own (as a month does). */
const COVERED_BY_DIARIES = ['location', 'tag'] as const;
type CoveredByDiaries = (typeof COVERED_BY_DIARIES)[number];

/** A diary enters the records it is counted in (+1), or leaves them (-1). */
type Move = 1 | -1;

/** A count's moves in one transaction, by record: the sum of +1 and -1 each diary written gave it. */
class Moves<K> {
  readonly byKey = new Map<K, number>();
  add(key: K, move: Move): void {
    this.byKey.set(key, (this.byKey.get(key) ?? 0) + move);
  }
  /** The records whose count moved: a diary moved within one (an edit that kept its place) moves nothing. */
  *moved(): Iterable<[K, number]> {
    for (const entry of this.byKey) if (entry[1] !== 0) yield entry;
  }
}

/**
 * What a transaction changed that counts depend on. Each write gives the diary as it was before it (its
 * records lose one) and as it is after it (they gain one), both from the rows the write read and wrote,
 * never from a client's count: a client's count or Increment changes nothing. Before the transaction
 * commits, each count moves by its sum, in the same transaction and under the user's write lock (SQLite's
 * one writer; the user's advisory lock on PostgreSQL), so the counts stay exactly the number of diaries
 * in each record however many saves, edits and deletes run, and a save costs the same whatever the
 * number of diaries already counted (a recount read them all: docs/benchmarks.md).
 */
export class CountChanges {
  readonly months = new Moves<string>();
  /** Months whose newest diary with a photo may have changed (the archive shows its cover). */
  readonly coverMonths = new Set<string>();
  /** Places and stories whose newest diary with a photo may have changed (their cards show it when they have no cover). */
  readonly coverListed: Record<CoveredByDiaries, Set<string>> = { location: new Set(), tag: new Set() };
  readonly weathers = new Moves<number>();
  readonly listed: Record<Exclude<CountedClass, 'archive' | 'weather'>, Moves<string>> = {
    status: new Moves(),
    location: new Moves(),
    people: new Moves(),
    tag: new Moves(),
  };
  /** Archive and weather records a client made or renamed (another month, another code): counted in full. */
  readonly recounted: Record<'archive' | 'weather', Set<string>> = { archive: new Set(), weather: new Set() };

  /** A diary as it was before a write (`-1`: it leaves its records), or as it is after it (`+1`). */
  diary(refs: DiaryRefs, move: Move): void {
    this.months.add(refs.archiveMonth, move);
    // A diary without a photo, written, moved or deleted, leaves its month's newest diary with one as it was.
    if (refs.hasCover) {
      this.coverMonths.add(refs.archiveMonth);
      for (const field of COVERED_BY_DIARIES) refs[field].forEach((id) => this.coverListed[field].add(id));
    }
    if (refs.weather !== 0) this.weathers.add(refs.weather, move);
    if (refs.status) this.listed.status.add(refs.status, move);
    for (const field of ['location', 'people', 'tag'] as const) refs[field].forEach((id) => this.listed[field].add(id, move));
  }

  recount(className: 'archive' | 'weather', objectId: string): void {
    this.recounted[className].add(objectId);
  }
}

/** The user's diaries, counted: a subquery of the recounts, or a query on its own. */
const diariesCounted = (db: Db, userId: string) =>
  db
    .selectFrom('diaries')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('diaries.user', '=', userId);

/*
 * The statements that move a count, and those that count a month or a weather code in full (an archive or a
 * weather record a client made, or one a diary needs and nobody made yet), each compiled once (compiled-once.ts).
 * A value a statement uses twice is passed twice.
 */
const moveMonth = compiledOnce(
  (db: Db, move: number, userId: string, year: number, month: number) =>
    db
      .updateTable('archives')
      .set((eb) => ({ count: eb('count', '+', move) }))
      .where('user', '=', userId)
      .where('year', '=', year)
      .where('month', '=', month),
  4,
);
const moveWeather = compiledOnce(
  (db: Db, move: number, userId: string, code: number) =>
    db
      .updateTable('weathers')
      .set((eb) => ({ count: eb('count', '+', move) }))
      .where('user', '=', userId)
      .where('code', '=', code),
  3,
);
const moveListed = compiledOnceEach(
  (field: 'status' | 'location' | 'people' | 'tag') => (db: Db, move: number, userId: string, id: string) =>
    byClass(db)
      .updateTable(SPECS[field].table)
      .set((eb) => ({ count: eb('count', '+', move) }))
      .where('user', '=', userId)
      .where('id', '=', id),
  3,
);
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
    db
      .updateTable('weathers')
      .set({ count: diariesCounted(db, userId).where('diaries.weather', '=', weather) })
      .where('user', '=', owner)
      .where('code', '=', code),
  4,
);

const updatedAny = (result: QueryResult<unknown>) => Number(result.numAffectedRows ?? 0) > 0;

/** The month's archive or the weather record a diary needs, when none was there to move: made with its count. */
async function createCounted(
  tx: Tx,
  userId: string,
  stamp: string,
  table: 'archives' | 'weathers',
  key: Record<string, number>,
  counting: ReturnType<typeof diariesCounted>,
) {
  // Read on its own, PostgreSQL answers the count as a string, which countOf takes.
  const count = countOf(await counting.executeTakeFirst());
  if (count > 0)
    await byClass(tx)
      .insertInto(table)
      .values({ ...key, id: newObjectId(), user: userId, count, createdAt: stamp, updatedAt: stamp, data: '{}' })
      .execute();
}

const yearAndMonth = (archiveMonth: string) => archiveMonth.split('-').map(Number) as [number, number];

/** Moves every count the transaction changed; counts in full the archives and weather records made or renamed. */
export async function applyCountChanges(tx: Tx, userId: string, changes: CountChanges, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const recountMonths = new Set<string>();
  const recountCodes = new Set<number>();
  // A month whose archive a client made or renamed also takes its newest diary's cover.
  const coverMonths = new Set(changes.coverMonths);
  for (const id of changes.recounted.archive) {
    const row = await tx.selectFrom('archives').select(['year', 'month']).where('id', '=', id).where('user', '=', userId).executeTakeFirst();
    const month = row && archiveMonthKey(row.year, row.month);
    if (month) {
      recountMonths.add(month);
      coverMonths.add(month);
    }
  }
  for (const id of changes.recounted.weather) {
    const row = await tx.selectFrom('weathers').select('code').where('id', '=', id).where('user', '=', userId).executeTakeFirst();
    if (row) recountCodes.add(row.code);
  }

  for (const [month, move] of changes.months.moved()) {
    if (recountMonths.has(month)) continue;
    const [year, monthNumber] = yearAndMonth(month);
    // No archive yet (the month's first diary), or a client deleted it: made with the month's diaries counted.
    if (!updatedAny(await moveMonth(tx, move, userId, year, monthNumber)) && move > 0) recountMonths.add(month);
  }
  for (const month of recountMonths) {
    const [year, monthNumber] = yearAndMonth(month);
    if (!updatedAny(await recountMonth(tx, userId, month, userId, year, monthNumber))) {
      await createCounted(tx, userId, stamp, 'archives', { year, month: monthNumber }, diariesCounted(tx, userId).where('diaries.archiveMonth', '=', month));
    }
  }
  for (const month of coverMonths) await refreshDiaryCover(tx, userId, stamp, month);
  for (const field of COVERED_BY_DIARIES) for (const id of changes.coverListed[field]) await refreshListedCover(tx, userId, stamp, field, id);

  for (const [code, move] of changes.weathers.moved()) {
    if (!recountCodes.has(code) && !updatedAny(await moveWeather(tx, move, userId, code)) && move > 0) recountCodes.add(code);
  }
  for (const code of recountCodes) {
    if (!updatedAny(await recountWeather(tx, userId, code, userId, code))) {
      await createCounted(tx, userId, stamp, 'weathers', { code }, diariesCounted(tx, userId).where('diaries.weather', '=', code));
    }
  }

  // A status, place, person or story a diary names is the writer's (writes check every reference); one deleted in
  // the same transaction has no row left to move.
  for (const field of ['status', 'location', 'people', 'tag'] as const) {
    for (const [id, move] of changes.listed[field].moved()) await moveListed(field)(tx, move, userId, id);
  }
}

/** Diaries read at a time while looking for the newest photo (most months and lists find it in the first). */
const COVER_SEARCH_PAGE = 20;

type DiaryCover = { cover: string; imageAveRGB: unknown };

/** The cover and average colour of the newest diary a query finds that has a photo (a diary's cover lives in its data). */
async function newestCoverAmong(page: (offset: number) => Promise<Array<{ data: string }>>): Promise<DiaryCover | null> {
  for (let offset = 0; ; offset += COVER_SEARCH_PAGE) {
    const rows = await page(offset);
    for (const row of rows) {
      const data = JSON.parse(row.data) as { cover?: unknown; imageAveRGB?: unknown };
      if (typeof data.cover === 'string' && data.cover) return { cover: data.cover, imageAveRGB: data.imageAveRGB ?? null };
    }
    if (rows.length < COVER_SEARCH_PAGE) return null;
  }
}

/** The cover of the month's newest diary that has a photo. */
export function newestDiaryCover(tx: Tx, userId: string, archiveMonth: string): Promise<DiaryCover | null> {
  return newestCoverAmong((offset) =>
    tx
      .selectFrom('diaries')
      .select('data')
      .where('user', '=', userId)
      .where('archiveMonth', '=', archiveMonth)
      .orderBy('datetime', 'desc')
      .orderBy('id', 'desc')
      .limit(COVER_SEARCH_PAGE)
      .offset(offset)
      .execute(),
  );
}

/** The cover of the newest diary that has a photo among those in a place or a story (itemLinks finds them). */
function newestListedCover(tx: Tx, userId: string, field: CoveredByDiaries, id: string): Promise<DiaryCover | null> {
  return newestCoverAmong((offset) =>
    tx
      .selectFrom('itemLinks')
      .innerJoin('diaries', 'diaries.id', 'itemLinks.ownerId')
      .select('diaries.data')
      .where('itemLinks.field', '=', field)
      .where('itemLinks.targetId', '=', id)
      .where('itemLinks.user', '=', userId)
      .where('diaries.user', '=', userId)
      .orderBy('diaries.datetime', 'desc')
      .orderBy('diaries.id', 'desc')
      .limit(COVER_SEARCH_PAGE)
      .offset(offset)
      .execute(),
  );
}

/** A record's kept newest-diary cover, changed only when it differs (no write, no new updatedAt, when it is the same). */
function changedDiaryCover(data: string, newest: DiaryCover | null): { diaryCover: string | null; diaryImageAveRGB: unknown } | null {
  const kept = JSON.parse(data) as { diaryCover?: unknown; diaryImageAveRGB?: unknown };
  const next = { diaryCover: newest?.cover ?? null, diaryImageAveRGB: newest?.imageAveRGB ?? null };
  const same = (kept.diaryCover ?? null) === next.diaryCover && JSON.stringify(kept.diaryImageAveRGB ?? null) === JSON.stringify(next.diaryImageAveRGB);
  return same ? null : next;
}

/**
 * Keeps on a place or a story the photo of its newest diary that has one (core's coverShown shows it when the
 * record has no cover of its own), so its card shows a photo, not a mark, with no query per card.
 */
async function refreshListedCover(tx: Tx, userId: string, stamp: string, field: CoveredByDiaries, id: string): Promise<void> {
  const table = SPECS[field].table;
  const record = await byClass(tx).selectFrom(table).select(['id', 'data']).where('user', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!record) return;
  const next = changedDiaryCover(record.data, await newestListedCover(tx, userId, field, id));
  if (next)
    await byClass(tx)
      .updateTable(table)
      .set({ data: mergeData(record.data, next), updatedAt: stamp })
      .where('id', '=', id)
      .execute();
}

/**
 * Keeps on the month's archive the photo of its newest diary that has one (core's coverShown
 * shows it when the archive has no cover of its own), so the archive view needs no query per month.
 */
async function refreshDiaryCover(tx: Tx, userId: string, stamp: string, archiveMonth: string): Promise<void> {
  const [year, month] = archiveMonth.split('-').map(Number) as [number, number];
  const archive = await tx
    .selectFrom('archives')
    .select(['id', 'data'])
    .where('user', '=', userId)
    .where('year', '=', year)
    .where('month', '=', month)
    .executeTakeFirst();
  if (!archive) return;
  const next = changedDiaryCover(archive.data, await newestDiaryCover(tx, userId, archiveMonth));
  if (!next) return;
  await tx
    .updateTable('archives')
    .set({ data: mergeData(archive.data, next), updatedAt: stamp })
    .where('id', '=', archive.id)
    .execute();
}
