import { testPreset } from '@diary/tooling/vitest';
import { defineConfig } from 'vitest/config';

// The end-to-end journeys drive one Chromium against one server process each; files run one
// after another so two browsers do not fight over the machine's two cores, in one set of modules (each file starts
// its own browser and server; importing the support code again for each was a minute of CI).
export default defineConfig({ test: testPreset({ testTimeout: 120_000, hookTimeout: 60_000, fileParallelism: false, isolate: false }) });
