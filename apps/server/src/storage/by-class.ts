import type { ItemClassName } from '@diary/core';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, ItemColumns } from '../db/tables';
import type { Queryable } from '../db/types';
import type { TABLES } from './spec';

export type ItemTableName = (typeof TABLES)[ItemClassName];

/**
 * An item table as code that picks it by class at run time sees it: any column by name, those
 * every item table has keeping their types where a query names them (`selectAll` answers plain
 * records). Which other columns a class has is its spec's (spec.ts; test/schema.test.ts checks
 * them against the migrated tables), and the codecs read their values.
 */
type AnyItemTable = ItemColumns & Record<string, unknown>;
export type ByClassSchema = Omit<DatabaseSchema, ItemTableName> & Record<ItemTableName, AnyItemTable>;

/**
 * The database for queries over a table chosen by class (`SPECS[className].table`). Kysely types a
 * query by the table named in it, and a table known only at run time has no one row type (a union
 * of table names would let any column of any of them through): this is the one place the item
 * tables are loosened, and only for such queries.
 */
export function byClass(q: Queryable): Kysely<ByClassSchema> {
  return q as unknown as Kysely<ByClassSchema>;
}
