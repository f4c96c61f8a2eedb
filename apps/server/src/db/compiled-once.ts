import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './types';

/**
 * Stands for the value at `index` while a query is compiled; no value a request sends can equal it (a request's
 * text may not hold a NUL, http/restful.ts).
 */
export const parameter = (index: number) => `\u0000parameter ${index}\u0000`;

export const isParameter = (value: unknown): value is string => typeof value === 'string' && value.startsWith('\u0000parameter ');

/**
 * A query compiled once per database and run with new values. Kysely builds and compiles a query anew each time it
 * runs: about 40–50 µs a statement, an eighth of a kept month page for the session's statement, and a sixth of a
 * save's CPU over its twenty statements, all of it inside the write lock. `build` makes the query from placeholders
 * for its values, which must each be one parameter of it, in order (a value used twice is passed twice).
 *
 * Kept by the database's adapter, which its transactions share (no plugin rewrites queries here): a query compiled
 * for the database runs as it is in any of its transactions.
 */
export function compiledOnce<R, P extends unknown[]>(build: (db: Db, ...values: P) => Compilable<R>, arity: P['length']) {
  const compiled = new WeakMap<object, CompiledQuery<R>>();
  return async (db: Db, ...values: P): Promise<QueryResult<R>> => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      const placeholders = Array.from({ length: arity }, (_, i) => parameter(i)) as P;
      query = build(db, ...placeholders).compile();
      if (query.parameters.length !== arity || query.parameters.some((value, i) => value !== parameter(i))) {
        throw new Error(`compiledOnce: the query's parameters are not its ${arity} values in order: ${query.sql}`);
      }
      compiled.set(adapter, query);
    }
    return db.executeQuery<R>({ ...query, parameters: values });
  };
}

/** The most kinds of one query compiledOnceEach keeps compiled; the one compiled longest ago goes first. */
const MOST_KINDS = 200;

/**
 * compiledOnce for each of a few kinds of one query (one a table, say, or a shape: how many values of each sort), each
 * compiled when first run. `arity` is the number of values of every kind, or of each kind.
 */
export function compiledOnceEach<K, R, P extends unknown[]>(
  build: (kind: K) => (db: Db, ...values: P) => Compilable<R>,
  arity: P['length'] | ((kind: K) => number),
) {
  const byKind = new Map<K, (db: Db, ...values: P) => Promise<QueryResult<R>>>();
  return (kind: K) => {
    let run = byKind.get(kind);
    if (!run) {
      if (byKind.size >= MOST_KINDS) byKind.delete(byKind.keys().next().value as K);
      byKind.set(kind, (run = compiledOnce(build(kind), typeof arity === 'function' ? arity(kind) : arity)));
    }
    return run;
  };
}
