import { base, clientApp } from '@diary/tooling/eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  ...base,
  { ignores: ['dist/**', 'wechat-ci/**', 'reports/**', 'babel.config.js'] },
  ...clientApp({ reactHooks, otherApp: '@diary/web', name: 'The mini program' }),
];
