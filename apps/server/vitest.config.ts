import { testPreset } from '@diary/tooling/vitest';
import { defineConfig } from 'vitest/config';

// The files share one set of modules in each test process: importing the server again for every file was a third of
// the suite's time on CI. Each test starts its own server over its own database; what modules keep (texts, pools) holds
// nothing of one test's data.
const { reporters, ...preset } = testPreset({ testTimeout: 60_000, hookTimeout: 60_000, isolate: false });

/**
 * The server's tests run twice: on the embedded SQLite database and on a real PostgreSQL. What a
 * browser does with the answers (test/browser) does not depend on the database: it runs once.
 */
export default defineConfig({
  test: {
    reporters,
    projects: [
      { test: { ...preset, name: 'sqlite', env: { ...preset.env, DIARY_TEST_DB: 'sqlite' } } },
      {
        test: {
          ...preset,
          name: 'postgres',
          env: { ...preset.env, DIARY_TEST_DB: 'postgres' },
          exclude: ['test/browser/**'],
          globalSetup: ['./test/support/global-postgres.ts'],
        },
      },
    ],
  },
});
