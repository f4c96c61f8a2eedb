import 'vitest';
import type { TestProject } from 'vitest/node';
import { startPostgres } from '@diary/tooling/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** The same cluster through its Unix socket. */
    postgresSocketUrl: string;
  }
}

/** Starts one PostgreSQL for the postgres test project; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  project.provide('postgresUrl', postgres.url);
  project.provide('postgresSocketUrl', postgres.socketUrl);
  return () => postgres.stop();
}
