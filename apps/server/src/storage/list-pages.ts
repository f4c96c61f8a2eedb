import type { ItemClassName, Where } from '@diary/core';
import { compiledOnceEach } from '../db/compiled-once';
import { countOf } from '../db/database';
import type { DatabaseKind, Db, Queryable } from '../db/types';
import type { UserCipher } from '../encryption/user-cipher';
import { ownedRows } from './owned-rows';
import { findRows } from './repository';
import { openRows, type OpenRow } from './sealed';
import { unsealWhere } from './sealed-where';
import { compileOrder, whereShape } from './where';

/*
 * A list's page and its count: the owner's records a where answers. Their statements are compiled once for
 * each shape of where (where.ts's whereShape: every month's page of everyone is one); a where's conditions on
 * sealed text are answered first (sealed-where.ts).
 */

export interface ListOptions {
  where?: Where;
  order?: string;
  skip?: number;
  limit?: number;
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
