// The workspace's lint preset: ESLint's and typescript-eslint's recommended rules,
// plus `frameworkFree`, which keeps a package's sources free of UI frameworks,
// browser globals and Node-only modules so they run unchanged on every client.
import js from '@eslint/js';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

export const base = tseslint.config(
  // tsup writes a temporary tsup.config.bundled_*.mjs while it builds, which a lint running at the same time must not read.
  { ignores: ['dist/**', 'reports/**', 'coverage/**', '**/*.bundled_*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
    },
  },
);

const nodeOnlyModules = builtinModules.filter((name) => !name.startsWith('_'));

/** Rules for a package that must run in the browser, the mini program and Node alike. */
export function frameworkFree({ files, ignores = [] }) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeOnlyModules.map((name) => ({
            name,
            message: 'Node-only module: this package runs in browsers and the mini program too.',
          })),
          patterns: [
            { group: ['node:*'], message: 'Node-only module: this package runs in browsers and the mini program too.' },
            { group: ['react', 'react-dom', 'react-dom/*', 'react/*'], message: 'No UI framework here: the domain is framework-free.' },
            { group: ['@tarojs/*'], message: 'No Taro here: the domain is framework-free.' },
            {
              group: ['@diary/store', '@diary/server', '@diary/web', '@diary/mini'],
              message: 'Dependencies point one way: core imports no other workspace package.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'process', 'Buffer', 'require', 'wx', 'setTimeout', 'setInterval'].map(
          (name) => ({ name, message: `\`${name}\` belongs to a platform: take it as an argument instead.` }),
        ),
      ],
    },
  };
}

const readsTheClock = "The time a screen shows is the store's (its screens' clock, or platform.clock in a thunk): only src/platform reads the clock.";

/**
 * Rules for a client app's sources: React's hook rules (the app passes its own copy of the plugin), no
 * import of the server or of the other client — the clients share code only through core and the store —
 * and no clock read outside the app's platform services.
 */
export function clientApp({ reactHooks, otherApp, name }) {
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      plugins: { 'react-hooks': reactHooks },
      rules: {
        ...reactHooks.configs.recommended.rules,
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: ['@diary/server', otherApp, 'node:*'], message: `${name} talks to the server over HTTP and imports no other app.` }] },
        ],
      },
    },
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/platform/**', 'src/**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-syntax': [
          'error',
          { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: readsTheClock },
          { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: readsTheClock },
        ],
      },
    },
  ];
}
