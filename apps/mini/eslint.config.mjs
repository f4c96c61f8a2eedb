import { base } from '@diary/tooling/eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  ...base,
  { ignores: ['dist/**', 'wechat-ci/**', 'reports/**', 'babel.config.js'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@diary/server', '@diary/web', 'node:*'], message: 'The mini program talks to the server over HTTP and imports no other app.' }] },
      ],
    },
  },
];
