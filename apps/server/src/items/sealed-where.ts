import type { ItemClassName, Where } from '@diary/core';
import type { DatabaseKind } from '../db/database';
import type { UserCipher } from '../encryption/user-cipher';
import { containsKeyword } from '../encryption/blind-index';
import { byClass } from './by-class';
import type { Queryable } from './repository';
import { openRow, sealedColumns } from './sealed';
import { SPECS } from './spec';
import { compileWhere } from './where';

/**
 * Server-only clauses (a client's where cannot name them: core's schema is strict):
 * `$tokens` — the diary has every blind index token of a keyword (a candidate); `$ids` — the record
 * is one of these (the candidates that passed the exact check).
 */
export interface TokensClause {
  user: string;
  tokens: number[];
  needed: number;
}

type Clause = Record<string, unknown>;
type Ops = Record<string, unknown>;

const isOps = (value: unknown): value is Ops => typeof value === 'object' && value !== null && !Array.isArray(value) && !('__type' in value);

/** A clause's conditions on sealed columns, apart from $exists (emptiness is not sealed: SQL answers it). */
function sealedConditions(className: ItemClassName, clause: Clause): Array<[field: string, ops: Ops]> {
  const found: Array<[string, Ops]> = [];
  for (const field of sealedColumns(className)) {
    const condition = clause[field];
    if (condition === undefined) continue;
    const { $exists: _sqlAnswers, ...ops } = isOps(condition) ? condition : { $eq: condition };
    if (Object.keys(ops).length > 0) found.push([field, ops]);
  }
  return found;
}

/** The exact test, on the opened text, that SQL answered before the text was sealed (where.ts's operators). */
function matches(text: unknown, ops: Ops): boolean {
  for (const [op, value] of Object.entries(ops)) {
    if (value === undefined) continue;
    if (op === '$eq' && text !== value) return false;
    if (op === '$ne' && text === value) return false;
    if (op === '$contains' && !(typeof text === 'string' && containsKeyword(text, value as string))) return false;
  }
  return true;
}

/** The clause without its sealed conditions (their $exists kept), plus what replaces them. */
function replaced(className: ItemClassName, clause: Clause, extra: Clause): Clause {
  const out: Clause = { ...clause };
  for (const field of sealedColumns(className)) {
    const condition = clause[field];
    if (condition === undefined) continue;
    if (isOps(condition) && condition.$exists !== undefined) out[field] = { $exists: condition.$exists };
    else delete out[field];
  }
  return { ...out, ...extra };
}

/**
 * A where whose conditions on sealed text (`content $contains`, a title's `$eq`…) are made answerable
 * by SQL. SQL first finds the candidates — the records that meet the rest of the where and, for a
 * keyword in the content, have all its blind index tokens; their text is opened and tested exactly
 * as the condition says; each such condition then becomes "one of the records that passed".
 * Replacing a condition by a looser one only widens a where that has no negation, so the candidates
 * hold every answer, and the answer is exact.
 */
export async function unsealWhere(q: Queryable, kind: DatabaseKind, cipher: UserCipher, className: ItemClassName, where: Where | undefined): Promise<Where | undefined> {
  if (!where || sealedColumns(className).length === 0) return where;
  const clauses: Clause[] = [where, ...(where.$and ?? []), ...(where.$or ?? [])];
  const conditions = clauses.map((clause) => sealedConditions(className, clause));
  if (conditions.every((c) => c.length === 0)) return where;

  // Looser: a keyword in the content becomes its tokens; any other sealed condition, nothing.
  const loosen = (clause: Clause, i: number): Clause => {
    const keyword = conditions[i]!.find(([field, ops]) => field === 'content' && typeof ops.$contains === 'string')?.[1].$contains as string | undefined;
    if (conditions[i]!.length === 0) return clause;
    return replaced(className, clause, keyword === undefined ? {} : { $tokens: { user: cipher.userId, ...cipher.keywordQuery(keyword) } satisfies TokensClause });
  };
  const rebuild = (make: (clause: Clause, i: number) => Clause): Where => {
    const { $and, $or, ...top } = where;
    let i = 0;
    const next = make(top, i++) as Where;
    if ($and) next.$and = $and.map((c) => make(c, i++));
    if ($or) next.$or = $or.map((c) => make(c, i++));
    return next;
  };

  const table = SPECS[className].table;
  const candidates = await byClass(q)
    .selectFrom(table)
    .select(['id', ...sealedColumns(className)])
    .where('user', '=', cipher.userId)
    .where((eb) => compileWhere(kind, className, rebuild(loosen), eb))
    .execute();
  const passed = conditions.map(() => [] as string[]);
  for (const row of candidates) {
    const opened = openRow(cipher, className, row);
    conditions.forEach((clauseConditions, i) => {
      if (clauseConditions.length > 0 && clauseConditions.every(([field, ops]) => matches(opened[field], ops))) passed[i]!.push(String(row.id));
    });
  }
  return rebuild((clause, i) => (conditions[i]!.length === 0 ? clause : replaced(className, clause, { $ids: passed[i] })));
}
