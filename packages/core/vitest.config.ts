import { testPreset } from '@diary/tooling/vitest';
import { configDefaults, defineConfig } from 'vitest/config';

const { reporters, ...preset } = testPreset({ isolate: false });

/**
 * The files share one set of modules in each test process: importing them again for every file was most of the suite's
 * time, and core's functions keep nothing between calls. Two files set process-wide switches before the first schema
 * is made (zod's settings for the clients, the contract's schemas made at once) and get modules of their own.
 */
const OWN_MODULES = ['src/wire/client-parsing.test.ts', 'test/api-doc.test.ts'];

export default defineConfig({
  test: {
    reporters,
    projects: [
      { test: { ...preset, name: 'core', exclude: [...configDefaults.exclude, ...OWN_MODULES] } },
      { test: { ...preset, name: 'core, own modules', include: OWN_MODULES, isolate: true } },
    ],
  },
});
