import { testPreset } from '@diary/tooling/vitest';
import { defineConfig } from 'vitest/config';

// The H5 journey drives one Chromium against one server process, and WeChat's compiler forks its
// own workers: files run one after another on the machine's two cores.
export default defineConfig({ test: testPreset({ testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false }) });
