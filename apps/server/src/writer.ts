import cluster from 'node:cluster';
import { API_ERRORS, type ApiErrorName } from '@diary/core';
import type { Answerer, RequestContext, Services, WayToTheWriter } from './context';
import { ApiFailure } from './errors/api-failure';
import { ServiceUnavailable } from './providers/vendor-http';

/**
 * The writer process: with several workers on the embedded database, one more process, which answers no
 * connection, makes the diaries' writes (the requests answered `byTheWriter`) for all of them.
 *
 * SQLite has one write lock. Two workers that each wrote took turns at it, and every turn began on an empty page
 * cache (SQLite empties a connection's cache whenever another process has committed) with the group of writes
 * that one process had gathered, half of what one gathers for all: a save held the lock ~1.05 ms, against ~0.7 ms
 * in a process that writes alone (docs/benchmarks.md). The workers still check the session and the payload; the
 * writer runs the same answerer, and its answer goes back once its commit is on disk.
 *
 * Messages go through the primary process (workers.ts), which tells the workers whether a writer is up. Without one
 * (before it has started, after it died, or a server of one process) a worker writes itself, as before: SQLite's
 * lock keeps every write right either way, so the writer saves work and nothing depends on it.
 */

/** The environment variable the primary starts the writer with. */
export const ROLE_VARIABLE = 'DIARY_PROCESS_ROLE';
export const isTheWriter = () => cluster.isWorker && process.env[ROLE_VARIABLE] === 'writer';
/**
 * Whether this process does the server's work in the background that one process should do (the assistant's
 * embeddings): the only process, or the one worker the primary named for it (started again in its role if it dies).
 */
export const doesBackgroundWork = () => !cluster.isWorker || process.env[ROLE_VARIABLE] === 'background';

/** A worker's request to the writer; the primary adds the worker's id (`from`). */
export interface ToTheWriter {
  toTheWriter: true;
  id: number;
  from?: number;
  type: string;
  context: Omit<RequestContext, 'services' | 'now'> & { now: number };
  payload: unknown;
}

/**
 * The writer's answer, for the worker `to`; `bounced` when the writer never ran the write (it was gone, or going,
 * when it came), and the worker makes it itself.
 */
export interface FromTheWriter {
  fromTheWriter: true;
  to: number;
  id: number;
  value?: unknown;
  failure?: Failure;
  bounced?: boolean;
}

/** Sent by the primary to the workers: whether the writer is up. */
export interface WriterState {
  writerUp: boolean;
}

/** Sent by the writer once it can take writes. */
export interface WriterReady {
  writerReady: true;
}

/** An error, as it crosses to the worker that answers it: the same refusal there. */
interface Failure {
  errorName?: ApiErrorName;
  unavailable?: boolean;
  message: string;
  code?: unknown;
  statusCode?: unknown;
}

function failureOf(error: unknown): Failure {
  if (error instanceof ApiFailure) return { errorName: error.errorName, message: error.message };
  if (error instanceof ServiceUnavailable) return { unavailable: true, message: error.message };
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  return { message: error instanceof Error ? error.message : String(error), code, statusCode };
}

function errorOf(failure: Failure): Error {
  if (failure.errorName && failure.errorName in API_ERRORS) return new ApiFailure(failure.errorName, failure.message);
  if (failure.unavailable) return new ServiceUnavailable(failure.message);
  // A database's own error (a unique index's refusal is answered as a duplicate name) keeps its code.
  return Object.assign(new Error(failure.message), { code: failure.code, statusCode: failure.statusCode });
}

/** A worker's way to the writer; undefined outside a worker of several, and in the writer itself. */
export class WriterLink implements WayToTheWriter {
  /** Set by the primary's messages: whether a writer is up. */
  available = false;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void; here: () => Promise<unknown> }>();

  static inThisWorker(): WriterLink | undefined {
    if (!cluster.isWorker || isTheWriter()) return undefined;
    const link = new WriterLink();
    process.on('message', (message: Partial<WriterState & FromTheWriter> | null) => link.received(message));
    return link;
  }

  write(type: string, context: RequestContext, payload: unknown, here: () => Promise<unknown>): Promise<unknown> {
    const id = this.nextId++;
    const { services: _services, now, ...rest } = context;
    const message: ToTheWriter = { toTheWriter: true, id, type, context: { ...rest, now: now.getTime() }, payload };
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, here });
      process.send!(message, undefined, undefined, (error: Error | null) => {
        // The primary is gone, and the server with it; the write was not sent.
        if (error) this.settle({ id, bounced: true });
      });
    });
  }

  private received(message: Partial<WriterState & FromTheWriter> | null): void {
    if (typeof message?.writerUp === 'boolean') {
      this.available = message.writerUp;
      // The writer died: whether what it was writing was committed is not known, as when a worker dies mid-request.
      if (!this.available)
        for (const id of [...this.waiting.keys()])
          this.settle({ id, failure: { errorName: 'serviceUnavailable', message: 'The server is restarting; try again in a moment' } });
    } else if (message?.fromTheWriter && typeof message.id === 'number') this.settle(message as FromTheWriter);
  }

  private settle({ id, failure, value, bounced }: Pick<FromTheWriter, 'id' | 'failure' | 'value' | 'bounced'>): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    if (bounced) waiting.here().then(waiting.resolve, waiting.reject);
    else if (failure) waiting.reject(errorOf(failure));
    else waiting.resolve(value);
  }
}

/**
 * In the writer process: answers the workers' writes with `answerers`, each once its commit is on disk. `closing()`
 * (before the database closes) waits for those under way; any that comes after goes back to its worker unrun.
 */
export function serveWrites(services: Services, answerers: readonly Answerer[]): { closing(): Promise<void> } {
  const byType = new Map(answerers.filter((a) => a.byTheWriter).map((a) => [a.definition.type, a]));
  const underWay = new Set<Promise<unknown>>();
  let closing = false;
  const answer = async (message: ToTheWriter): Promise<unknown> => {
    const answerer = byType.get(message.type);
    if (!answerer) throw new ApiFailure('serviceUnavailable', `${message.type} is not written by the writer`);
    const value = await answerer.answer({ ...message.context, services, now: new Date(message.context.now) }, message.payload);
    await services.database.durable();
    return value;
  };
  process.on('message', (message: ToTheWriter | null) => {
    if (!message?.toTheWriter || typeof message.from !== 'number') return;
    const { from: to, id } = message;
    // Settles once the answer has left (a writer that stops waits for that), or could not: the primary is gone.
    const reply = (answered: Pick<FromTheWriter, 'value' | 'failure' | 'bounced'>) =>
      new Promise<void>((sent) => process.send!({ fromTheWriter: true, to, id, ...answered } satisfies FromTheWriter, undefined, undefined, () => sent()));
    if (closing) return void reply({ bounced: true });
    const answered = answer(message).then(
      (value) => reply({ value }),
      (error: unknown) => reply({ failure: failureOf(error) }),
    );
    underWay.add(answered);
    void answered.finally(() => underWay.delete(answered));
  });
  process.send!({ writerReady: true } satisfies WriterReady);
  return {
    closing: async () => {
      closing = true;
      await Promise.all(underWay);
    },
  };
}
