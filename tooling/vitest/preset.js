// Shared vitest settings. Every package writes a JSON report that the workspace's
// test command adds up into one closing line.
//
// Tests run in a fixed time zone so that day, month and "22:00 local time" rules
// are checked against known wall-clock values on every machine.
process.env.TZ = 'Asia/Shanghai';

/** @returns {import('vitest/config').ViteUserConfig['test']} */
export function testPreset(overrides = {}) {
  return {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    env: { TZ: 'Asia/Shanghai' },
    ...overrides,
  };
}
