import type pg from 'pg';

/**
 * PostgreSQL parses and plans an unnamed statement anew every time it is sent; a save sends some twenty, the same
 * twenty every time. Named, a statement is parsed once on each connection (node-postgres remembers which it has
 * prepared) and then only bound and run (docs/benchmarks.md: where a save's PostgreSQL time went).
 *
 * Every statement with parameters gets the name of its text. The texts are the server's own (Kysely compiles the
 * values out), so they are few; past MOST_NAMED (an import's many-row inserts, lists of ids of every length) the
 * rest go unnamed as before. Statements without parameters (begin, commit, savepoints) stay on the simple protocol.
 */
const MOST_NAMED = 2_000;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MOST_NAMED) {
    name = `diary_${names.size}`;
    names.set(text, name);
  }
  return name;
}

type Query = (text: unknown, values?: unknown) => Promise<unknown>;

/** The pool, its clients each preparing the server's statements by name as they first send them. */
export function preparingStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const named: Query = (text, values) => {
      const name = typeof text === 'string' && Array.isArray(values) && values.length > 0 ? nameOf(text) : undefined;
      return name ? query({ name, text, values }) : query(text, values);
    };
    (client as unknown as { query: Query }).query = named;
  });
  return pool;
}
