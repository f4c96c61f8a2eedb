// Keyword search benchmark (not a test): one user with 10,000 diaries of a generated corpus (Chinese and English words
// drawn with a Zipf law, 20–120 words a diary), written through the real HTTP API of the built server, then searched with
// keywords of three kinds — rare (in at most 0.5 % of the diaries), medium (0.5–5 %) and common (5–30 %) — and a mix of
// them (40 % / 40 % / 20 %), one request at a time, English keywords in upper case half of the time. Prints the server's
// own time per request (its Server-Timing header) at p50 and p99, and the size of the blind index.
//
//   node tooling/bench/search.mjs [--db sqlite|postgres|both] [--diaries 10000] [--requests 300] [--server apps/server/dist/main.js] [--keep]
//   BENCH_PROFILE_DIR=/tmp/p … writes a CPU profile of the server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { freePort, postgresProgram, startPostgres } from '../postgres/cluster.js';
import { apiCall, benchServerEnv, signInWithTrial, startBuiltServer } from './built-server.mjs';
import { corpus, seeded } from './corpus.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    diaries: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '300' },
    server: { type: 'string', default: path.resolve(here, '../../apps/server/dist/main.js') },
    // Leaves the seeded data directory (and prints it) instead of removing it, to look at the database afterwards.
    keep: { type: 'boolean', default: false },
  },
});
const DIARIES = Number(args.diaries);
const REQUESTS = Number(args.requests);
const MAIN = path.resolve(args.server);

const rand = seeded(11);
const pad = (n) => String(n).padStart(2, '0');

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Bytes the blind index takes (its tables and indexes), and the diaries table beside it. */
async function indexSize(db, env, dir) {
  if (db === 'sqlite') {
    const require = createRequire(path.resolve(here, '../../apps/server/package.json'));
    const SQLite = require('better-sqlite3');
    const connection = new SQLite(path.join(dir, 'diary.sqlite'), { readonly: true });
    try {
      const bytes = (pattern) => connection.prepare('select coalesce(sum(pgsize), 0) as n from dbstat where name like ?').get(pattern).n;
      return { indexBytes: bytes('searchIndex%') + bytes('searchRefs%') + bytes('sqlite_autoindex_searchRefs%'), diaryBytes: bytes('diaries') };
    } finally {
      connection.close();
    }
  }
  const run = (query) => execFileSync(postgresProgram('psql'), ['--dbname', env.DIARY_DATABASE_URL, '-At', '-c', query], { encoding: 'utf8' }).trim();
  const hasTable = run(`select count(*) from information_schema.tables where table_name = 'searchTokenSets'`) === '1';
  return {
    indexBytes: hasTable ? Number(run(`select pg_total_relation_size('"searchTokenSets"')`)) : 0,
    diaryBytes: Number(run(`select pg_total_relation_size('diaries')`)),
  };
}

/** How many distinct characters, pairs and triples (after case folding) a text has: the tokens it is indexed under. */
function gramCount(text) {
  const chars = Array.from(text.toLowerCase());
  const grams = new Set();
  for (const n of [1, 2, 3]) for (let i = 0; i + n <= chars.length; i++) grams.add(chars.slice(i, i + n).join(''));
  return grams.size;
}

async function benchmark(db) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-search-bench-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const postgres = db === 'postgres' ? await startPostgres({ settings: { shared_buffers: '256MB' } }) : undefined;
  const env = benchServerEnv(dir, outbox, postgres ? { DIARY_DATABASE_URL: postgres.url } : {});
  const port = await freePort();
  let server = await startBuiltServer(MAIN, env, port, { attempts: 2400 });
  try {
    const call = apiCall(port);
    const token = await signInWithTrial(call, outbox, '13900000001');

    const { texts, kinds } = corpus(DIARIES);
    const started = performance.now();
    for (let start = 0; start < texts.length; start += 50) {
      const requests = texts.slice(start, start + 50).map((content, j) => {
        const moment = new Date(Date.UTC(2020, 0, 1, 2) + (start + j) * 4 * 3_600_000);
        const local = new Date(moment.getTime() + 8 * 3_600_000);
        return {
          method: 'POST',
          className: 'diary',
          body: {
            content,
            datetime: { __type: 'Date', iso: moment.toISOString() },
            todayonhistory: `${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}`,
          },
        };
      });
      await call('batch_op_items', { requests }, token);
    }
    const seconds = (performance.now() - started) / 1000;
    // The planner's statistics as they are a while after such a load — autovacuum's on PostgreSQL (and the GIN index's
    // pending list merged), the hourly housekeeping round's on SQLite, which a start also runs — made now, so that every
    // search below runs in that steady state, not some before and some after it.
    if (db === 'postgres') execFileSync(postgresProgram('psql'), ['--dbname', env.DIARY_DATABASE_URL, '-qc', 'vacuum analyze'], { stdio: 'pipe' });
    else {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      server = await startBuiltServer(MAIN, env, port, { attempts: 2400 });
    }
    const size = await indexSize(db, env, dir);
    const chars = texts.reduce((n, t) => n + Array.from(t).length, 0);
    const tokens = texts.reduce((n, t) => n + gramCount(t), 0);
    console.log(
      `[${db}] ${DIARIES} diaries (${Math.round(chars / DIARIES)} characters on average) written in ${seconds.toFixed(1)} s (${Math.round(DIARIES / seconds)} diaries/s in batches of 50); ` +
        `blind index: ${Math.round(tokens / DIARIES)} tokens a diary, ${(size.indexBytes / 1e6).toFixed(1)} MB ` +
        `(${(((size.indexBytes / DIARIES) * 1000) / 1e6).toFixed(2)} MB per 1,000 diaries; the diaries table ${(size.diaryBytes / 1e6).toFixed(1)} MB)`,
    );
    console.log(`[${db}] keywords: ${kinds.rare.length} rare, ${kinds.medium.length} medium, ${kinds.common.length} common`);

    const search = async (keyword) => {
      const shown = /^[a-z]/.test(keyword) && rand() < 0.5 ? keyword.toUpperCase() : keyword;
      const { body, serverMs } = await call(
        'get_item_list',
        { className: 'diary', where: { content: { $contains: shown } }, order: '-datetime', limit: 20, count: true },
        token,
      );
      if (body.count === 0) throw new Error(`"${shown}" found nothing`);
      if (process.env.BENCH_SLOW && serverMs > Number(process.env.BENCH_SLOW)) console.log(`slow: "${shown}" ${serverMs} ms, ${body.count} found`);
      return serverMs;
    };
    const pickFrom = (list) => list[Math.floor(rand() * list.length)];
    for (let i = 0; i < 30; i++) await search(pickFrom(kinds.medium));
    const rows = [];
    for (const [name, pickKeyword] of [
      ['rare (≤ 0.5 % of diaries)', () => pickFrom(kinds.rare)],
      ['medium (0.5–5 %)', () => pickFrom(kinds.medium)],
      ['common (5–30 %)', () => pickFrom(kinds.common)],
      [
        'mix 40 / 40 / 20',
        () => {
          const x = rand();
          return pickFrom(x < 0.4 ? kinds.rare : x < 0.8 ? kinds.medium : kinds.common);
        },
      ],
    ]) {
      const times = [];
      for (let i = 0; i < REQUESTS; i++) times.push(await search(pickKeyword()));
      rows.push(`| ${name} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 99).toFixed(2)} | ${Math.max(...times).toFixed(2)} |`);
    }
    console.log(`\n[${db}] keyword search, one request at a time, ${REQUESTS} each (server's own time)`);
    console.log('| keywords | p50 ms | p99 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const row of rows) console.log(row);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    postgres?.stop();
    if (args.keep) console.log(`[${db}] data directory kept: ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`node ${process.version}, ${os.cpus().length} cores, server ${path.relative(process.cwd(), MAIN)}`);
for (const db of args.db === 'both' ? ['sqlite', 'postgres'] : [args.db]) await benchmark(db);
