import type { ClassName, ItemClassName, RecordOf, Where } from '@diary/core';
import { sql, type SqlBool } from 'kysely';
import { compiledOnceEach } from '../db/compiled-once';
import { countOf, type DatabaseKind, type Db, type Tx } from '../db/database';
import { byClass, type ItemTableName } from './by-class';
import { decodeRow, encodeFields, mergeData, type Links, type Row, type WireRecord } from './codec';
import type { UserCipher } from '../encryption/user-cipher';
import { fail } from '../http/api-failure';
import { newObjectId } from './ids';
import { hasSealedFields, openRow, openRows, sealColumns, sealData, type OpenRow } from './sealed';
import { indexDiary, unindexDiary } from './search-index';
import { unsealWhere } from './sealed-where';
import { SPECS } from './spec';
import { compileOrder, compileWhere, whereShape } from './where';

/** Reads run on the database or inside a transaction. */
export type Queryable = Db | Tx;

export interface ListOptions {
  where?: Where;
  order?: string;
  skip?: number;
  limit?: number;
}

/**
 * Rows of one user's records of a class. The owner condition is always added here, so no
 * caller can forget it: every read and write of an item goes through this file. The owner is
 * the user whose cipher is given; their rows are opened with it as they are read.
 */
export function ownedRows(q: Queryable, kind: DatabaseKind, userId: string, className: ItemClassName, where: Where | undefined) {
  const table = SPECS[className].table;
  return byClass(q)
    .selectFrom(table)
    .where(ownerIs(kind, table, userId, where))
    .$if(where !== undefined, (query) => query.where((eb) => compileWhere(kind, className, where!, eb)));
}

/** Whether every record a where answers is one of a list of ids (`$ids`, sealed-where.ts). */
const namesIds = (where: Where | undefined) => where !== undefined && ('$ids' in where || (where.$and ?? []).some((clause) => '$ids' in clause));

/**
 * The owner condition. When the where names the records by id, SQLite would still walk all of the
 * user's rows by the user index and look each up in the list; the unary + keeps the condition off
 * the index, so each listed record is found by its key instead.
 */
function ownerIs(kind: DatabaseKind, table: string, userId: string, where: Where | undefined) {
  const column = sql.ref(`${table}.user`);
  return kind === 'sqlite' && namesIds(where) ? sql<SqlBool>`+${column} = ${userId}` : sql<SqlBool>`${column} = ${userId}`;
}

/** A list's page: the owner's rows the where answers, in the order asked, `limit` of them from `offset`. */
function pageQuery(
  q: Queryable,
  kind: DatabaseKind,
  userId: string,
  className: ItemClassName,
  where: Where | undefined,
  order: string | undefined,
  limit: number,
  offset: number,
) {
  let query = ownedRows(q, kind, userId, className, where).selectAll();
  for (const [column, direction] of compileOrder(className, order)) query = query.orderBy(column, direction);
  return query.limit(limit).offset(offset);
}

/** How many of the owner's rows the where answers. */
const countQuery = (q: Queryable, kind: DatabaseKind, userId: string, className: ItemClassName, where: Where | undefined) =>
  ownedRows(q, kind, userId, className, where).select((eb) => eb.fn.countAll().as('n'));

/** What makes a list's SQL: its where's shape (where.ts), and how many values that binds after the owner. */
interface ListShape {
  kind: DatabaseKind;
  className: ItemClassName;
  where?: Where;
  order?: string;
  bound: number;
}

/**
 * A list's statement under its shape, as the key it is compiled once by, and the where's values; undefined for
 * a where of no fixed shape (a keyword, a distance), which is built and compiled for each request as before.
 */
function listShape(
  kind: DatabaseKind,
  className: ItemClassName,
  where: Where | undefined,
  order: string | undefined,
): { key: string; values: unknown[] } | undefined {
  const shape = where === undefined ? { where: undefined, values: [] } : whereShape(className, where, 1);
  if (!shape) return undefined;
  const key: ListShape = { kind, className, where: shape.where, order, bound: shape.values.length };
  return { key: JSON.stringify(key), values: shape.values };
}

/** The page's statement compiled once for each shape of list (a month's page is one): the owner, the where's values, the limit, the offset. */
const pageOfShape = compiledOnceEach(
  (key: string) => {
    const { kind, className, where, order, bound } = JSON.parse(key) as ListShape;
    return (db: Db, userId: string, ...values: unknown[]) =>
      pageQuery(db, kind, userId, className, where, order, values[bound] as number, values[bound + 1] as number);
  },
  (key) => (JSON.parse(key) as ListShape).bound + 3,
);

/** The count's statement compiled once for each shape of list: the owner, then the where's values. */
const countOfShape = compiledOnceEach(
  (key: string) => {
    const { kind, className, where } = JSON.parse(key) as ListShape;
    return (db: Db, userId: string, ..._values: unknown[]) => countQuery(db, kind, userId, className, where);
  },
  (key) => (JSON.parse(key) as ListShape).bound + 1,
);

async function selectOpened(
  q: Queryable,
  kind: DatabaseKind,
  cipher: UserCipher,
  className: ItemClassName,
  options: ListOptions,
  where: Where | undefined,
): Promise<OpenRow[]> {
  const [limit, offset] = [options.limit ?? 10, options.skip ?? 0];
  const shape = listShape(kind, className, where, options.order);
  const rows = shape
    ? (await pageOfShape(shape.key)(q, cipher.userId, ...shape.values, limit, offset)).rows
    : await pageQuery(q, kind, cipher.userId, className, where, options.order, limit, offset).execute();
  return openRows(cipher, className, rows);
}

async function countWhere(q: Queryable, kind: DatabaseKind, userId: string, className: ItemClassName, where: Where | undefined): Promise<number> {
  const shape = listShape(kind, className, where, undefined);
  const row = shape
    ? (await countOfShape(shape.key)(q, userId, ...shape.values)).rows[0]
    : await countQuery(q, kind, userId, className, where).executeTakeFirst();
  return countOf(row);
}

export async function selectRows(q: Queryable, kind: DatabaseKind, cipher: UserCipher, className: ItemClassName, options: ListOptions): Promise<OpenRow[]> {
  return (await listRows(q, kind, cipher, className, options, false)).rows;
}

export async function countRows(q: Queryable, kind: DatabaseKind, cipher: UserCipher, className: ItemClassName, where: Where | undefined): Promise<number> {
  const unsealed = await unsealWhere(q, kind, cipher, className, where);
  return unsealed.matching?.length ?? countWhere(q, kind, cipher.userId, className, unsealed.where);
}

/** A page and, when asked, the total: the where's sealed conditions are answered once for both. */
export async function listRows(
  q: Queryable,
  kind: DatabaseKind,
  cipher: UserCipher,
  className: ItemClassName,
  options: ListOptions,
  withCount: true,
): Promise<{ rows: OpenRow[]; count: number }>;
export async function listRows(
  q: Queryable,
  kind: DatabaseKind,
  cipher: UserCipher,
  className: ItemClassName,
  options: ListOptions,
  withCount: boolean,
): Promise<{ rows: OpenRow[]; count: number | undefined }>;
export async function listRows(
  q: Queryable,
  kind: DatabaseKind,
  cipher: UserCipher,
  className: ItemClassName,
  options: ListOptions,
  withCount: boolean,
): Promise<{ rows: OpenRow[]; count: number | undefined }> {
  const { where, matching } = await unsealWhere(q, kind, cipher, className, options.where, options.order);
  if (matching) {
    // The search answered it already, in order: the page is a slice of it, looked up by id.
    const skip = options.skip ?? 0;
    const page = matching.slice(skip, skip + (options.limit ?? 10));
    const byId = new Map((await findRows(q, cipher, className, page)).map((row) => [String(row.id), row]));
    return { rows: page.flatMap((id) => byId.get(id) ?? []), count: withCount ? matching.length : undefined };
  }
  // The page and the total are independent reads: on PostgreSQL they run side by side. (One statement with
  // `count(*) over ()` would read every matching row in full before cutting the page: all of someone's
  // thousands of diaries for the first page of "all"; the count alone reads only the index.)
  const [rows, count] = await Promise.all([
    selectOpened(q, kind, cipher, className, options, where),
    withCount ? countWhere(q, kind, cipher.userId, className, where) : undefined,
  ]);
  return { rows, count };
}

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

/**
 * The owner condition for records named by id: checked on each row found by its key, not looked up by the
 * user index (`|| ''` keeps the index off, on SQLite and PostgreSQL alike). Otherwise SQLite, whose
 * statistics say a user has a few photos on average, walks all of one user's thousands to find the 20 a
 * page includes (test/query-plans.test.ts).
 */
export const ownerOnRow = (table: ItemTableName, userId: string) => sql<SqlBool>`${sql.ref(`${table}.user`)} || '' = ${userId}`;

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

export async function insertRecord(
  tx: Tx,
  cipher: UserCipher,
  className: ItemClassName,
  fields: Record<string, unknown>,
  now: Date,
  extraColumns: Row = {},
  chosenId?: string,
): Promise<{ objectId: string; createdAt: string }> {
  const spec = SPECS[className];
  const { columns, data, links } = encodeFields(spec, fields);
  // A client may choose the id (so a retried write can be recognised); an id in use by anyone is refused.
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
  if (className === 'diary') await indexDiary(tx, cipher, objectId, String(columns.content ?? ''));
  return { objectId, createdAt };
}

/** Changes a record read with findRow: what it keeps of what people wrote is sealed again with what changes. */
export async function updateRecord(
  tx: Tx,
  cipher: UserCipher,
  className: ItemClassName,
  current: OpenRow,
  fields: Record<string, unknown>,
  now: Date,
  extraColumns: Row = {},
): Promise<{ objectId: string; updatedAt: string }> {
  const spec = SPECS[className];
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
  if (className === 'diary' && typeof columns.content === 'string') await indexDiary(tx, cipher, objectId, columns.content);
  return { objectId, updatedAt };
}

/** Deletes a record read with findRow (a diary's index tokens go with it). */
export async function deleteRecord(tx: Tx, cipher: UserCipher, className: ItemClassName, current: OpenRow): Promise<void> {
  const objectId = String(current.id);
  await byClass(tx).deleteFrom(SPECS[className].table).where('id', '=', objectId).where('user', '=', cipher.userId).execute();
  await tx.deleteFrom('itemLinks').where('ownerId', '=', objectId).where('user', '=', cipher.userId).execute();
  if (className === 'diary') await unindexDiary(tx, objectId);
}
