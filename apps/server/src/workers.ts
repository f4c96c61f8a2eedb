import cluster, { type Worker } from 'node:cluster';
import type { Serializable } from 'node:child_process';
import type { Logger } from 'pino';
import { TO_OTHER_WORKERS } from './items/list-answers';
import { ROLE_VARIABLE, type FromTheWriter, type ToTheWriter, type WriterReady, type WriterState } from './writer';

/** A worker that dies within this long of its start is started again only after this pause: a crash loop would spin. */
const RESTART_PAUSE_MS = 1000;

/** V8's flags that set where a heap starts; one given on the server's own command line is the operator's choice. */
const HEAP_START_FLAGS = ['--initial-old-space-size', '--initial-heap-size'];

/**
 * The node flags a worker starts with: the primary's, and a heap floor of `floorMb` below which V8 skips full
 * collections. Without it V8 sizes a worker's heap close to what it holds (some 40 MB), and with the list answers
 * kept a worker ran a full collection every second or so, up to 18 ms each on the request thread; a floor of
 * 128 MB left three in 30 s, and 13 % less CPU a month page at saturation (docs/benchmarks.md, eleventh step).
 */
export function workerExecArgv(primaryExecArgv: readonly string[], floorMb: number): string[] {
  const chosen = primaryExecArgv.some((flag) => HEAP_START_FLAGS.some((name) => flag === name || flag.startsWith(`${name}=`)));
  return floorMb > 0 && !chosen ? [...primaryExecArgv, `--initial-old-space-size=${floorMb}`] : [...primaryExecArgv];
}

/**
 * The primary process of a server run as several workers. It forks them, and starts another in the place
 * of any that dies once it was serving (a crash, kill -9); a worker that dies before it ever listened
 * (the port is taken) stops the whole server. On SIGINT/SIGTERM it passes the signal on and exits when
 * all have finished their requests in flight. The workers share the listening port (the primary hands
 * each new connection to the next worker in turn) and nothing else but the database and the media, so
 * a request may land on any of them, and a dead one loses only its open connections, none of its
 * acknowledged writes. The primary also passes on what a worker sends to the others (the list answers
 * each makes: items/list-answers.ts), which saves work and is not needed for any answer to be right.
 *
 * `withWriter` starts one more process, the writer (writer.ts), which listens on no port and makes the diaries'
 * writes the workers send it through the primary. It counts as started once it says it is ready (a writer that
 * dies before then stops the server, as a worker would); the workers are told whenever it comes or goes, and a
 * write sent to a writer that is gone comes back to its worker unrun.
 */
export function runWorkers(count: number, withWriter: boolean, heapFloorMb: number, log: Logger, onReady: () => void): void {
  let stopping = false;
  type Role = 'writer' | 'background' | undefined;
  const running = new Map<Worker, { startedAt: number; listening: boolean; writer: boolean; role: Role }>();
  const fork = (role: Role = undefined) => {
    if (!stopping)
      running.set(cluster.fork(role ? { [ROLE_VARIABLE]: role } : {}), { startedAt: Date.now(), listening: false, writer: role === 'writer', role });
  };
  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    log.info({ signal }, 'stopping the workers: each finishes its requests in flight');
    for (const worker of running.keys()) worker.process.kill(signal);
    if (running.size === 0) process.exit();
  };
  // A worker that is going away misses what is sent to it; the callback takes the error that would otherwise be thrown here.
  const sendTo = (worker: Worker, message: Serializable, failed: () => void = () => undefined) => {
    if (!worker.isConnected()) return failed();
    worker.send(message, (error: Error | null) => error && failed());
  };
  const servers = () => [...running].filter(([, w]) => !w.writer).map(([worker]) => worker);

  // The writer (writer.ts), once it has said it is ready.
  let writer: Worker | undefined;
  const tellWorkers = (worker?: Worker) => {
    const state: WriterState = { writerUp: writer !== undefined };
    for (const each of worker ? [worker] : servers()) sendTo(each, state);
  };

  // Messages between workers carry buffers (kept answers): V8's serialisation passes them as they are, JSON would not.
  cluster.setupPrimary({ serialization: 'advanced', execArgv: workerExecArgv(process.execArgv, heapFloorMb) });
  cluster.on('message', (from, message: (Partial<ToTheWriter & FromTheWriter & WriterReady> & Record<string, unknown>) | null) => {
    if (message?.[TO_OTHER_WORKERS]) {
      for (const worker of servers()) if (worker !== from) sendTo(worker, message);
    } else if (message?.toTheWriter) {
      // Sent back unrun when the writer is gone: the worker writes itself.
      const bounce = () => sendTo(from, { fromTheWriter: true, to: from.id, id: message.id!, bounced: true } satisfies FromTheWriter);
      if (writer) sendTo(writer, { ...message, from: from.id }, bounce);
      else bounce();
    } else if (message?.fromTheWriter) {
      const to = cluster.workers?.[message.to!];
      if (to) sendTo(to, message);
    } else if (message?.writerReady && running.get(from)?.writer) {
      running.get(from)!.listening = true;
      writer = from;
      tellWorkers();
    }
  });

  let ready = false;
  cluster.on('listening', (worker) => {
    running.get(worker)!.listening = true;
    // A worker started after the writer learns of it here.
    if (writer) tellWorkers(worker);
    if (!ready && servers().every((w) => running.get(w)!.listening)) {
      ready = true;
      onReady();
    }
  });
  // Once every message the writer sent has been read (its answers are passed on first), the workers write themselves.
  cluster.on('disconnect', (worker) => {
    if (worker !== writer) return;
    writer = undefined;
    tellWorkers();
  });
  cluster.on('exit', (worker, code, signal) => {
    const { startedAt, listening, writer: wasWriter, role } = running.get(worker)!;
    running.delete(worker);
    if (stopping) {
      if (running.size === 0) process.exit();
      return;
    }
    if (!listening) {
      log.fatal({ pid: worker.process.pid, code, signal }, 'a worker could not start; stopping the server');
      stop('SIGTERM', 1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal, writer: wasWriter }, 'a worker died; starting another in its place');
    setTimeout(() => fork(role), Date.now() - startedAt < RESTART_PAUSE_MS ? RESTART_PAUSE_MS : 0);
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // The first worker also does the background work one process should do (writer.ts doesBackgroundWork).
  for (let i = 0; i < count; i++) fork(i === 0 ? 'background' : undefined);
  if (withWriter) fork('writer');
}
