// Benchmark of the start-up migration that encrypts what was written before encryption (not a test): 100,000 plain
// diaries of the generated corpus (100 users × 1,000) are put straight into a migrated database, as an older server left
// them, then the built server is started and timed until it answers: it seals and indexes them all first. Prints the
// rate in diaries a second, and (SQLite) the file's size before and after.
//
//   node tooling/bench/seal-migration.mjs [--db sqlite|postgres|both] [--users 100] [--per-user 1000]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, startPostgres } from '../postgres/cluster.js';
import { corpus } from './corpus.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.resolve(here, '../../apps/server/dist/main.js');
const require = createRequire(path.resolve(here, '../../apps/server/package.json'));
const { values: args } = parseArgs({
  options: { db: { type: 'string', default: 'both' }, users: { type: 'string', default: '100' }, 'per-user': { type: 'string', default: '1000' } },
});
const USERS = Number(args.users);
const PER_USER = Number(args['per-user']);

/** Starts the built server and answers the time until /health answers, then stops it. */
async function timeStart(env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, ...env, DIARY_PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error('the server stopped');
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return seconds;
}

function rowsOf(texts) {
  const rows = [];
  for (let u = 0; u < USERS; u++) {
    for (let i = 0; i < PER_USER; i++) {
      const moment = new Date(Date.UTC(2020, 0, 1, 2) + i * 86_400_000).toISOString();
      rows.push({
        id: `u${u}d${String(i).padStart(6, '0')}`,
        user: `user${u}`,
        createdAt: moment,
        updatedAt: moment,
        data: '{}',
        title: '',
        content: texts[(u * PER_USER + i) % texts.length],
        datetime: moment,
        archiveMonth: moment.slice(0, 7),
        todayonhistory: moment.slice(5, 7) + moment.slice(8, 10),
      });
    }
  }
  return rows;
}

const COLUMNS = ['id', 'user', 'createdAt', 'updatedAt', 'data', 'title', 'content', 'datetime', 'archiveMonth', 'todayonhistory'];

async function benchmark(db) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-seal-bench-'));
  const postgres = db === 'postgres' ? await startPostgres({ settings: { shared_buffers: '256MB' } }) : undefined;
  const env = {
    NODE_ENV: 'development',
    DIARY_SECRET: 'benchmark-secret-0123456789abcdef0123456789',
    DIARY_DATA_DIR: dir,
    DIARY_LOG_LEVEL: 'warn',
    ...(postgres ? { DIARY_DATABASE_URL: postgres.url } : {}),
  };
  try {
    // The schema, as a first start makes it; then the rows an older server would have left, and no record of sealing.
    await timeStart(env);
    const idle = await timeStart(env);
    const { texts } = corpus(10_000);
    const rows = rowsOf(texts);
    const file = path.join(dir, 'diary.sqlite');
    if (db === 'sqlite') {
      const SQLite = require('better-sqlite3');
      const connection = new SQLite(file);
      const insert = connection.prepare(`insert into diaries (${COLUMNS.map((c) => `"${c}"`).join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`);
      connection.transaction(() => rows.forEach((row) => insert.run(...COLUMNS.map((c) => row[c]))))();
      connection.prepare("delete from serverState where name = 'rowsSealed'").run();
      connection.pragma('wal_checkpoint(truncate)');
      connection.close();
    } else {
      const pg = require('pg');
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      for (let i = 0; i < rows.length; i += 1000) {
        const chunk = rows.slice(i, i + 1000);
        const values = chunk.map((_, r) => `(${COLUMNS.map((__, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`).join(', ');
        await client.query(
          `insert into diaries (${COLUMNS.map((c) => `"${c}"`).join(', ')}) values ${values}`,
          chunk.flatMap((row) => COLUMNS.map((c) => row[c])),
        );
      }
      await client.query(`delete from "serverState" where name = 'rowsSealed'`);
      await client.end();
    }
    const before = db === 'sqlite' ? fs.statSync(file).size : undefined;
    const seconds = await timeStart(env);
    const after = db === 'sqlite' ? fs.statSync(file).size : undefined;
    console.log(
      `[${db}] ${rows.length} plain diaries sealed and indexed at start in ${seconds.toFixed(1)} s: ${Math.round(rows.length / seconds)} diaries/s` +
        (before ? `; database file ${(before / 1e6).toFixed(0)} MB plain, ${(after / 1e6).toFixed(0)} MB sealed with its index` : '') +
        ` (a start with nothing to seal: ${idle.toFixed(1)} s)`,
    );
  } finally {
    postgres?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const db of args.db === 'both' ? ['sqlite', 'postgres'] : [args.db]) await benchmark(db);
