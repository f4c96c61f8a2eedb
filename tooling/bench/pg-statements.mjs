// Where a load's PostgreSQL time goes, from pg_stat_statements (BENCH_PG_STATEMENTS=1 with server.mjs): the
// statements ranked by their total execution time, each with its calls, time and buffers per request of the load.
// Statements run inside functions and triggers are counted too (track = all), so a trigger's work shows by itself.
import { execFileSync } from 'node:child_process';
import { postgresProgram } from '../postgres/cluster.js';

/** The cluster settings that load the extension; pass them to startPostgres. */
export const STATEMENT_SETTINGS = { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all', track_io_timing: 'on' };

const psql = (url, query) => execFileSync(postgresProgram('psql'), ['--dbname', url, '-qAtX', '-F', '\t', '-c', query], { encoding: 'utf8' });

/** Counting from now on (the extension is made on first use). */
export function resetStatements(url) {
  psql(url, 'create extension if not exists pg_stat_statements; select pg_stat_statements_reset()');
}

/** A table of the statements counted since the reset, per request of the load (`requests`), the costliest first. */
export function statementsTable(url, requests, rows = 15) {
  const lines = psql(
    url,
    `select calls, total_exec_time, shared_blks_hit, shared_blks_read, shared_blks_dirtied, wal_bytes, regexp_replace(query, '\\s+', ' ', 'g')
       from pg_stat_statements where query not like '%pg_stat_statements%' order by total_exec_time desc`,
  )
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [calls, ms, hit, read, dirtied, wal, query] = line.split('\t');
      return { calls: Number(calls), ms: Number(ms), hit: Number(hit), read: Number(read), dirtied: Number(dirtied), wal: Number(wal), query };
    });
  const totalMs = lines.reduce((sum, s) => sum + s.ms, 0);
  const totalCalls = lines.reduce((sum, s) => sum + s.calls, 0);
  const per = (n) => (n / requests).toFixed(2);
  const table = [
    `PostgreSQL execution time: ${((totalMs / requests) * 1000).toFixed(0)} µs a request over ${requests} requests; ${(totalCalls / requests).toFixed(1)} statements run a request (those of triggers too), of ${lines.length} kinds`,
    '| share | µs a request | calls a request | µs a call | blocks hit / read / dirtied a request | WAL bytes a request | statement |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...lines
      .slice(0, rows)
      .map(
        (s) =>
          `| ${((s.ms / totalMs) * 100).toFixed(1)} % | ${((s.ms / requests) * 1000).toFixed(0)} | ${per(s.calls)} | ${((s.ms / s.calls) * 1000).toFixed(0)} | ${per(s.hit)} / ${per(s.read)} / ${per(s.dirtied)} | ${per(s.wal)} | \`${s.query.slice(0, 160)}\` |`,
      ),
  ];
  return table.join('\n');
}
