import { testPreset } from '@diary/tooling/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: testPreset({ testTimeout: 20_000 }) });
