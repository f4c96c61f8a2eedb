// Load benchmark (not a test): many clients saving diaries at once, and what a client opening a
// new connection meanwhile sees. Starts the built server as its own process over a fresh data
// directory (embedded SQLite, or a PostgreSQL cluster it starts), signs up one user per saver
// through the SMS flow, restarts the server with its default limits and logging, then for a
// bounded time runs:
//   - savers: one per user, each on its own keep-alive connection, saving diaries the way the
//     clients do (`batch_op_items` with the diary under an id chosen by the client); every saver
//     drops its connection and opens a new one every --reconnect-every seconds, as phones do;
//   - a prober: every --probe-ms a brand-new TCP connection (no agent) asks GET /health and the
//     time to the first byte of the answer is kept;
//   - an SMS prober: every few seconds a new connection (from 127.0.0.2, its own rate-limit
//     address) asks for a sign-in code, and the time until the code shows in the server's log
//     and in the outbox file is kept;
//   - the listen socket's accept queue (`ss -lnt`), sampled every 500 ms.
// The server's stdout and stderr go to a pipe read by this process, as a supervisor or container
// runtime reads them (--log pipe, the default), or to a file (--log file). The server logs at
// its default level (info) unless --log-level says otherwise.
//
//   node tooling/bench/savers-load.mjs [--db sqlite|postgres] [--savers 200] [--seconds 60]
//        [--log pipe|file] [--log-level info] [--log-read-kbps 0] [--reconnect-every 10] [--probe-ms 100]
//        [--main apps/server/dist/main.js]
//   BENCH_PROFILE_DIR=/tmp/p … writes a CPU profile of the loaded server.
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, startPostgres } from '../postgres/cluster.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_MAIN = path.resolve(here, '../../apps/server/dist/main.js');
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    savers: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    log: { type: 'string', default: 'pipe' },
    'log-level': { type: 'string', default: '' },
    'reconnect-every': { type: 'string', default: '10' },
    'probe-ms': { type: 'string', default: '100' },
    'log-read-kbps': { type: 'string', default: '0' },
    main: { type: 'string', default: DEFAULT_MAIN },
  },
});
/** The built server to run: another build can be compared under the same load. */
const MAIN = path.resolve(args.main);
const SAVERS = Number(args.savers);
const SECONDS = Number(args.seconds);
const RECONNECT_MS = Number(args['reconnect-every']) * 1000;
/** Every saver connects and saves at once when the load begins, to a server just restarted: waits in that burst are told apart. */
const START_BURST_MS = 1000;
const PROBE_MS = Number(args['probe-ms']);
/** With --log pipe: read the server's output at most this fast (a slow consumer: a remote terminal, a throttled collector); 0 = as fast as it comes. */
const LOG_READ_KBPS = Number(args['log-read-kbps']);
/** How long requests still in flight at the end may take to finish before they are given up on. */
const GRACE_MS = 15_000;
/** The SMS prober stays under the default limits (20 sign-in requests a minute, 30 codes a day per address). */
const SMS_EVERY_MS = Math.max(5_000, Math.ceil((SECONDS * 1000) / 25));
const PROBE_ADDRESS = '127.0.0.2';
if (!['sqlite', 'postgres'].includes(args.db)) throw new Error('--db is sqlite or postgres');
if (!['pipe', 'file'].includes(args.log)) throw new Error('--log is pipe or file');
if (!(SAVERS >= 1 && SAVERS <= 2000 && SECONDS >= 1 && SECONDS <= 3600)) throw new Error('--savers 1..2000, --seconds 1..3600');

const WORDS = ['西湖', '散步', '咖啡', '朋友', '工作', '下雨', '晴天', 'Café', 'meeting', 'running', 'book', 'travel', 'family', '音乐', '电影'];
/** Connection and request errors by code, printed at the end. */
const errorKinds = new Map();
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ptr = (className, objectId) => ({ __type: 'Pointer', className, objectId });

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (v) => (Number.isFinite(v) ? (v >= 100 ? Math.round(v) : v.toFixed(1)) : '–');

async function waitForHealth(port, child) {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {}
    await sleep(50);
  }
  throw new Error('the server did not start');
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/** One JSON request on a fresh connection (setup only). */
async function call(port, type, payload, token) {
  const response = await fetch(`http://127.0.0.1:${port}/restful`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-session-token': token } : {}) },
    body: JSON.stringify({ type, ...payload }),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${type} answered ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** One user per saver, signed up through the SMS flow, on Pro (the free plan keeps 31 diaries), with a few stories, places and moods. */
async function signUp(port, outbox) {
  const users = [];
  for (let u = 0; u < SAVERS; u++) {
    const mobilePhoneNumber = String(13900000000 + u + 1);
    await call(port, 'requestSmsCode', { mobilePhoneNumber });
    const code = JSON.parse(fs.readFileSync(outbox, 'utf8').trim().split('\n').at(-1)).code;
    const { sessionToken: token } = await call(port, 'loginByMobilePhone', { mobilePhoneNumber, smsCode: code, agreement: true });
    await call(port, 'startFreeTrial', {}, token);
    const made = await call(
      port,
      'batch_op_items',
      {
        requests: [
          ...[0, 1, 2].map((i) => ({ method: 'POST', className: 'tag', body: { name: `story ${i}` } })),
          ...[0, 1].map((i) => ({ method: 'POST', className: 'location', body: { name: `place ${i}` } })),
          ...[0, 1].map((i) => ({ method: 'POST', className: 'status', body: { name: `mood ${i}`, emoji: '😀' } })),
        ],
      },
      token,
    );
    const ids = made.map((r) => r.success.objectId);
    users.push({ token, tags: ids.slice(0, 3), locations: ids.slice(3, 5), statuses: ids.slice(5, 7) });
  }
  return users;
}

/** The diary-save batch a client sends for a new diary without photos (packages/store, saveBatch). */
function saveBody(user) {
  const moment = new Date(Date.now() - Math.floor(Math.random() * 30) * 86_400_000);
  const local = new Date(moment.getTime() + 8 * 3_600_000);
  const pad = (n) => String(n).padStart(2, '0');
  return JSON.stringify({
    type: 'batch_op_items',
    requests: [
      {
        method: 'POST',
        className: 'diary',
        objectId: randomUUID().replaceAll('-', ''),
        body: {
          title: '',
          content: Array.from({ length: 12 }, () => pick(WORDS)).join(' '),
          datetime: { __type: 'Date', iso: moment.toISOString() },
          todayonhistory: `${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}`,
          gallery: [],
          cover: null,
          weather: Math.floor(Math.random() * 12),
          favorite: Math.random() < 0.1,
          location: [ptr('location', pick(user.locations))],
          people: [],
          tag: [ptr('tag', pick(user.tags))],
          status: ptr('status', pick(user.statuses)),
        },
      },
    ],
  });
}

/**
 * One HTTP request; resolves with the status, the time to the first byte of the answer, the time to
 * its end and the server's own time (Server-Timing), or with `unfinished` when `deadline` (a
 * performance.now() time) passes first.
 */
function request(port, { method = 'GET', path: urlPath, body, headers = {}, agent = false, localAddress, deadline }) {
  return new Promise((resolve) => {
    const started = performance.now();
    let firstByte = NaN;
    let connected = NaN;
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ started, firstByte: firstByte - started, connect: connected - started, total: performance.now() - started, ...result });
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent,
        localAddress,
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } : headers,
      },
      (res) => {
        firstByte = performance.now();
        const serverMs = Number(/dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''))?.[1]);
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode, serverMs, text: Buffer.concat(chunks).toString() }));
        res.on('error', (error) => done({ error }));
      },
    );
    const timer = setTimeout(
      () => {
        req.destroy();
        done({ unfinished: true });
      },
      Math.max(0, deadline - performance.now()),
    );
    req.on('error', (error) => done({ error }));
    req.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => (connected = performance.now()));
    });
    req.end(body);
  });
}

/** The listen socket's accept queue (Recv-Q of the LISTEN line) from `ss -lnt`, or undefined without ss. */
function acceptQueue(port) {
  return new Promise((resolve) => {
    execFile('ss', ['-Hlnt', `sport = :${port}`], { timeout: 2000 }, (error, stdout) => {
      if (error) return resolve(undefined);
      const line = stdout.trim().split('\n')[0];
      const queued = Number(line?.trim().split(/\s+/)[1]);
      resolve(Number.isFinite(queued) ? queued : undefined);
    });
  });
}

/** Follows the server's output (a pipe, or a file it writes): lines and bytes seen, and when each sign-in code appeared. */
function followLog(child, file) {
  const seen = { bytes: 0, lines: 0, codes: new Map(), problems: [] };
  let rest = '';
  const take = (chunk) => {
    const now = performance.now();
    seen.bytes += chunk.length;
    const text = rest + chunk.toString();
    const lines = text.split('\n');
    rest = lines.pop();
    seen.lines += lines.length;
    for (const line of lines) {
      const match = /sign-in code for (\d+)/.exec(line);
      if (match && !seen.codes.has(match[1])) seen.codes.set(match[1], now);
      // Warnings, errors and anything that is not a JSON log line (a crash) are kept, the last ten.
      if (!line.startsWith('{"level":') || /^\{"level":[456]/.test(line)) seen.problems = [...seen.problems.slice(-9), line.slice(0, 300)];
    }
  };
  if (child.stdout) {
    const started = performance.now();
    let throttled = LOG_READ_KBPS > 0;
    let timer;
    child.stdout.on('data', (chunk) => {
      take(chunk);
      if (!throttled) return;
      const due = (seen.bytes / (LOG_READ_KBPS * 1000)) * 1000 - (performance.now() - started);
      if (due > 1) {
        child.stdout.pause();
        timer = setTimeout(() => child.stdout.resume(), due);
      }
    });
    child.stderr.on('data', take);
    return {
      seen,
      stop() {
        throttled = false;
        clearTimeout(timer);
        child.stdout.resume();
      },
    };
  }
  let offset = 0;
  const poll = setInterval(() => {
    try {
      const size = fs.statSync(file).size;
      if (size <= offset) return;
      const fd = fs.openSync(file, 'r');
      const buffer = Buffer.alloc(size - offset);
      fs.readSync(fd, buffer, 0, buffer.length, offset);
      fs.closeSync(fd);
      offset = size;
      take(buffer);
    } catch {}
  }, 50);
  return { seen, stop: () => clearInterval(poll) };
}

/** When each code appeared in the outbox file (the tests' copy of what the SMS provider sends). */
function followOutbox(outbox) {
  const codes = new Map();
  let offset = fs.existsSync(outbox) ? fs.statSync(outbox).size : 0;
  const poll = setInterval(() => {
    try {
      const size = fs.statSync(outbox).size;
      if (size <= offset) return;
      const fd = fs.openSync(outbox, 'r');
      const buffer = Buffer.alloc(size - offset);
      fs.readSync(fd, buffer, 0, buffer.length, offset);
      fs.closeSync(fd);
      offset = size;
      const now = performance.now();
      for (const line of buffer.toString().trim().split('\n')) {
        const phone = JSON.parse(line).phone;
        if (!codes.has(phone)) codes.set(phone, now);
      }
    } catch {}
  }, 20);
  return { codes, stop: () => clearInterval(poll) };
}

async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-savers-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const postgres = args.db === 'postgres' ? await startPostgres({ settings: { shared_buffers: '256MB' } }) : undefined;
  const base = {
    NODE_ENV: 'development',
    DIARY_SECRET: 'benchmark-secret-0123456789abcdef0123456789',
    DIARY_DATA_DIR: dir,
    DIARY_SMS_OUTBOX: outbox,
    ...(postgres ? { DIARY_DATABASE_URL: postgres.url } : {}),
  };
  delete process.env.DIARY_LOG_LEVEL;
  const port = await freePort();
  try {
    // Set-up: sign-in limits raised so one address can sign up every saver.
    const setup = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        ...base,
        DIARY_PORT: String(port),
        DIARY_LOG_LEVEL: 'warn',
        DIARY_SIGN_IN_REQUESTS_PER_MINUTE: '1000000',
        DIARY_SMS_CODES_PER_ADDRESS_PER_DAY: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let users;
    try {
      await waitForHealth(port, setup);
      users = await signUp(port, outbox);
    } finally {
      await stopServer(setup);
    }

    // The load: the server as deployed, default limits and log level, its output read by a supervisor.
    const logFile = path.join(dir, 'server.log');
    const logFd = args.log === 'file' ? fs.openSync(logFile, 'a') : undefined;
    const flags = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
    const server = spawn(process.execPath, [...flags, MAIN], {
      env: { ...process.env, ...base, DIARY_PORT: String(port), ...(args['log-level'] ? { DIARY_LOG_LEVEL: args['log-level'] } : {}) },
      stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
    });
    const log = followLog(server, logFile);
    const smsOutbox = followOutbox(outbox);
    try {
      await waitForHealth(port, server).catch((error) => {
        throw new Error(`${error.message}:\n${log.seen.problems.join('\n')}`);
      });
      const result = await load(port, users, log, smsOutbox);
      result.exitedDuringLoad = server.exitCode ?? server.signalCode;
      return result;
    } finally {
      log.stop();
      smsOutbox.stop();
      await stopServer(server);
      if (logFd !== undefined) fs.closeSync(logFd);
    }
  } finally {
    postgres?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function load(port, users, log, smsOutbox) {
  const started = performance.now();
  const end = started + SECONDS * 1000;
  const deadline = end + GRACE_MS;
  const logAtStart = { bytes: log.seen.bytes, lines: log.seen.lines };

  // Savers.
  const saves = {
    latency: [],
    afterStart: [],
    slowest: { total: 0, at: 0 },
    server: [],
    firstOnNewConnection: [],
    ok: 0,
    refused: 0,
    errors: 0,
    unfinished: 0,
    reconnects: 0,
    statuses: new Map(),
  };
  const saver = async (index, user) => {
    let agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let nextReconnect = started + ((index + 1) / SAVERS) * RECONNECT_MS;
    let fresh = true;
    for (let n = 0; n < 1_000_000 && performance.now() < end; n++) {
      if (performance.now() >= nextReconnect) {
        agent.destroy();
        agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        nextReconnect += RECONNECT_MS;
        fresh = true;
        saves.reconnects++;
      }
      const r = await request(port, { method: 'POST', path: '/restful', body: saveBody(user), headers: { 'x-session-token': user.token }, agent, deadline });
      if (r.unfinished) {
        saves.unfinished++;
        saves.latency.push(r.total);
        break;
      }
      if (r.error) {
        saves.errors++;
        errorKinds.set(r.error.code ?? r.error.message, (errorKinds.get(r.error.code ?? r.error.message) ?? 0) + 1);
        await sleep(50);
        continue;
      }
      saves.latency.push(r.total);
      const at = r.started - started;
      if (at >= START_BURST_MS) saves.afterStart.push(r.total);
      if (r.total > saves.slowest.total) saves.slowest = { total: r.total, at };
      if (fresh) saves.firstOnNewConnection.push(r);
      fresh = false;
      if (r.status === 200) {
        saves.ok++;
        saves.server.push(r.serverMs);
      } else {
        saves.refused++;
        saves.statuses.set(r.status, (saves.statuses.get(r.status) ?? 0) + 1);
      }
    }
    agent.destroy();
  };

  // New-connection prober: GET /health on a brand-new connection every PROBE_MS, whatever the earlier ones are doing.
  const probes = { ttfb: [], slow: [], unfinished: [], errors: 0, loopDelay: undefined };
  const probeRuns = [];
  const prober = async () => {
    for (let n = 0; n < 100_000 && performance.now() < end; n++) {
      probeRuns.push(
        request(port, { path: '/health', deadline }).then((r) => {
          if (r.unfinished) probes.unfinished.push(r.total);
          else if (r.error) {
            probes.errors++;
            errorKinds.set(`probe ${r.error.code ?? r.error.message}`, (errorKinds.get(`probe ${r.error.code ?? r.error.message}`) ?? 0) + 1);
          } else {
            probes.ttfb.push(r.firstByte);
            if (r.firstByte > 250) probes.slow.push(`${((r.started - started) / 1000).toFixed(1)} s: ${Math.round(r.firstByte)} ms`);
          }
        }),
      );
      await sleep(PROBE_MS);
    }
  };

  // SMS prober: a code asked for on a new connection, from its own address; when does it reach the log?
  const sms = [];
  const smsRuns = [];
  const smsProber = async () => {
    for (let n = 0; n < 1000 && performance.now() < end; n++) {
      const phone = String(13700000000 + n);
      smsRuns.push(
        request(port, {
          method: 'POST',
          path: '/restful',
          body: JSON.stringify({ type: 'requestSmsCode', mobilePhoneNumber: phone }),
          localAddress: PROBE_ADDRESS,
          deadline,
        }).then((r) => {
          sms.push({ phone, ...r });
        }),
      );
      await sleep(SMS_EVERY_MS);
    }
  };

  // The accept queue of the listen socket.
  const queue = [];
  const queueSpikes = [];
  const sampler = async () => {
    for (let n = 0; n < 100_000 && performance.now() < end; n++) {
      const q = await acceptQueue(port);
      if (q === undefined) return;
      queue.push(q);
      if (q > 10) queueSpikes.push(`${((performance.now() - started) / 1000).toFixed(1)} s: ${q}`);
      await sleep(500);
    }
  };

  await Promise.all([...users.map((user, i) => saver(i, user)), prober(), smsProber(), sampler()]);
  const loadEnded = performance.now();
  const logAtEnd = { bytes: log.seen.bytes, lines: log.seen.lines };
  await Promise.all([...probeRuns, ...smsRuns]);
  // Codes asked for may still be on their way to the log: wait for them, boundedly.
  for (let i = 0; i < 200 && sms.some((s) => s.status === 200 && !(log.seen.codes.has(s.phone) && smsOutbox.codes.has(s.phone))); i++) await sleep(50);
  const health = await request(port, { path: '/health', deadline: performance.now() + 10_000 });
  try {
    probes.loopDelay = JSON.parse(health.text).eventLoopDelayMs;
  } catch {}
  const elapsed = (loadEnded - started) / 1000;
  return {
    saves,
    probes,
    sms,
    queue,
    queueSpikes,
    log,
    logAtStart,
    logAtEnd,
    logAfter: { bytes: log.seen.bytes, lines: log.seen.lines },
    smsOutbox,
    elapsed,
    after: (performance.now() - started) / 1000,
  };
}

console.log(
  `node ${process.version}, ${os.cpus().length} cores; ${args.db}; ${SAVERS} savers for ${SECONDS} s (new connection every ${RECONNECT_MS / 1000} s each); a new-connection probe every ${PROBE_MS} ms; server output to a ${args.log}${LOG_READ_KBPS > 0 ? ` read at ${LOG_READ_KBPS} kB/s` : ''}, log level ${args['log-level'] || 'default (info)'}`,
);
const { saves, probes, sms, queue, queueSpikes, log, logAtStart, logAtEnd, logAfter, smsOutbox, elapsed, after, exitedDuringLoad } = await run();

const firsts = saves.firstOnNewConnection.map((r) => r.total);
const lines = [];
const row = (...cells) => lines.push(`| ${cells.join(' | ')} |`);
lines.push('', 'Savers (each on its own keep-alive connection):', '');
row(
  'saves acknowledged',
  'saves/s',
  'client p50 ms',
  'client p99 ms',
  'client max ms',
  'server p50 ms',
  'server p99 ms',
  'first save on a new connection p99 / max ms',
  'reconnects',
  'refused',
  'errors',
  `unfinished after ${GRACE_MS / 1000} s`,
);
row('---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:');
row(
  saves.ok,
  Math.round(saves.ok / elapsed),
  ms(percentile(saves.latency, 50)),
  ms(percentile(saves.latency, 99)),
  ms(Math.max(...saves.latency)),
  ms(percentile(saves.server, 50)),
  ms(percentile(saves.server, 99)),
  `${ms(percentile(firsts, 99))} / ${ms(Math.max(...firsts))}`,
  saves.reconnects,
  `${saves.refused}${saves.statuses.size ? ` (${[...saves.statuses].map(([s, n]) => `${s}×${n}`).join(', ')})` : ''}`,
  saves.errors,
  saves.unfinished,
);
{
  const connect = saves.firstOnNewConnection.map((r) => r.connect).filter(Number.isFinite);
  const server = saves.firstOnNewConnection.map((r) => r.serverMs).filter(Number.isFinite);
  lines.push(
    '',
    `Saves begun after the first ${START_BURST_MS / 1000} s (past the burst of every saver's first connection at once): client p99 ${ms(percentile(saves.afterStart, 99))} / max ${ms(Math.max(...saves.afterStart))} ms. The slowest save of all began ${(saves.slowest.at / 1000).toFixed(2)} s into the load.`,
  );
  lines.push(
    '',
    `First save on a new connection: p50 ${ms(percentile(firsts, 50))} ms; TCP connect p50 ${ms(percentile(connect, 50))} / p99 ${ms(percentile(connect, 99))} / max ${ms(Math.max(...connect))} ms; server's own time p50 ${ms(percentile(server, 50))} / p99 ${ms(percentile(server, 99))} / max ${ms(Math.max(...server))} ms.`,
  );
}
const ttfb = [...probes.ttfb, ...probes.unfinished];
lines.push('', 'New connection, time to first byte of GET /health (a probe still unanswered at the end counts with its wait so far):', '');
row('probes', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'over 1 s', 'over 250 ms', 'unanswered', 'errors');
row('---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:');
row(
  ttfb.length + probes.errors,
  ms(percentile(ttfb, 50)),
  ms(percentile(ttfb, 95)),
  ms(percentile(ttfb, 99)),
  ms(Math.max(...ttfb)),
  ttfb.filter((t) => t > 1000).length,
  ttfb.filter((t) => t > 250).length,
  probes.unfinished.length,
  probes.errors,
);

const answered = sms.filter((s) => s.status === 200);
const toLog = answered.map((s) => (log.seen.codes.get(s.phone) ?? Infinity) - s.started);
const toOutbox = answered.map((s) => (smsOutbox.codes.get(s.phone) ?? Infinity) - s.started);
lines.push(
  '',
  `Sign-in code asked for on a new connection every ${SMS_EVERY_MS / 1000} s (from the ask; ∞ = not there ${(after - elapsed) | 0} s after the load ended):`,
  '',
);
row('asked', 'answered 200', 'answer p50 / max ms', 'code in the log p50 / max ms', 'code in the outbox p50 / max ms');
row('---:', '---:', '---:', '---:', '---:');
row(
  sms.length,
  answered.length,
  `${ms(
    percentile(
      sms.filter((s) => !s.unfinished && !s.error).map((s) => s.total),
      50,
    ),
  )} / ${ms(Math.max(...sms.map((s) => s.total)))}`,
  `${ms(percentile(toLog, 50))} / ${ms(Math.max(...toLog))}`,
  `${ms(percentile(toOutbox, 50))} / ${ms(Math.max(...toOutbox))}`,
);
if (sms.length > answered.length)
  lines.push(
    `(not 200: ${sms
      .filter((s) => s.status !== 200)
      .map((s) => s.status ?? (s.unfinished ? 'unanswered' : 'error'))
      .join(', ')})`,
  );

lines.push('', 'Server:', '');
row(
  'event-loop delay p50 / p99 / max ms (since start)',
  'accept queue samples',
  'accept queue median / max',
  'log lines read during the load',
  'log MB read during the load',
  'log lines still arriving after it',
);
row('---:', '---:', '---:', '---:', '---:', '---:');
const loop = probes.loopDelay;
row(
  loop ? `${loop.p50} / ${loop.p99} / ${loop.max}` : '–',
  queue.length,
  queue.length ? `${percentile(queue, 50)} / ${Math.max(...queue)}` : 'no ss',
  logAtEnd.lines - logAtStart.lines,
  ((logAtEnd.bytes - logAtStart.bytes) / 1e6).toFixed(1),
  logAfter.lines - logAtEnd.lines,
);
if (probes.slow.length) lines.push('', `Probes over 250 ms (asked at: first byte): ${probes.slow.join(', ')}`);
if (queueSpikes.length) lines.push('', `Accept queue over 10 (time into the load: length): ${queueSpikes.join(', ')}`);
if (exitedDuringLoad !== null) lines.push('', `THE SERVER EXITED during the load (${exitedDuringLoad}).`);
if (log.seen.problems.length) lines.push('', 'Server warnings and errors (last ten):', ...log.seen.problems);
if (errorKinds.size) lines.push('', `Errors: ${[...errorKinds].map(([k, n]) => `${k}×${n}`).join(', ')}`);
console.log(lines.join('\n'));
