import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { openKeyRing } from './encryption/open-keys';
import { sealEarlierRows } from './storage/seal-earlier-rows';
import { indexEarlierTitles } from './storage/index-earlier-titles';
import { countEarlierWords } from './storage/count-earlier-words';
import { runWorkers } from './workers';
import { isTheWriter } from './writer';

function readConfig(): Config {
  try {
    const here = path.dirname(fileURLToPath(import.meta.url));
    // The web app, once built, is served from the same origin unless told otherwise.
    const defaults = { DIARY_WEB_DIR: path.resolve(here, '../../web/dist') };
    return loadConfig({ ...defaults, ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const secretState = (config: Config) => (config.secret.startsWith('development-only') ? 'development default' : 'set');

/**
 * What must happen once, before any process answers: the migrations, the planner's statistics, the master
 * key's check (and its file, made on a first start), sealing rows written before encryption, and indexing the
 * titles of diaries saved before titles were searchable. Run by the primary process alone, so no two workers
 * race to do them.
 */
async function prepareStorage(config: Config): Promise<void> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    await database.refreshPlannerStatistics();
    const keys = await openKeyRing(config, database);
    await sealEarlierRows(database, keys, new Date());
    await indexEarlierTitles(database, keys, new Date());
    await countEarlierWords(database, keys, new Date());
  } finally {
    await database.close();
  }
}

/** One process answering requests over the prepared database; stops cleanly on SIGINT/SIGTERM. */
async function serve(config: Config): Promise<void> {
  const database = openDatabase(config.database, { checkpointInBackground: true });
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    app.log.info('requests finished; closing the database');
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (!isTheWriter()) await app.listen({ host: config.host, port: config.port });
}

/** Starts the server: configuration, storage, then one process answering, or the workers (workers.ts). */
async function main(): Promise<void> {
  const config = readConfig();
  if (cluster.isWorker) return serve(config);
  const log = pino({ level: config.logLevel });
  const ready = () =>
    log.info(
      { database: config.database.kind, dataDir: config.dataDir, secret: secretState(config), workers: config.workers },
      `diary server ready on http://${config.host}:${config.port}`,
    );
  await prepareStorage(config);
  const writer = config.writerProcess && config.database.kind === 'sqlite';
  if (config.workers > 1) return runWorkers(config.workers, writer, config.workerHeapFloorMb, log, ready);
  await serve(config);
  ready();
}

void main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
