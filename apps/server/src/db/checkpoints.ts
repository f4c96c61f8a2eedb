import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** SQLite's own rule, which the thread follows (and the connection again if the thread fails): a checkpoint once the log grew this many pages. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
/** The shortest and longest waits between the thread's checkpoints. */
const SOONEST_MS = 25;
const LATEST_MS = 1000;

const workerFile = new URL(import.meta.url.endsWith('.ts') ? './checkpoints.worker.mjs' : './checkpoints.worker.js', import.meta.url);

/**
 * Checkpoints run beside the process's event loop instead of inside a commit. SQLite runs one at the end
 * of the commit that takes the log past 1,000 pages: under saves a dozen times a second, each 5–40 ms of
 * writing pages and two disk syncs on the event loop's thread, during which no request of this process
 * moved (docs/benchmarks.md). A thread with its own connection now does them, about as often; the
 * process's connection no longer does. Should the thread fail, the connection takes them back.
 */
export function checkpointInBackground(connection: SQLite.Database, file: string): { stop(): Promise<void> } {
  const worker = new Worker(workerFile, { workerData: { file, pages: SQLITE_AUTOCHECKPOINT_PAGES, soonestMs: SOONEST_MS, latestMs: LATEST_MS } });
  // The thread never keeps the process alive: the connection's close checkpoints what is left.
  worker.unref();
  connection.pragma('wal_autocheckpoint = 0');
  worker.on('error', (error) => {
    if (connection.open) connection.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
    process.emitWarning(
      `the database's checkpoint thread failed; the server's own connection checkpoints again (${(error as { message?: string }).message ?? String(error)})`,
    );
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    /** Lets the thread finish the checkpoint it may be running, and close its connection. */
    stop: async () => {
      worker.postMessage('stop');
      await exited;
    },
  };
}
