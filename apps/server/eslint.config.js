import { base } from '@diary/tooling/eslint';

export default [
  ...base,
  { ignores: ['dist/**', 'reports/**'] },
  // Tests read JSON answers whose shape each assertion checks; typing every one would add nothing.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
];
