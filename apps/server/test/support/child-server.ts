import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_HEADER } from '@diary/core';
import { freePort } from '@diary/tooling/postgres';
import { DB_KIND, newPhone, newPostgresDatabase } from './server';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

/**
 * How long a child may take to answer /health. A start of two workers over a new PostgreSQL database took over 10 s
 * in CI, with the mini program's build beside the tests on both cores; the tests' own timeout is 60 s.
 */
const START_WITHIN_MS = 30_000;

/**
 * /health on a connection of its own: which worker answers (0 when the server is one process) and whether its writes go
 * to the writer process; throws until one listens.
 */
function health(port: number): Promise<{ worker: number; writer: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/health', agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(JSON.parse(body) as { worker: number; writer: boolean })
          : reject(new Error(`/health answered ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
}

/**
 * The built server as its own process, as `npm start` runs it; answers once every worker answers /health (the first
 * can answer while the others still start, and the primary hands connections only to those that listen).
 * DEBUG_CHILD=1 shows its log.
 */
export async function startChild(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, DIARY_PORT: String(port), DIARY_LOG_LEVEL: process.env.DEBUG_CHILD ? 'info' : 'warn' },
    stdio: ['ignore', process.env.DEBUG_CHILD ? 'inherit' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const workers = Number(env.DIARY_WORKERS ?? 1);
  const answered = new Set<number>();
  for (const giveUpAt = Date.now() + START_WITHIN_MS; Date.now() < giveUpAt;) {
    try {
      answered.add((await health(port)).worker);
      if (answered.size >= workers) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGTERM');
  throw new Error(`server did not start within ${START_WITHIN_MS / 1000} s: ${stderr}`);
}

/**
 * Resolves once each of `workers` workers has answered that its writes go to the writer process, which starts after
 * they listen (a save made before then is written by the worker itself).
 */
export async function untilWritersUp(port: number, workers: number): Promise<void> {
  const up = new Set<number>();
  for (const giveUpAt = Date.now() + START_WITHIN_MS; up.size < workers;) {
    if (Date.now() > giveUpAt) throw new Error(`the writer was not up within ${START_WITHIN_MS / 1000} s`);
    const { worker, writer } = await health(port);
    if (writer) up.add(worker);
    else await new Promise((r) => setTimeout(r, 50));
  }
}

/** A request of /restful at a loopback port (or an origin): its status and JSON answer. `timeoutMs`: given up (rejected) after so long. */
export async function call(
  at: number | string,
  type: string,
  payload: Record<string, unknown>,
  token?: string,
  timeoutMs?: number,
): Promise<{ status: number; body: any; headers: Headers }> {
  const origin = typeof at === 'number' ? `http://127.0.0.1:${at}` : at;
  const response = await fetch(`${origin}/restful`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [SESSION_HEADER]: token } : {}) },
    body: JSON.stringify({ type, ...payload }),
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
}

/**
 * A request on a connection of its own: with several workers, each goes to the next worker in turn. `headers` are
 * sent besides the session's; the answer's bytes come as they were sent (gzipped, when it was) and as text.
 */
export function callOnNewConnection(
  port: number,
  type: string,
  payload: Record<string, unknown>,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', ...(token ? { [SESSION_HEADER]: token } : {}), ...extraHeaders };
    const request = http.request({ host: '127.0.0.1', port, path: '/restful', method: 'POST', agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode!, headers: response.headers, body: bytes.toString('utf8'), bytes });
      });
    });
    request.on('error', reject);
    request.end(JSON.stringify({ type, ...payload }));
  });
}

/** The processes a server started with several (Linux lists a process's children in /proc): its workers and any writer. */
export function childrenOf(primary: ChildProcess): number[] {
  const children = fs.readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8').trim();
  return children ? children.split(/\s+/).map(Number) : [];
}

/** Whether a process was started as the writer (writer.ts): its environment says so. A process just killed has none to read. */
export function isWriter(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes('DIARY_PROCESS_ROLE=writer');
  } catch {
    return false;
  }
}

/** The worker processes answering connections, without the writer. */
export const workersOf = (primary: ChildProcess) => childrenOf(primary).filter((pid) => !isWriter(pid));

/** Resolves when the process has ended, even if it already has. */
export function ended(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * A child server of this many worker processes over a data directory of its own (and on PostgreSQL a database),
 * and a user signed in to it. The caller kills the child when done.
 */
export async function signedInChild(prefix: string, workers: number, extraEnv: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const outbox = path.join(dir, 'outbox.jsonl');
  const env: Record<string, string> = { NODE_ENV: 'test', DIARY_DATA_DIR: dir, DIARY_SMS_OUTBOX: outbox, DIARY_WORKERS: String(workers), ...extraEnv };
  if (DB_KIND === 'postgres') env.DIARY_DATABASE_URL = (await newPostgresDatabase()).url;
  const port = await freePort();
  const child = await startChild(env, port);
  const phone = newPhone();
  await call(port, 'requestSmsCode', { mobilePhoneNumber: phone });
  const code = JSON.parse(fs.readFileSync(outbox, 'utf8').trim().split('\n').at(-1)!).code;
  const token = (await call(port, 'loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: code, agreement: true })).body.sessionToken as string;
  return { dir, env, port, child, token };
}
