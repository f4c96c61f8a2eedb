// Copies the embedded database's log back into the database file, in a thread of its own: a checkpoint
// writes a few thousand pages and syncs the log and the file (5–40 ms here), and run by SQLite at the end
// of a commit it stopped the process's event loop for that long (db/checkpoints.ts). Plain JavaScript so
// that Node loads it as it is, from the sources in tests and from the build in production.
import { clearTimeout, setTimeout } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { file, pages, soonestMs, latestMs } = workerData;
// The server's connection made the file; the thread never makes one.
const connection = new SQLite(file, { fileMustExist: true });
// A checkpoint syncs the log before it copies and the file after, in every mode but OFF; it never
// waits for a reader or a writer (PASSIVE): what they still need is copied by a later one.
connection.pragma('synchronous = NORMAL');
const checkpoint = connection.prepare('pragma wal_checkpoint(PASSIVE)');

// SQLite's own rule is a checkpoint once the log has grown by `pages`. Asking how far it has grown is
// itself a checkpoint, so the wait between them follows how far the log grew since the last: halved
// when it grew past `pages`, half as long again when it grew less than half of them.
let wait = soonestMs;
let lastLog = 0;
let timer;
const tick = () => {
  const { log } = checkpoint.get();
  const grown = log >= lastLog ? log - lastLog : log;
  lastLog = log;
  wait = Math.min(latestMs, Math.max(soonestMs, grown > pages ? wait / 2 : grown < pages / 2 ? wait * 1.5 : wait));
  timer = setTimeout(tick, wait);
};
timer = setTimeout(tick, wait);

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  connection.close();
  parentPort.close();
});
