import type { ItemClassName, Where } from '@diary/core';
import type { DatabaseKind, Queryable } from '../db/types';
import { keywordTest } from '../encryption/blind-index';
import type { UserCipher } from '../encryption/user-cipher';
import { ownedRows } from './owned-rows';
import { sealedColumns } from './sealed';
import { keywordCandidates } from './search-index';
import { SPECS } from './spec';
import { compileOrder } from './where';

/**
 * The server-only clause this adds (a client's where cannot name it: core's schema is strict):
 * `$ids` — the record is one of these.
 */

/** A clause of a where and a field's operators, walked by field name as core's Where is (a record of any field). */
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

/**
 * Where a keyword asked of a field is looked for: a diary's words are its title's and its content's, and the
 * search (core's search list and a list's sub-keyword ask `content $contains`) finds either, as the index
 * holds both (search-index.ts). Each text is tested on its own: a keyword is never found across the two.
 */
const keywordFields = (className: ItemClassName, field: string): readonly string[] =>
  className === 'diary' && field === 'content' ? ['content', 'title'] : [field];

/** The fields a condition reads. */
const fieldsOf = (className: ItemClassName, [field, ops]: [string, Ops]): readonly string[] =>
  typeof ops.$contains === 'string' ? [...new Set([field, ...keywordFields(className, field)])] : [field];

/** Whether a condition on a diary's text can be narrowed by the index: a keyword in its title or content (both are indexed). */
const indexedKeyword = (className: ItemClassName, [field, ops]: [string, Ops]): string | undefined =>
  className === 'diary' && (field === 'content' || field === 'title') && typeof ops.$contains === 'string' ? ops.$contains : undefined;

/**
 * The exact test, on the plain bytes of the candidates' sealed values (by field, by candidate), that SQL answered
 * before the text was sealed (where.ts's operators), a keyword looked for where keywordFields says.
 */
function testOf(className: ItemClassName, [field, ops]: [string, Ops], plain: ReadonlyMap<string, Buffer[]>): (candidate: number) => boolean {
  const own = plain.get(field)!;
  const tests: Array<(candidate: number) => boolean> = [];
  for (const [op, value] of Object.entries(ops)) {
    if (value === undefined) continue;
    if (op === '$eq') tests.push((n) => own[n]!.toString('utf8') === value);
    if (op === '$ne') tests.push((n) => own[n]!.toString('utf8') !== value);
    if (op === '$contains') {
      const test = keywordTest(value as string);
      const searched = keywordFields(className, field).map((f) => plain.get(f)!);
      tests.push((n) => searched.some((values) => test(values[n]!)));
    }
  }
  return (n) => tests.every((test) => test(n));
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

/** A where made answerable by SQL, and — when its conditions on sealed text all must hold — the answer itself. */
export interface UnsealedWhere {
  where: Where | undefined;
  /**
   * Every record the where answers, in the list's order: known when no sealed condition is inside an
   * `$or`, since the candidates then meet every other condition already, and those that pass the
   * check are the answer. The page and the total are then taken from it, without asking SQL again.
   */
  matching?: string[];
}

/**
 * A where whose conditions on sealed text (`content $contains`, a title's `$eq`…) are made answerable
 * by SQL. SQL first finds the candidates — the records that meet the rest of the where and, for a
 * keyword in a diary's title or content, have all its blind index tokens; their text is read and tested
 * exactly as the condition says; each such condition then becomes "one of the records that passed".
 * Replacing a condition by a looser one only widens a where that has no negation, so the candidates
 * hold every answer, and the answer is exact.
 */
export async function unsealWhere(
  q: Queryable,
  kind: DatabaseKind,
  cipher: UserCipher,
  className: ItemClassName,
  where: Where | undefined,
  order?: string,
): Promise<UnsealedWhere> {
  if (!where || sealedColumns(className).length === 0) return { where };
  const clauses: Clause[] = [where, ...(where.$and ?? []), ...(where.$or ?? [])];
  const conditions = clauses.map((clause) => sealedConditions(className, clause));
  if (conditions.every((c) => c.length === 0)) return { where };

  // Looser: a keyword in a diary's title or content becomes the diaries with its tokens; any other sealed condition, nothing.
  const looser = conditions.map((clauseConditions) => {
    const keyword = clauseConditions.map((condition) => indexedKeyword(className, condition)).find((k) => k !== undefined);
    return keyword === undefined ? {} : { $ids: keywordCandidates(q, cipher, keyword) };
  });
  const rebuild = (make: (clause: Clause, i: number) => Clause): Where => {
    const { $and, $or, ...top } = where;
    let i = 0;
    const next = make(top, i++) as Where;
    if ($and) next.$and = $and.map((c) => make(c, i++));
    if ($or) next.$or = $or.map((c) => make(c, i++));
    return next;
  };
  const loosen = (clause: Clause, i: number) => (conditions[i]!.length === 0 ? clause : replaced(className, clause, looser[i]!));

  // Only the fields the conditions read are read, and read in one go (UserCipher.peek), in the list's order.
  const fields = [...new Set(conditions.flat().flatMap((condition) => fieldsOf(className, condition)))];
  let query = ownedRows(q, kind, cipher.userId, className, rebuild(loosen)).select([`${SPECS[className].table}.id as id`, ...fields]);
  for (const [column, direction] of compileOrder(className, order)) query = query.orderBy(column, direction);
  const candidates = await query.execute();
  const plain = new Map(fields.map((field) => [field, cipher.peek(candidates.map((row) => String(row[field] ?? '')))]));
  // Each clause's conditions, checked once per candidate.
  const passing = conditions.map((clauseConditions) => {
    const tests = clauseConditions.map((condition) => testOf(className, condition, plain));
    return candidates.map((_, n) => tests.every((test) => test(n)));
  });
  const passes = (i: number, n: number) => passing[i]![n]!;
  const passed = conditions.map((clauseConditions, i) =>
    clauseConditions.length === 0 ? [] : candidates.filter((_, n) => passes(i, n)).map((row) => String(row.id)),
  );

  const unsealed = rebuild((clause, i) => (conditions[i]!.length === 0 ? clause : replaced(className, clause, { $ids: passed[i] })));
  const inOr = conditions.slice(1 + (where.$and?.length ?? 0)).some((c) => c.length > 0);
  if (inOr) return { where: unsealed };
  const conjunctive = conditions.map((c, i) => (c.length > 0 ? i : -1)).filter((i) => i >= 0);
  return { where: unsealed, matching: candidates.filter((_, n) => conjunctive.every((i) => passes(i, n))).map((row) => String(row.id)) };
}
