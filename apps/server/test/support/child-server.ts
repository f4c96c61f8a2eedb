import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_HEADER } from '@diary/core';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

/** The built server as its own process, as `npm start` runs it; answers once /health does. DEBUG_CHILD=1 shows its log. */
export async function startChild(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, DIARY_PORT: String(port), DIARY_LOG_LEVEL: process.env.DEBUG_CHILD ? 'info' : 'warn' },
    stdio: ['ignore', process.env.DEBUG_CHILD ? 'inherit' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not start: ${stderr}`);
}

/** A request of /restful at a loopback port (or an origin): its status and JSON answer. `timeoutMs`: given up (rejected) after so long. */
export async function call(at: number | string, type: string, payload: Record<string, unknown>, token?: string, timeoutMs?: number): Promise<{ status: number; body: any; headers: Headers }> {
  const origin = typeof at === 'number' ? `http://127.0.0.1:${at}` : at;
  const response = await fetch(`${origin}/restful`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [SESSION_HEADER]: token } : {}) },
    body: JSON.stringify({ type, ...payload }),
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
}

/** Resolves when the process has ended, even if it already has. */
export function ended(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
