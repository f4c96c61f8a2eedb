import type { ClassName, ItemClassName, RecordOf, Where } from '@diary/core';
import { sql } from 'kysely';
import { countOf, type DatabaseKind, type Db, type Tx } from '../db/database';
import { byClass } from './by-class';
import { decodeRow, encodeFields, mergeData, type Links, type Row, type WireRecord } from './codec';
import { fail } from '../http/api-failure';
import { newObjectId } from './ids';
import { SPECS } from './spec';
import { compileOrder, compileWhere } from './where';

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
 * caller can forget it: every read and write of an item goes through this file.
 */
function ownedRows(q: Queryable, kind: DatabaseKind, userId: string, className: ItemClassName, where: Where | undefined) {
  const table = SPECS[className].table;
  return byClass(q)
    .selectFrom(table)
    .where(`${table}.user`, '=', userId)
    .$if(where !== undefined, (query) => query.where((eb) => compileWhere(kind, className, where!, eb)));
}

export async function selectRows(q: Queryable, kind: DatabaseKind, userId: string, className: ItemClassName, options: ListOptions): Promise<Row[]> {
  let query = ownedRows(q, kind, userId, className, options.where).selectAll();
  for (const [column, direction] of compileOrder(className, options.order)) query = query.orderBy(column, direction);
  return query
    .limit(options.limit ?? 10)
    .offset(options.skip ?? 0)
    .execute();
}

export async function countRows(q: Queryable, kind: DatabaseKind, userId: string, className: ItemClassName, where: Where | undefined): Promise<number> {
  const row = await ownedRows(q, kind, userId, className, where)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return countOf(row);
}

export async function findRow(q: Queryable, userId: string, className: ItemClassName, objectId: string): Promise<Row | undefined> {
  const table = SPECS[className].table;
  return byClass(q).selectFrom(table).selectAll().where('id', '=', objectId).where('user', '=', userId).executeTakeFirst();
}

/** Which of these ids, by class, are the user's records ("tag:abc"): one query for every class asked about. */
export async function ownedIds(q: Queryable, userId: string, wanted: ReadonlyArray<readonly [ItemClassName, readonly string[]]>): Promise<Set<string>> {
  const asked = wanted.filter(([, ids]) => ids.length > 0);
  if (asked.length === 0) return new Set();
  const [first, ...rest] = asked.map(([className, ids]) =>
    byClass(q)
      .selectFrom(SPECS[className].table)
      .select([sql.lit(className).as('className'), 'id'])
      .where('user', '=', userId)
      .where('id', 'in', [...new Set(ids)]),
  );
  const query = rest.reduce((union, next) => union.unionAll(next), first!);
  const rows = await query.execute();
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

/**
 * Rows as wire records of their class; `withLinks: false` leaves their lists of pointers out (and
 * saves the query). The rows were written through the class's field schema and the codec restores
 * exactly that, so this is the one place a stored row takes the contract's record type.
 */
export async function decodeRows<C extends ClassName>(q: Queryable, className: C, rows: Row[], withLinks = true): Promise<Array<RecordOf<C> & WireRecord>> {
  const spec = SPECS[className];
  const links = withLinks && Object.keys(spec.links).length > 0 ? await loadLinks(q, rows.map((r) => String(r.id))) : undefined;
  return rows.map((row) => decodeRow(spec, row, links ? (links.get(String(row.id)) ?? {}) : withLinks ? {} : undefined) as RecordOf<C> & WireRecord);
}

/** One row as a wire record of its class. */
export async function decodeRecord<C extends ClassName>(q: Queryable, className: C, row: Row, withLinks = true): Promise<RecordOf<C> & WireRecord> {
  return (await decodeRows(q, className, [row], withLinks))[0]!;
}

async function writeLinks(tx: Tx, userId: string, ownerId: string, links: Links, isNew: boolean): Promise<void> {
  const fields = Object.keys(links);
  if (fields.length === 0) return;
  if (!isNew) await tx.deleteFrom('itemLinks').where('ownerId', '=', ownerId).where('field', 'in', fields).execute();
  const rows = Object.entries(links).flatMap(([field, targetIds]) => targetIds.map((targetId, position) => ({ ownerId, field, position, targetId, user: userId })));
  if (rows.length > 0) await tx.insertInto('itemLinks').values(rows).execute();
}

export async function insertRecord(
  tx: Tx,
  userId: string,
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
  await byClass(tx)
    .insertInto(spec.table)
    .values({ ...columns, ...extraColumns, id: objectId, user: userId, createdAt, updatedAt: createdAt, data: mergeData(undefined, data) })
    .execute();
  await writeLinks(tx, userId, objectId, links, true);
  return { objectId, createdAt };
}

export async function updateRecord(
  tx: Tx,
  userId: string,
  className: ItemClassName,
  current: Row,
  fields: Record<string, unknown>,
  now: Date,
  extraColumns: Row = {},
): Promise<{ objectId: string; updatedAt: string }> {
  const spec = SPECS[className];
  const { columns, data, links } = encodeFields(spec, fields);
  const objectId = String(current.id);
  const updatedAt = now.toISOString();
  await byClass(tx)
    .updateTable(spec.table)
    .set({ ...columns, ...extraColumns, updatedAt, data: mergeData(current.data, data) })
    .where('id', '=', objectId)
    .where('user', '=', userId)
    .execute();
  await writeLinks(tx, userId, objectId, links, false);
  return { objectId, updatedAt };
}

export async function deleteRecord(tx: Tx, userId: string, className: ItemClassName, objectId: string): Promise<void> {
  await byClass(tx).deleteFrom(SPECS[className].table).where('id', '=', objectId).where('user', '=', userId).execute();
  await tx.deleteFrom('itemLinks').where('ownerId', '=', objectId).where('user', '=', userId).execute();
}
