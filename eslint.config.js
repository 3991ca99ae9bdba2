// One lint configuration for the whole repository (decision 075). `npm run lint` runs it with no
// warnings allowed; `npm test` runs it after the typecheck.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint.boundaries.js';

export default defineConfig(
  globalIgnores(['**/dist/', '**/coverage/', 'data/', 'tmp/', 'apps/api/src/db/drizzle/']),

  js.configs.recommended,

  {
    name: 'sankalp/typescript',
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {},
  },

  {
    name: 'sankalp/javascript',
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },

  {
    name: 'sankalp/web',
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
  },

  featureBoundaries,
);
