import { testPreset } from '@diary/tooling/vitest';
import { defineConfig } from 'vitest/config';

// The files share one set of modules in each test process: importing them again for every file was most of the
// suite's time on CI. Each test makes its own store and platform; no module keeps anything a test depends on.
export default defineConfig({ test: testPreset({ testTimeout: 20_000, isolate: false }) });
