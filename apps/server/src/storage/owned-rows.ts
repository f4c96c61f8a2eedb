import type { ItemClassName, Where } from '@diary/core';
import { sql, type SqlBool } from 'kysely';
import type { DatabaseKind, Queryable } from '../db/types';
import { byClass, type ItemTableName } from './by-class';
import { SPECS } from './spec';
import { compileWhere } from './where';

/*
 * The owner condition the server adds to every statement that reads a user's item rows (the user is never
 * taken from what a client sends): one form for rows chosen by a where, one for rows named by id.
 */

/**
 * Rows of one user's records of a class chosen by a where: every list, count and search of items
 * starts here, so none can leave the owner condition out.
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

/**
 * The owner condition for records named by id: checked on each row found by its key, not looked up by the
 * user index (`|| ''` keeps the index off, on SQLite and PostgreSQL alike). Otherwise SQLite, whose
 * statistics say a user has a few photos on average, walks all of one user's thousands to find the 20 a
 * page includes (test/query-plans.test.ts).
 */
export const ownerOnRow = (table: ItemTableName, userId: string) => sql<SqlBool>`${sql.ref(`${table}.user`)} || '' = ${userId}`;
