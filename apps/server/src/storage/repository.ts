import type { ClassName, FieldsOf, ItemClassName, RecordOf } from '@diary/core';
import { sql } from 'kysely';
import { compiledOnceEach } from '../db/compiled-once';
import type { Db, Queryable, Tx } from '../db/types';
import type { UserCipher } from '../encryption/user-cipher';
import { fail } from '../errors/api-failure';
import { byClass, type ItemTableName } from './by-class';
import { decodeRow, encodeFields, mergeData, type Links, type Row, type WireRecord } from './codec';
import { newObjectId } from './ids';
import { ownerOnRow } from './owned-rows';
import { hasSealedFields, openRow, openRows, sealColumns, sealData, type OpenRow } from './sealed';
import { diaryWords, indexDiary, unindexDiary } from './search-index';
import { SPECS, type ClassSpec } from './spec';

/*
 * A user's item records by id, and their writes: each statement names the owner (owned-rows.ts), rows are opened
 * as they are read and what people wrote is sealed as it is written (sealed.ts), and a diary's search index
 * follows its writes (search-index.ts). Lists of records by a where are list-pages.ts's.
 */

/** findRow's statement, compiled once for each table: an update or a delete reads the record first. */
const rowById = compiledOnceEach(
  (table: ItemTableName) => (db: Db, objectId: string, userId: string) =>
    byClass(db).selectFrom(table).selectAll().where('id', '=', objectId).where('user', '=', userId),
  2,
);

export async function findRow(q: Queryable, cipher: UserCipher, className: ItemClassName, objectId: string): Promise<OpenRow | undefined> {
  const row = (await rowById(SPECS[className].table)(q, objectId, cipher.userId)).rows[0];
  return row && openRow(cipher, className, row);
}

/** These of the user's records (any number), opened. */
export async function findRows(q: Queryable, cipher: UserCipher, className: ItemClassName, objectIds: readonly string[]): Promise<OpenRow[]> {
  return openRows(cipher, className, await storedRowsById(q, SPECS[className].table, cipher.userId, objectIds));
}

/** These of the user's rows of a table (any number), as stored: what people wrote in them still sealed. */
export async function storedRowsById(q: Queryable, table: ItemTableName, userId: string, objectIds: readonly string[]) {
  if (objectIds.length === 0) return [];
  return (await rowsByIdOf(`${table} ${objectIds.length}`)(q, ...objectIds, userId)).rows;
}

/** The query of findRows. */
export const rowsById = (q: Queryable, table: ItemTableName, userId: string, objectIds: readonly string[]) =>
  byClass(q)
    .selectFrom(table)
    .selectAll()
    .where('id', 'in', [...objectIds])
    .where(ownerOnRow(table, userId));

/** rowsById compiled once for each table and number of ids ("files 3"), a page's includes and a save's photos: the ids, then the owner. */
const rowsByIdOf = compiledOnceEach(
  (shape: string) => {
    const [table, count] = shape.split(' ') as [ItemTableName, string];
    return (db: Db, ...values: string[]) => rowsById(db, table, values[Number(count)]!, values.slice(0, Number(count)));
  },
  (shape) => Number(shape.split(' ')[1]) + 1,
);

/** The classes an ownedIds statement asks about, each with how many ids, from its shape ("tag:2 location:1"). */
const shapeParts = (shape: string) =>
  shape.split(' ').map((part) => {
    const [className, count] = part.split(':');
    return [className as ItemClassName, Number(count)] as const;
  });

/** ownedIds' statement, compiled once for each shape (every save checks its lists): each class's ids, then the owner. */
const ownedIdsOf = compiledOnceEach(
  (shape: string) =>
    (db: Db, ...values: string[]) => {
      let at = 0;
      const [first, ...rest] = shapeParts(shape).map(([className, count]) => {
        const ids = values.slice(at, at + count);
        const userId = values[at + count]!;
        at += count + 1;
        const table = SPECS[className].table;
        return byClass(db)
          .selectFrom(table)
          .select([sql.lit(className).as('className'), 'id'])
          .where('id', 'in', ids)
          .where(ownerOnRow(table, userId));
      });
      return rest.reduce((union, next) => union.unionAll(next), first!);
    },
  (shape) => shapeParts(shape).reduce((values, [, count]) => values + count + 1, 0),
);

/** Which of these ids, by class, are the user's records ("tag:abc"): one query for every class asked about. */
export async function ownedIds(q: Queryable, userId: string, wanted: ReadonlyArray<readonly [ItemClassName, readonly string[]]>): Promise<Set<string>> {
  const asked = wanted.map(([className, ids]) => [className, [...new Set(ids)]] as const).filter(([, ids]) => ids.length > 0);
  if (asked.length === 0) return new Set();
  const shape = asked.map(([className, ids]) => `${className}:${ids.length}`).join(' ');
  const { rows } = await ownedIdsOf(shape)(q, ...asked.flatMap(([, ids]) => [...ids, userId]));
  return new Set(rows.map((r) => `${r.className}:${r.id}`));
}

/** The lists of pointers of these records, in their saved order. */
export async function loadLinks(q: Queryable, ownerIds: readonly string[]): Promise<Map<string, Links>> {
  const byOwner = new Map<string, Links>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await q
    .selectFrom('itemLinks')
    .select(['ownerId', 'field', 'targetId'])
    .where('ownerId', 'in', [...ownerIds])
    .orderBy('ownerId')
    .orderBy('field')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const links = byOwner.get(row.ownerId) ?? {};
    (links[row.field] ??= []).push(row.targetId);
    byOwner.set(row.ownerId, links);
  }
  return byOwner;
}

/** Whether a class's records keep a copy of their lists of pointers on their row (db/tables/items.ts's LinksColumn). */
const keepsLinks = (className: ClassName) => Object.keys(SPECS[className].links).length > 0;

/** Lists as the `links` column keeps them: the empty ones left out. */
const linksColumn = (links: Links) => JSON.stringify(Object.fromEntries(Object.entries(links).filter(([, ids]) => ids.length > 0)));

/** A record's lists as they are before a write changes them: its row's copy, or itemLinks for a row without one. */
async function listsOf(tx: Tx, row: OpenRow): Promise<Links> {
  if (typeof row.links === 'string') return JSON.parse(row.links) as Links;
  return (await loadLinks(tx, [String(row.id)])).get(String(row.id)) ?? {};
}

/**
 * Takes a record being deleted out of every `field` list it is in. The lists' owners drop their copies
 * first, and read their lists from itemLinks until they are written again.
 */
export async function removeFromLists(tx: Tx, userId: string, field: string, targetId: string): Promise<void> {
  const owners = tx.selectFrom('itemLinks').select('ownerId').where('field', '=', field).where('targetId', '=', targetId).where('user', '=', userId);
  for (const spec of Object.values(SPECS)) {
    if (field in spec.links) await byClass(tx).updateTable(spec.table).set({ links: null }).where('user', '=', userId).where('id', 'in', owners).execute();
  }
  await tx.deleteFrom('itemLinks').where('field', '=', field).where('targetId', '=', targetId).where('user', '=', userId).execute();
}

/**
 * Rows as wire records of their class; `withLinks: false` leaves their lists of pointers out. A row
 * answers its lists from its own copy; only rows without one have theirs read from itemLinks (one query
 * for all of them). The rows were written through the class's field schema and the codec restores
 * exactly that, so this is the one place a stored row takes the contract's record type.
 */
export async function decodeRows<C extends ClassName>(q: Queryable, className: C, rows: OpenRow[], withLinks = true): Promise<Array<RecordOf<C> & WireRecord>> {
  const spec = SPECS[className];
  const decoded = (row: OpenRow, links: Links | undefined) => decodeRow(spec, row, links) as RecordOf<C> & WireRecord;
  if (!withLinks) return rows.map((row) => decoded(row, undefined));
  if (!keepsLinks(className)) return rows.map((row) => decoded(row, {}));
  const uncopied = rows.filter((row) => typeof row.links !== 'string').map((row) => String(row.id));
  const read = uncopied.length > 0 ? await loadLinks(q, uncopied) : undefined;
  return rows.map((row) => decoded(row, typeof row.links === 'string' ? (JSON.parse(row.links) as Links) : (read?.get(String(row.id)) ?? {})));
}

/** One row as a wire record of its class. */
export async function decodeRecord<C extends ClassName>(q: Queryable, className: C, row: OpenRow, withLinks = true): Promise<RecordOf<C> & WireRecord> {
  return (await decodeRows(q, className, [row], withLinks))[0]!;
}

/** insertRow's statement, compiled once for each table and set of columns ("diaries id user …"). */
const insertRowOf = compiledOnceEach(
  (shape: string) => {
    const [table, ...columns] = shape.split(' ');
    return (db: Db, ...values: unknown[]) =>
      byClass(db)
        .insertInto(table as ItemTableName)
        .values(Object.fromEntries(columns.map((column, i) => [column, values[i]])) as never);
  },
  (shape) => shape.split(' ').length - 1,
);

/** Inserts a record's row; a column left undefined is left out, as Kysely leaves it out. */
function insertRow(tx: Tx, table: ItemTableName, row: Row): Promise<unknown> {
  const columns = Object.keys(row).filter((column) => row[column] !== undefined);
  return insertRowOf([table, ...columns].join(' '))(tx, ...columns.map((column) => row[column]));
}

/** A list entry's values, in the order of its columns in the statement below. */
const LINK_COLUMNS = ['ownerId', 'field', 'position', 'targetId', 'user'] as const;

/** writeLinks' insert, compiled once for each number of entries (a save writes a few, of as many shapes). */
const insertLinks = compiledOnceEach(
  (entries: number) =>
    (db: Db, ...values: Array<string | number>) =>
      db.insertInto('itemLinks').values(
        Array.from({ length: entries }, (_, entry) => {
          // As given: while it is compiled, each value is a placeholder that must reach the statement untouched.
          const [ownerId, field, position, targetId, user] = values.slice(entry * LINK_COLUMNS.length, (entry + 1) * LINK_COLUMNS.length) as [
            string,
            string,
            number,
            string,
            string,
          ];
          return { ownerId, field, position, targetId, user };
        }),
      ),
  (entries) => entries * LINK_COLUMNS.length,
);

async function writeLinks(tx: Tx, userId: string, ownerId: string, links: Links, isNew: boolean): Promise<void> {
  const fields = Object.keys(links);
  if (fields.length === 0) return;
  if (!isNew) await tx.deleteFrom('itemLinks').where('ownerId', '=', ownerId).where('field', 'in', fields).execute();
  const values = Object.entries(links).flatMap(([field, targetIds]) => targetIds.flatMap((targetId, position) => [ownerId, field, position, targetId, userId]));
  if (values.length > 0) await insertLinks(values.length / LINK_COLUMNS.length)(tx, ...values);
}

/** Column values and data as stored: what people wrote sealed, under the record's own id. */
function stored(cipher: UserCipher, className: ItemClassName, objectId: string, columns: Row, data: string): { columns: Row; data: string } {
  if (!hasSealedFields(className)) return { columns, data };
  return { columns: sealColumns(cipher, className, objectId, columns), data: sealData(cipher, className, objectId, data) };
}

export async function insertRecord<C extends ItemClassName>(
  tx: Tx,
  cipher: UserCipher,
  className: C,
  fields: FieldsOf<C>,
  now: Date,
  extraColumns: Row = {},
  chosenId?: string,
): Promise<{ objectId: string; createdAt: string }> {
  // Widened from its class: Kysely types a query by the one table named in it.
  const spec: ClassSpec<ItemClassName> = SPECS[className];
  const { columns, data, links } = encodeFields(spec, fields);
  // A client may choose the id (so a retried write can be recognised: items/service.ts answers the writer's own); an id in use by anyone else is refused.
  if (chosenId && (await byClass(tx).selectFrom(spec.table).select('id').where('id', '=', chosenId).executeTakeFirst())) {
    fail('duplicateName', `a ${className} with objectId ${chosenId} already exists`);
  }
  const objectId = chosenId ?? newObjectId();
  const createdAt = now.toISOString();
  const row = stored(cipher, className, objectId, { ...columns, ...extraColumns }, mergeData(undefined, data));
  await insertRow(tx, spec.table, {
    ...row.columns,
    id: objectId,
    user: cipher.userId,
    createdAt,
    updatedAt: createdAt,
    data: row.data,
    ...(keepsLinks(className) ? { links: linksColumn(links) } : {}),
  });
  await writeLinks(tx, cipher.userId, objectId, links, true);
  if (className === 'diary') await indexDiary(tx, cipher, objectId, diaryWords(columns));
  return { objectId, createdAt };
}

/** Changes a record read with findRow: what it keeps of what people wrote is sealed again with what changes. */
export async function updateRecord<C extends ItemClassName>(
  tx: Tx,
  cipher: UserCipher,
  className: C,
  current: OpenRow,
  fields: Partial<FieldsOf<C>>,
  now: Date,
  extraColumns: Row = {},
): Promise<{ objectId: string; updatedAt: string }> {
  // Widened from its class: Kysely types a query by the one table named in it.
  const spec: ClassSpec<ItemClassName> = SPECS[className];
  const { columns, data, links } = encodeFields(spec, fields);
  const objectId = String(current.id);
  const updatedAt = now.toISOString();
  const row = stored(cipher, className, objectId, { ...columns, ...extraColumns }, mergeData(current.data, data));
  // The lists written now replace theirs in the row's copy; the others are kept.
  const copied = keepsLinks(className) && Object.keys(links).length > 0 ? { links: linksColumn({ ...(await listsOf(tx, current)), ...links }) } : {};
  await byClass(tx)
    .updateTable(spec.table)
    .set({ ...row.columns, updatedAt, data: row.data, ...copied })
    .where('id', '=', objectId)
    .where('user', '=', cipher.userId)
    .execute();
  await writeLinks(tx, cipher.userId, objectId, links, false);
  // Either text changed: the entry is made again of both, the one kept as it was.
  if (className === 'diary' && ('title' in columns || 'content' in columns)) await indexDiary(tx, cipher, objectId, diaryWords({ ...current, ...columns }));
  return { objectId, updatedAt };
}

/** Deletes a record read with findRow (a diary's index tokens go with it). */
export async function deleteRecord(tx: Tx, cipher: UserCipher, className: ItemClassName, current: OpenRow): Promise<void> {
  const objectId = String(current.id);
  await byClass(tx).deleteFrom(SPECS[className].table).where('id', '=', objectId).where('user', '=', cipher.userId).execute();
  await tx.deleteFrom('itemLinks').where('ownerId', '=', objectId).where('user', '=', cipher.userId).execute();
  if (className === 'diary') await unindexDiary(tx, objectId);
}
