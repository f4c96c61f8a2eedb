// The built server as a benchmark runs it: its own process on a free port, and a client of its JSON API.
import { spawn } from 'node:child_process';

/**
 * Starts `main` (apps/server/dist/main.js of some build) and answers the child once /health answers. With a
 * profile directory (by default BENCH_PROFILE_DIR) the process writes a V8 CPU profile there when it ends.
 */
export async function startBuiltServer(main, env, port, { attempts = 400, profileDir = process.env.BENCH_PROFILE_DIR } = {}) {
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...flags, main], { env: { ...process.env, ...env, DIARY_PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
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
