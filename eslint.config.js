// One lint configuration for the whole repository (decision 075). `npm run lint` runs it with no
// warnings allowed; `npm test` runs it after the typecheck.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint.boundaries.js';

export default defineConfig(
  globalIgnores(['**/dist/', '**/dist-ssr/', '**/coverage/', 'data/', 'tmp/', 'scratch-*']),

  js.configs.recommended,

  {
    name: 'sankalp/typescript',
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Fastify plugins and handlers are async by contract (FastifyPluginAsync returns a promise) and
      // many have nothing to await; an async function that throws also rejects instead of throwing
      // synchronously, which is what Fastify expects. Floating and misused promises stay checked.
      '@typescript-eslint/require-await': 'off',
      // An async event handler (onSubmit={save}) is the React idiom: React ignores the returned
      // promise; every other place where a promise meets a void callback is still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },

  {
    name: 'sankalp/tests',
    files: ['**/test/**/*.ts', '**/*.test.{ts,tsx}', 'apps/web/e2e/**/*.ts'],
    rules: {
      // Tests read JSON answers (light-my-request's json() and fetch mocks are `any`) and check them
      // with expect(), which is the check; typing every answer would only restate the assertion.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // expect(mock.method).toHaveBeenCalled() passes a method without calling it, on purpose.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  {
    name: 'sankalp/javascript',
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },

  {
    name: 'sankalp/web',
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      // The two rules of hooks. react-hooks 7's other recommended rules judge code for the React
      // Compiler, which this site does not use (decision 075); the site is on React itself since
      // decision 160, so they can be revisited (they flagged a few effects that set state).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Our labels wrap the control and put the text one element deeper (label > span > span).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },

  {
    name: 'sankalp/admin',
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      // The console runs on React itself (decision 101); the two rules of hooks, as on the site.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },

  featureBoundaries,
);
