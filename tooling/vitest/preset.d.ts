import type { ViteUserConfig } from 'vitest/config';

export function testPreset(overrides?: NonNullable<ViteUserConfig['test']>): NonNullable<ViteUserConfig['test']>;
