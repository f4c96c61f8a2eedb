import cluster from 'node:cluster';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { WayToTheWriter } from './context';
import type { DatabaseKind } from './db/types';

/**
 * GET /health: the server answers, with its database kind and how late its event loop has run
 * since it started (p50, p99 and max, in ms) — a loop held up by synchronous work delays every
 * connection, new ones first, so this is the figure to watch under load. With several workers, which one
 * answered (1, 2, …; 0 when the server is one process): the primary hands a connection only to workers that
 * listen, so one that has seen every worker answer knows they all do (the benchmarks wait for that). `writer`: whether
 * this worker's writes go to the writer process now (writer.ts); it starts after the workers listen.
 */
export function registerHealth(app: FastifyInstance, database: DatabaseKind, writer: WayToTheWriter | undefined): void {
  const resolutionMs = 10;
  const delay = monitorEventLoopDelay({ resolution: resolutionMs });
  delay.enable();
  app.addHook('onClose', (_instance, done) => {
    delay.disable();
    done();
  });
  // The histogram holds the time between the monitor's timer runs; lateness is that less the period.
  const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - resolutionMs) * 100) / 100);
  app.get('/health', async () => ({
    ok: true,
    database,
    worker: cluster.worker?.id ?? 0,
    writer: writer?.available ?? false,
    eventLoopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
  }));
}
