import { base, frameworkFree } from '@diary/tooling/eslint';

export default [...base, frameworkFree({ files: ['src/**/*.ts'], ignores: ['src/**/*.test.ts'] })];
