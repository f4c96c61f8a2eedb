// Server benchmark (not a test): seeds 100,000 diaries across 100 users through the real HTTP
// API, then loads it with autocannon: the month-list page (20 diaries with includes), a keyword
// search over one user's 1,000 diaries, and diary-save batches. Runs on the embedded SQLite
// database and on a PostgreSQL cluster it starts. Prints client- and server-side latencies
// (the server's own Server-Timing header) and throughput. Beside the month page and the search it loads the machine's
// ceiling: a bare node:http server sending one such answer's bytes from memory (ceiling.mjs), and prints each list's
// share of it. Requests say they take gzip, as browsers and WeChat do; the ceiling sends the answer's bytes as the
// server sent them.
//
//   node tooling/bench/server.mjs [--db sqlite|postgres|both] [--users 100] [--per-user 1000] [--seconds 10] [--warm-up 0] [--rate 800] [--only month,search,save,mixed] [--workers 2] [--instances 2] [--server other/dist/main.js] [--list-answers-mb default,0] [--pg-socket]
//   … --against other/dist/main.js [--rounds 4]: each load runs in turns on this build and the other, restarted on the
//   same seeded data (`--rounds` turns each), and the medians of both are printed with their ratio: on a machine whose
//   speed drifts from one minute to the next, a before-and-after taken side by side. Against the server built from the
//   commit an issue started at, the same run gives each figure's ratio to the issue's start (an older build runs on
//   the seeded data only with the migrations it lacks copied into its tree before it is built).
//   BENCH_KEEP=1 keeps the seeded SQLite data directory (its path is printed) for a look at the queries' plans.
//   BENCH_PROFILE_DIR=/tmp/p … restarts the server after seeding for each load with a CPU profile of that load alone
//   (BENCH_PROFILE_DIR/<load>/*.cpuprofile), and prints its top self-time functions (profile-top.mjs).
//   BENCH_PG_STATEMENTS=1 … on PostgreSQL, prints after each load where its database time went (pg_stat_statements,
//   pg-statements.mjs): each statement's time, calls and buffers per request.
//   BENCH_NODE_FLAGS='--trace-gc' BENCH_SERVER_OUT=/tmp/gc.txt … runs the server with those node flags and keeps its
//   standard output (built-server.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, postgresProgram, startPostgres } from '../postgres/cluster.js';
import { apiCall, benchServerEnv, startBuiltServer } from './built-server.mjs';
import { startCeilingServer } from './ceiling.mjs';
import { pacedLoad } from './paced-load.mjs';
import { topTable } from './profile-top.mjs';
import { resetStatements, STATEMENT_SETTINGS, statementsTable } from './pg-statements.mjs';
import { describeCpu, measureCpu } from './cpu-split.mjs';
import { startBalancer } from '../haproxy/balancer.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    users: { type: 'string', default: '100' },
    'per-user': { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    // Requests a second sent at a steady pace whether or not earlier ones were answered (paced-load.mjs); unset,
    // each of --connections sends its next request as soon as answered. A rate below the most the machine answers
    // shows the server's latency without the wait for a core that a saturated two-core machine adds to every figure.
    rate: { type: 'string', default: '' },
    // Seconds of the same load sent first and not counted: the figures are then the steady state's, apart from a
    // cold start where every page is new (and the database's pages not yet in memory).
    'warm-up': { type: 'string', default: '0' },
    only: { type: 'string', default: '' },
    // The server's worker processes (DIARY_WORKERS); unset, one per core as the server decides.
    workers: { type: 'string', default: '' },
    // That many instances of the server (one worker each) behind HAProxy, as in production; unset, the server alone.
    instances: { type: 'string', default: '' },
    // Another build of the server to load (its dist/main.js), for a before-and-after with the same script.
    server: { type: 'string', default: path.resolve(here, '../../apps/server/dist/main.js') },
    // Another build to run each load against in turns (on the same seeded data), and how many turns each.
    against: { type: 'string', default: '' },
    rounds: { type: 'string', default: '4' },
    // Each worker's memory for list answers kept between requests (DIARY_LIST_ANSWERS_MB); 0 keeps none. Unset, the
    // server's default. Several, comma-separated (`--list-answers-mb default,0`): every load runs under each in turn, on
    // the same seeded data, so that one run gives the figures with answers kept and with every answer made.
    'list-answers-mb': { type: 'string', default: '' },
    // The server reaches PostgreSQL through its Unix socket instead of loopback TCP, as a server on the database's
    // own machine would (README: DIARY_DATABASE_URL).
    'pg-socket': { type: 'boolean', default: false },
  },
});
const MAIN = path.resolve(args.server);
const USERS = Number(args.users);
const PER_USER = Number(args['per-user']);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const WARM_UP = Number(args['warm-up']);
const ANSWERS_MB = args['list-answers-mb'] ? args['list-answers-mb'].split(',') : ['default'];

const WORDS = ['西湖', '散步', '咖啡', '朋友', '工作', '下雨', '晴天', 'Café', 'Über', 'meeting', 'running', 'book', 'travel', 'family', '音乐', '电影'];
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(rand() * list.length)];
const pad = (n) => String(n).padStart(2, '0');

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A request's headers as the apps send them: a browser and WeChat both take gzip. */
const requestHeaders = (token) => ({ 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', 'x-session-token': token });

/** The API's answers only (the loads read the server's time from autocannon's responses). */
function client(port) {
  const call = apiCall(port);
  return async (type, payload, token) => (await call(type, payload, token)).body;
}

const ptr = (className, objectId) => ({ __type: 'Pointer', className, objectId });

/** One diary of the seed: a day in 2024–2026, 1–3 sentences, some stories, places, people, a status, 0–3 photos. */
function diary(user, dayIndex) {
  const moment = new Date(Date.UTC(2024, 0, 1, 2) + dayIndex * 86_400_000 + Math.floor(rand() * 12) * 3_600_000);
  const local = new Date(moment.getTime() + 8 * 3_600_000);
  const sentences = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => Array.from({ length: 6 }, () => pick(WORDS)).join(' '));
  return {
    content: sentences.join('。'),
    datetime: { __type: 'Date', iso: moment.toISOString() },
    todayonhistory: `${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}`,
    weather: Math.floor(rand() * 12),
    favorite: rand() < 0.1,
    tag: [...new Set([pick(user.tags), pick(user.tags)])].map((id) => ptr('tag', id)),
    location: [ptr('location', pick(user.locations))],
    people: rand() < 0.5 ? [ptr('people', pick(user.people))] : [],
    status: ptr('status', pick(user.statuses)),
    gallery: [...new Set(Array.from({ length: Math.floor(rand() * 4) }, () => pick(user.files)))].map((id) => ptr('file', id)),
  };
}

async function seedUsers(port, outbox) {
  const call = client(port);
  const users = [];
  let phone = 13900000000;
  for (let u = 0; u < USERS; u++) {
    const mobilePhoneNumber = String(++phone);
    await call('requestSmsCode', { mobilePhoneNumber });
    const lines = fs.readFileSync(outbox, 'utf8').trim().split('\n');
    const code = JSON.parse(lines.at(-1)).code;
    const login = await call('loginByMobilePhone', { mobilePhoneNumber, smsCode: code, agreement: true });
    const token = login.sessionToken;
    await call('startFreeTrial', {}, token);
    const targets = [
      ...Array.from({ length: 10 }, (_, i) => ({ method: 'POST', className: 'tag', body: { name: `story ${i}` } })),
      ...Array.from({ length: 5 }, (_, i) => ({ method: 'POST', className: 'location', body: { name: `place ${i}` } })),
      ...Array.from({ length: 5 }, (_, i) => ({ method: 'POST', className: 'people', body: { name: `friend ${i}` } })),
      ...Array.from({ length: 3 }, (_, i) => ({ method: 'POST', className: 'status', body: { name: `mood ${i}`, emoji: '😀' } })),
      ...Array.from({ length: 30 }, (_, i) => ({
        method: 'POST',
        className: 'file',
        body: { filename: `u${u}p${i}.jpg`, kind: 'image/jpeg', dimensions: [4000, 3000], size: 3_000_000 },
      })),
    ];
    const made = (await call('batch_op_items', { requests: targets }, token)).map((r) => r.success.objectId);
    users.push({
      token,
      tags: made.slice(0, 10),
      locations: made.slice(10, 15),
      people: made.slice(15, 20),
      statuses: made.slice(20, 23),
      files: made.slice(23, 53),
    });
  }
  return users;
}

/** 1,000 diaries per user in batches of 50, eight users at a time. */
async function seedDiaries(port, users) {
  const call = client(port);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const user = users[next++];
      for (let start = 0; start < PER_USER; start += 50) {
        const requests = Array.from({ length: Math.min(50, PER_USER - start) }, (_, i) => ({
          method: 'POST',
          className: 'diary',
          body: diary(user, start + i),
        }));
        await call('batch_op_items', { requests }, user.token);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { seconds, perSecond: (users.length * PER_USER) / seconds };
}

/** One load of `makeBody`'s requests: as fast as CONNECTIONS connections are answered, or with --rate at that steady rate. */
async function load(port, title, makeBody) {
  const serverMs = [];
  // The server's time for answers given from those kept, and for those it made (the first of each page, and after a write).
  const keptMs = [];
  const madeMs = [];
  let kept = 0;
  const record = (status, timing) => {
    if (status !== 200 || !timing) return;
    const ms = Number(/dur=([\d.]+)/.exec(timing)?.[1]);
    serverMs.push(ms);
    if (/(^|, )kept(,|$)/.test(timing)) {
      kept += 1;
      keptMs.push(ms);
    } else madeMs.push(ms);
  };
  const makeRequest = () => {
    const { token, body } = makeBody();
    return { headers: requestHeaders(token), body: JSON.stringify(body) };
  };
  const run = args.rate ? pacedRun : autocannonRun;
  if (WARM_UP > 0) await run(port, makeRequest, () => {}, WARM_UP);
  const cpu = measureCpu();
  const result = await run(port, makeRequest, record, SECONDS);
  const spent = cpu();
  return {
    title,
    cpu: spent,
    // The server's own processes are the node processes other than this one (the load generator runs in it).
    serverCpuUsPerRequest: ((spent.used.node ?? 0) / result.requests) * 1e6,
    // Answers given from those kept since an earlier request (the server says so in Server-Timing).
    keptShare: kept / Math.max(1, serverMs.length),
    ...result,
    serverP50: percentile(serverMs, 50),
    serverP99: percentile(serverMs, 99),
    kept: { p50: percentile(keptMs, 50), p99: percentile(keptMs, 99) },
    made: { p50: percentile(madeMs, 50), p99: percentile(madeMs, 99) },
  };
}

function autocannonRun(port, makeRequest, record, seconds) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}/restful`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({ ...request, ...makeRequest() }),
            onResponse: (status, _body, _context, headers) => record(status, headers?.['server-timing']),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requests: result.requests.total,
          perSecond: result.requests.average,
          non2xx: result.non2xx,
          errors: result.errors,
          clientP50: result.latency.p50,
          clientP99: result.latency.p99,
        });
      },
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function pacedRun(port, makeRequest, record, seconds) {
  const { latencies, ...result } = await pacedLoad({
    port,
    rate: Number(args.rate),
    seconds,
    makeRequest,
    onAnswer: (status, headers) => record(status, headers['server-timing']),
  });
  return { ...result, clientP50: percentile(latencies, 50), clientP99: percentile(latencies, 99) };
}

/** A load run in turns on this build and the other (`--against`), each restarted before its turn: both builds' medians. */
async function turns(port, title, make, restart) {
  const runs = { this: [], other: [] };
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const [side, main] of [
      ['this', MAIN],
      ['other', path.resolve(args.against)],
    ]) {
      await restart(main);
      runs[side].push(await load(port, title, make));
    }
  }
  await restart(MAIN);
  // Each side's run of median throughput, whole: its latencies and CPU are one run's, not medians of different runs.
  const medianRun = (side) => [...runs[side]].sort((a, b) => a.perSecond - b.perSecond)[Math.floor((runs[side].length - 1) / 2)];
  const [mine, theirs] = [medianRun('this'), medianRun('other')];
  console.log(
    `${title}: requests/s this build ${runs.this.map((r) => Math.round(r.perSecond)).join(', ')}; other ${runs.other.map((r) => Math.round(r.perSecond)).join(', ')}; median runs ${(mine.perSecond / theirs.perSecond).toFixed(2)}× the other's`,
  );
  return [
    { ...mine, title: `${title} — this build, median run of ${runs.this.length}` },
    { ...theirs, title: `${title} — other build (${args.against}), median run of ${runs.other.length}` },
  ];
}

/** The ceiling's row, and each measured load beside it given its share of the ceiling. */
function sharing(ceiling, ...measured) {
  for (const r of measured) r.ceilingShare = r.perSecond / ceiling.perSecond;
  return ceiling;
}

/**
 * The same load against a bare node:http server answering one list's bytes from memory: the largest of 30 sampled
 * answers (with the default seed nearly every month holds a full page of 20 diaries, and a search finds 20).
 */
async function ceilingFor(port, make) {
  let page = { bytes: Buffer.alloc(0), headers: {} };
  for (let i = 0; i < 30; i += 1) {
    const answer = await wireAnswer(port, make());
    if (answer.status === 200 && answer.bytes.length > page.bytes.length) page = answer;
  }
  const ceilingPort = await freePort();
  const encoding = page.headers['content-encoding'];
  const stop = await startCeilingServer(page.bytes, ceilingPort, encoding ? { 'content-encoding': encoding } : {});
  try {
    const title = `in-memory ceiling: node:http sending one such answer (${(page.bytes.length / 1024).toFixed(1)} KB${encoding ? `, ${encoding}` : ''}) from memory`;
    return { ...(await load(ceilingPort, title, make)), ceiling: true };
  } finally {
    await stop();
  }
}

/** One answer's bytes as the server sent them (compressed when it compressed them), with its headers. */
function wireAnswer(port, { token, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/restful', method: 'POST', headers: requestHeaders(token) }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, bytes: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** A built server process, stopped with SIGTERM. */
async function startProcess(env, port, profileDir, main = MAIN) {
  const child = await startBuiltServer(main, env, port, { profileDir });
  return async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
}

/**
 * What the loads reach at `port`: the server, or with --instances that many of it (one worker each, on the same
 * database and data directory) behind HAProxy balancing request by request.
 */
async function startServer(env, port, profileDir, main = MAIN) {
  if (!args.instances) return { stop: await startProcess(env, port, profileDir, main) };
  const stops = [];
  const origins = [];
  for (let i = 0; i < Number(args.instances); i++) {
    const own = await freePort();
    // One after the other: the first start makes the data directory's master key, which the others then read.
    stops.push(
      await startProcess({ ...env, DIARY_WORKERS: '1', DIARY_TRUST_PROXY: 'true' }, own, profileDir && path.join(profileDir, `instance-${i + 1}`), main),
    );
    origins.push(`http://127.0.0.1:${own}`);
  }
  const balancer = await startBalancer(port, origins);
  return {
    stop: async () => {
      await balancer.stop();
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}

async function benchmark(db) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-bench-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const statements = db === 'postgres' && process.env.BENCH_PG_STATEMENTS === '1';
  const postgres = db === 'postgres' ? await startPostgres({ settings: { shared_buffers: '256MB', ...(statements ? STATEMENT_SETTINGS : {}) } }) : undefined;
  const env = benchServerEnv(dir, outbox, {
    ...(postgres ? { DIARY_DATABASE_URL: args['pg-socket'] ? postgres.socketUrl : postgres.url } : {}),
    ...(args.workers ? { DIARY_WORKERS: args.workers } : {}),
  });
  const port = await freePort();
  const profiles = process.env.BENCH_PROFILE_DIR;
  // Seeding is not profiled: each load gets a server of its own, started on the seeded data, whose profile is that load's.
  let server = await startServer(env, port, null);
  const stop = () => server.stop();
  try {
    const restart = async (main) => {
      await stop();
      server = await startServer(env, port, null, main);
    };
    const users = await seedUsers(port, outbox);
    const seeding = await seedDiaries(port, users);
    console.log(
      `[${db}] seeded ${USERS * PER_USER} diaries for ${USERS} users in ${seeding.seconds.toFixed(1)} s (${Math.round(seeding.perSecond)} diaries/s in batches of 50)`,
    );
    // The planner's statistics as they are a while after such a load (search.mjs does the same): autovacuum's on
    // PostgreSQL, made now, and on SQLite a start's (the server refreshes them as it starts and every hour). Without it
    // PostgreSQL's autovacuum ran into the loads, some of them before it and some after: keyword searches measured
    // 145 to 1,227 a second in runs of the same build.
    if (postgres) execFileSync(postgresProgram('psql'), ['--dbname', postgres.url, '-qc', 'vacuum analyze'], { stdio: 'pipe' });
    await restart(MAIN);

    const months = Array.from({ length: 36 }, (_, m) => [2024 + Math.floor(m / 12), (m % 12) + 1]);
    const monthPage = () => {
      const user = pick(users);
      const [year, month] = pick(months);
      const start = new Date(Date.UTC(year, month - 1, 1) - 8 * 3_600_000).toISOString();
      const end = new Date(Date.UTC(year, month, 1) - 8 * 3_600_000).toISOString();
      return {
        token: user.token,
        body: {
          type: 'get_item_list',
          className: 'diary',
          where: { datetime: { $gte: { __type: 'Date', iso: start }, $lt: { __type: 'Date', iso: end } } },
          order: '-datetime',
          limit: 20,
          count: true,
          include: ['gallery', 'location', 'people', 'tag', 'status'],
        },
      };
    };
    const search = () => ({
      token: pick(users).token,
      body: {
        type: 'get_item_list',
        className: 'diary',
        where: { content: { $contains: pick(WORDS).toUpperCase() } },
        order: '-datetime',
        limit: 20,
        count: true,
      },
    });
    let saveDay = PER_USER;
    const save = () => {
      const user = pick(users);
      const tag = pick(user.tags);
      return {
        token: user.token,
        body: {
          type: 'batch_op_items',
          requests: [
            { method: 'POST', className: 'diary', body: { ...diary(user, (saveDay++ % 900) + 100), tag: [ptr('tag', tag)] } },
            { method: 'PUT', className: 'tag', objectId: tag, body: { count: { __op: 'Increment', amount: 1 } } },
          ],
        },
      };
    };
    // A person's pages change when they write: one request in ten a save by one of the same people.
    const monthPagesAndSaves = () => (rand() < 0.1 ? save() : monthPage());
    const results = [];
    for (const answersMb of ANSWERS_MB) {
      // Each setting on a server of its own, started on the same seeded data.
      if (answersMb === 'default') delete env.DIARY_LIST_ANSWERS_MB;
      else env.DIARY_LIST_ANSWERS_MB = answersMb;
      await restart(MAIN);
      const setting =
        ANSWERS_MB.length > 1
          ? ` — ${answersMb === '0' ? 'every answer made' : `answers kept (${answersMb === 'default' ? "the server's default" : `${answersMb} MB`})`}`
          : '';
      for (const [name, baseTitle, make] of [
        ['month', 'month list page (20 diaries, includes, count)', monthPage],
        ['search', 'keyword search over a user’s 1,000 diaries', search],
        ['save', 'diary-save batch (diary + tag increment)', save],
        ['mixed', 'month pages with saves among them (1 in 10)', monthPagesAndSaves],
      ]) {
        if (args.only && !args.only.split(',').includes(name)) continue;
        const title = baseTitle + setting;
        // Lists are measured against the ceiling for an answer of their size. With an offered rate the ceiling would
        // answer that rate too: its share says nothing then, and is left out.
        const withCeiling = (make === monthPage || make === search) && !args.rate;
        if (args.against) {
          const [mine, theirs] = await turns(port, title, make, restart);
          results.push(mine, theirs);
          if (withCeiling) results.push(sharing(await ceilingFor(port, make), mine, theirs));
          continue;
        }
        const profileDir = profiles && path.join(profiles, ANSWERS_MB.length > 1 ? `${name}-${answersMb}` : name);
        if (profileDir) {
          await stop();
          server = await startServer(env, port, profileDir);
        }
        if (statements) resetStatements(postgres.url);
        results.push(await load(port, title, make));
        if (statements) console.log(`\n[${db}] ${title}: where PostgreSQL's time went\n${statementsTable(postgres.url, results.at(-1).requests)}`);
        if (profileDir) {
          await stop();
          server = await startServer(env, port, null);
          // The largest profile is the worker's main thread; a checkpoint thread writes a smaller one beside it.
          const file = fs
            .readdirSync(profileDir)
            .filter((f) => f.endsWith('.cpuprofile'))
            .map((f) => path.join(profileDir, f))
            .sort((a, b) => fs.statSync(a).size - fs.statSync(b).size)
            .at(-1);
          if (file) console.log(`\n[${db}] ${title}: CPU profile ${file}\n${topTable(file, 15)}`);
        }
        if (withCeiling) results.push(sharing(await ceilingFor(port, make), results.at(-1)));
      }
    }
    return { db, seeding, results };
  } finally {
    await stop();
    postgres?.stop();
    if (process.env.BENCH_KEEP) console.log(`[${db}] the seeded data directory is kept: ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

const dbs = args.db === 'both' ? ['sqlite', 'postgres'] : [args.db];
console.log(
  `node ${process.version}, ${os.cpus().length} cores, ${args.rate ? `${args.rate} requests/s at a steady pace` : `${CONNECTIONS} connections`}, ${SECONDS} s per load${WARM_UP > 0 ? ` after ${WARM_UP} s of the same not counted` : ''}, ${args.instances ? `${args.instances} instances behind HAProxy` : `${args.workers || 'default'} server workers`}`,
);
for (const db of dbs) {
  const { results } = await benchmark(db);
  console.log(`\n[${db}]`);
  console.log('| load | requests/s | server p50 ms | server p99 ms | client p50 ms | client p99 ms | non-2xx | kept answers |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const ms = (value) => (Number.isFinite(value) ? value.toFixed(2) : '—');
  for (const r of results) {
    console.log(
      `| ${r.title} | ${Math.round(r.perSecond)} | ${ms(r.serverP50)} | ${ms(r.serverP99)} | ${ms(r.clientP50)} | ${ms(r.clientP99)} | ${r.non2xx + r.errors} | ${r.ceiling ? '—' : `${(r.keptShare * 100).toFixed(0)} %`} |`,
    );
  }
  const keptAndMade = results.filter((r) => !r.ceiling && r.keptShare > 0);
  if (keptAndMade.length > 0) console.log('\nServer p50 / p99 ms of the answers given from those kept, and of those made:');
  for (const r of keptAndMade) console.log(`- ${r.title}: kept ${ms(r.kept.p50)} / ${ms(r.kept.p99)}; made ${ms(r.made.p50)} / ${ms(r.made.p99)}`);
  console.log('\nCPU by program during each load (server processes are `node`; the ceiling server too):');
  for (const r of results) console.log(`- ${r.title}: ${describeCpu(r.cpu)}; ${Math.round(r.serverCpuUsPerRequest)} µs of server CPU a request`);
  const shares = results.filter((r) => r.ceilingShare !== undefined);
  if (shares.length > 0) console.log("\nShare of this machine's in-memory ceiling for an answer of the same size (measured just after):");
  for (const r of shares) console.log(`- ${r.title}: ${(r.ceilingShare * 100).toFixed(1)} %`);
}
