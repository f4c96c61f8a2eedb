// The built server as a benchmark runs it: its own process on a free port, and a client of its JSON API.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';

/** Which worker answers /health on a connection of its own (0: the server is one process). */
function healthWorker(port) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/health', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve(JSON.parse(body).worker) : reject(new Error(`/health answered ${response.statusCode}`))));
    });
    request.on('error', reject);
  });
}

/**
 * Starts `main` (apps/server/dist/main.js of some build) and answers the child once every worker answers
 * /health: the first worker answers while the others may still be starting, and a load begun then would go
 * to it alone (the primary hands connections only to workers that listen). With a profile directory (by
 * default BENCH_PROFILE_DIR) the process writes a V8 CPU profile there when it ends. BENCH_NODE_FLAGS are
 * passed to node (and by the primary to its workers): `--trace-gc` shows the collector's pauses, which go to
 * the server's standard output, kept in the file BENCH_SERVER_OUT names (otherwise dropped).
 */
export async function startBuiltServer(main, env, port, { attempts = 400, profileDir = process.env.BENCH_PROFILE_DIR } = {}) {
  const flags = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const out = process.env.BENCH_SERVER_OUT ? fs.openSync(process.env.BENCH_SERVER_OUT, 'a') : 'ignore';
  const child = spawn(process.execPath, [...flags, main], { env: { ...process.env, ...env, DIARY_PORT: String(port) }, stdio: ['ignore', out, 'inherit'] });
  const workers = Number(env.DIARY_WORKERS ?? os.availableParallelism());
  const answered = new Set();
  for (let i = 0; i < attempts; i++) {
    try {
      const worker = await healthWorker(port);
      // A build from before /health named its worker: answered at once, as then.
      if (worker === undefined) return child;
      answered.add(worker);
      if (answered.size >= workers) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server did not start');
}

/** A request of /restful: its answer, and the server's own time for it (its Server-Timing header). */
export function apiCall(port) {
  return async (type, payload, token) => {
    const response = await fetch(`http://127.0.0.1:${port}/restful`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-session-token': token } : {}) },
      body: JSON.stringify({ type, ...payload }),
    });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`${type} answered ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { body, serverMs: Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]) };
  };
}

/** The environment a benchmark's server runs with over a data directory (sign-in limits lifted: one address signs everyone in). */
export function benchServerEnv(dir, outbox, extra = {}) {
  return {
    NODE_ENV: 'development',
    DIARY_SECRET: 'benchmark-secret-0123456789abcdef0123456789',
    DIARY_DATA_DIR: dir,
    DIARY_SMS_OUTBOX: outbox,
    DIARY_LOG_LEVEL: 'warn',
    DIARY_SIGN_IN_REQUESTS_PER_MINUTE: '1000000',
    DIARY_SMS_CODES_PER_ADDRESS_PER_DAY: '1000000',
    ...extra,
  };
}

/** Signs a phone number in through the SMS flow (the code read from the outbox) and starts its Pro trial: its session token. */
export async function signInWithTrial(call, outbox, phone) {
  await call('requestSmsCode', { mobilePhoneNumber: phone });
  const code = JSON.parse(fs.readFileSync(outbox, 'utf8').trim().split('\n').at(-1)).code;
  const token = (await call('loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: code, agreement: true })).body.sessionToken;
  await call('startFreeTrial', {}, token);
  return token;
}
