import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

/** Starts the server: configuration, database, migrations, HTTP; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    const here = path.dirname(fileURLToPath(import.meta.url));
    // The web app, once built, is served from the same origin unless told otherwise.
    const defaults = { DIARY_WEB_DIR: path.resolve(here, '../../web/dist') };
    config = loadConfig({ ...defaults, ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  await database.refreshPlannerStatistics();
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

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: config.database.kind, dataDir: config.dataDir, secret: config.secret.startsWith('development-only') ? 'development default' : 'set' },
    `diary server ready on http://${config.host}:${config.port}`,
  );
}

void main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
