import { base } from '@diary/tooling/eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  ...base,
  { ignores: ['test-results/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@diary/server', '@diary/mini', 'node:*'], message: 'The web app talks to the server over HTTP and imports no other app.' }] },
      ],
    },
  },
];
