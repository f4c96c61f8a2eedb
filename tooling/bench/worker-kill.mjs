// What a worker's death does to the connections arriving meanwhile (not a test). Starts the built server with two
// workers over a fresh data directory, opens a new connection for every request (GET /health, --clients at once),
// kills the older worker with SIGKILL every --every-ms (once its replacement listens) --kills times, then stops
// asking and prints how many requests were answered, failed (their connection reset), and were never answered.
//
//   node tooling/bench/worker-kill.mjs [--kills 12] [--clients 16] [--every-ms 1500]
//   NODE_CLUSTER_SCHED_POLICY=none … has the workers accept connections themselves instead of the primary process
//   handing each one on (Node's round-robin, the default on Linux).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../postgres/cluster.js';
import { startBuiltServer } from './built-server.mjs';

const { values: args } = parseArgs({
  options: {
    kills: { type: 'string', default: '12' },
    clients: { type: 'string', default: '16' },
    'every-ms': { type: 'string', default: '1500' },
  },
});
const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.resolve(here, '../../apps/server/dist/main.js');
/** How long after the last request is asked a request still open counts as never answered. */
const UNANSWERED_AFTER_MS = 5000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-worker-kill-'));
const port = await freePort();
const primary = await startBuiltServer(MAIN, { NODE_ENV: 'test', DIARY_DATA_DIR: dir, DIARY_WORKERS: '2', DIARY_LOG_LEVEL: 'fatal' }, port);
/** The primary's children, oldest first (Linux lists them in /proc). */
const workers = () => fs.readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

const open = new Set();
const counts = { answered: 0, failed: 0 };
let asking = true;
const client = async () => {
  while (asking) {
    const request = { startedAt: performance.now() };
    open.add(request);
    await new Promise((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/health', agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve(counts.answered++));
          response.on('error', () => resolve(counts.failed++));
        })
        .on('error', () => resolve(counts.failed++));
    });
    open.delete(request);
  }
};
const clients = Array.from({ length: Number(args.clients) }, client);

for (let kill = 0; kill < Number(args.kills); kill++) {
  await sleep(Number(args['every-ms']));
  const [victim] = workers();
  process.kill(victim, 'SIGKILL');
  while (workers().length < 2 || workers().includes(victim)) await sleep(20);
}
await sleep(500);
asking = false;
await sleep(UNANSWERED_AFTER_MS);
const unanswered = [...open].filter((r) => performance.now() - r.startedAt > UNANSWERED_AFTER_MS).length;
console.log(
  `node ${process.version}, ${os.cpus().length} cores; scheduling ${process.env.NODE_CLUSTER_SCHED_POLICY ?? 'default (round-robin)'}; ${args.kills} kills, ${args.clients} clients`,
);
console.log(
  `requests answered ${counts.answered}, failed ${counts.failed}, never answered (open ${UNANSWERED_AFTER_MS / 1000} s after the last was asked) ${unanswered}`,
);
const left = workers();
primary.kill('SIGKILL');
for (const worker of left) process.kill(worker, 'SIGKILL');
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
