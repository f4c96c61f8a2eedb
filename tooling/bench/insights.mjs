// Insights benchmark (not a test): one person with 10,000 diaries over seven years — a mood, a weather, places,
// people and stories on each, words drawn from the search benchmark's corpus — written through the real HTTP API of
// the built server, then asked for their insights over all time, a year and a month, one request at a time. Prints
// the server's own time per request (its Server-Timing header) at p50, p99 and max. The target: p99 ≤ 50 ms
// over 10,000 diaries on both databases.
//
//   node tooling/bench/insights.mjs [--db sqlite|postgres|both] [--diaries 10000] [--requests 200] [--list-answers-mb 0,default]
//                                   [--server apps/server/dist/main.js]
// --list-answers-mb: the server's memory for answers kept between requests (DIARY_LIST_ANSWERS_MB), one run each on the
// same data: 0 makes every answer afresh (what the first request after a write costs), default keeps them.
//   BENCH_PROFILE_DIR=/tmp/p … writes a CPU profile of the server; BENCH_KEEP=1 keeps the data directory (SQLite's file).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, postgresProgram, startPostgres } from '../postgres/cluster.js';
import { apiCall, benchServerEnv, signInWithTrial, startBuiltServer } from './built-server.mjs';
import { corpus, seeded } from './corpus.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    diaries: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '200' },
    'list-answers-mb': { type: 'string', default: '0,default' },
    server: { type: 'string', default: path.resolve(here, '../../apps/server/dist/main.js') },
  },
});
const DIARIES = Number(args.diaries);
const REQUESTS = Number(args.requests);
const MAIN = path.resolve(args.server);
const ANSWERS_MB = args['list-answers-mb'].split(',');

const rand = seeded(7);
const pad = (n) => String(n).padStart(2, '0');
const pick = (list) => list[Math.floor(rand() * list.length)];
const some = (list, most) => [...new Set(Array.from({ length: Math.floor(rand() * (most + 1)) }, () => pick(list)))];
const ptr = (className, objectId) => ({ __type: 'Pointer', className, objectId });

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function benchmark(db) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-insights-bench-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const postgres = db === 'postgres' ? await startPostgres({ settings: { shared_buffers: '256MB' } }) : undefined;
  const env = benchServerEnv(dir, outbox, postgres ? { DIARY_DATABASE_URL: postgres.url } : {});
  const port = await freePort();
  let server = await startBuiltServer(MAIN, env, port, { attempts: 2400 });
  try {
    const call = apiCall(port);
    const token = await signInWithTrial(call, outbox, '13900000002');
    // Seven moods (as the preset ones a client writes at sign-in), and a person's lists.
    const made = async (className, count) => {
      const requests = Array.from({ length: count }, (_, i) => ({ method: 'POST', className, body: { name: `${className} ${i}` } }));
      return (await call('batch_op_items', { requests }, token)).body.map((r) => r.success.objectId);
    };
    const statuses = await made('status', 7);
    const places = await made('location', 30);
    const people = await made('people', 40);
    const stories = await made('tag', 25);

    const { texts } = corpus(DIARIES);
    /** Each diary written: its id and its time in Shanghai, where its calendar day is. */
    const written = [];
    const started = performance.now();
    // Seven years, one diary every 6 hours on average: some days have none, some several.
    const span = 7 * 365 * 24 * 3_600_000;
    for (let start = 0; start < texts.length; start += 50) {
      const requests = texts.slice(start, start + 50).map((content) => {
        const moment = new Date(Date.UTC(2019, 11, 1) + Math.floor(rand() * span));
        const local = new Date(moment.getTime() + 8 * 3_600_000);
        return {
          method: 'POST',
          className: 'diary',
          body: {
            content,
            datetime: { __type: 'Date', iso: moment.toISOString() },
            todayonhistory: `${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}`,
            weather: Math.floor(rand() * 10),
            ...(rand() < 0.85 ? { status: ptr('status', pick(statuses)) } : {}),
            location: some(places, 2).map((id) => ptr('location', id)),
            people: some(people, 3).map((id) => ptr('people', id)),
            tag: some(stories, 2).map((id) => ptr('tag', id)),
          },
        };
      });
      // apiCall throws on any answer but 200.
      const answers = (await call('batch_op_items', { requests }, token)).body;
      answers.forEach((answer, i) =>
        written.push({ id: answer.success.objectId, local: new Date(Date.parse(requests[i].body.datetime.iso) + 8 * 3_600_000).toISOString() }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    // The planner's statistics as they are a while after such a load (search.mjs does the same).
    if (db === 'postgres') execFileSync(postgresProgram('psql'), ['--dbname', env.DIARY_DATABASE_URL, '-qc', 'vacuum analyze'], { stdio: 'pipe' });
    console.log(`[${db}] ${DIARIES} diaries written in ${seconds.toFixed(1)} s`);

    const ask = async (period) => {
      const { body, serverMs } = await call('getInsights', { period, today: '2026-11-30' }, token);
      return { serverMs, diaries: body.diaries };
    };
    // The first request counts every month (as the first after an upgrade does): once, then months are kept.
    const first = await ask('all');
    console.log(`[${db}] the first request for all time, every month counted: ${first.serverMs.toFixed(1)} ms`);

    const periods = [
      ['all time', 'all', ''],
      ['a year (2024)', '2024', '2024-'],
      ['a month (2024-06)', '2024-06', '2024-06'],
    ];
    for (const answersMb of ANSWERS_MB) {
      // A fresh server for each setting (on SQLite also the planner's statistics a restart gathers after the load).
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      if (answersMb === 'default') delete env.DIARY_LIST_ANSWERS_MB;
      else env.DIARY_LIST_ANSWERS_MB = answersMb;
      server = await startBuiltServer(MAIN, env, port, { attempts: 2400 });
      for (let i = 0; i < 20; i++) await ask(pick(['all', '2024', '2024-06']));
      const rows = [];
      for (const [name, period, prefix] of periods) {
        const figures = (times) => `${percentile(times, 50).toFixed(2)} / ${percentile(times, 99).toFixed(2)} / ${Math.max(...times).toFixed(2)}`;
        const again = [];
        let diaries = 0;
        for (let i = 0; i < REQUESTS; i++) {
          const answer = await ask(period);
          diaries = answer.diaries;
          again.push(answer.serverMs);
        }
        // As a person writing and then looking: a diary of the period changes its weather (its month is counted
        // again, every answer kept before it is void), then the period is asked for.
        const inPeriod = written.filter((d) => d.local.startsWith(prefix));
        const afterWrite = [];
        for (let i = 0; i < REQUESTS; i++) {
          const diary = pick(inPeriod);
          await call('update_item', { className: 'diary', objectId: diary.id, data: { weather: 1 + (i % 9) } }, token);
          afterWrite.push((await ask(period)).serverMs);
        }
        rows.push(`| ${name} | ${diaries} | ${figures(again)} | ${figures(afterWrite)} |`);
      }
      const kept = answersMb === '0' ? 'no answer kept whole (months kept)' : `answers kept between requests (${answersMb} MB)`;
      console.log(`\n[${db}] insights, one request at a time, ${REQUESTS} each (server's own time), ${kept}`);
      console.log('| period | diaries in it | asked again p50 / p99 / max ms | after a write p50 / p99 / max ms |');
      console.log('| --- | ---: | ---: | ---: |');
      for (const row of rows) console.log(row);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    postgres?.stop();
    if (process.env.BENCH_KEEP) console.log(`kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`node ${process.version}, ${os.cpus().length} cores, server ${path.relative(process.cwd(), MAIN)}`);
for (const db of args.db === 'both' ? ['sqlite', 'postgres'] : [args.db]) await benchmark(db);
