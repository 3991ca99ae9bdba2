import { defineConfig } from 'vitest/config';

/** Browser tests: the real server and database, driven in Debian's Chromium by playwright-core. */
/**
 * The tests import the contract's TypeScript sources (its "@sankalp/source" export), as the API's
 * tests do (see apps/api/vitest.config.ts); the server they drive runs the compiled one.
 */
const sourceResolve = { conditions: ['@sankalp/source', 'node', 'development|production'] };

export default defineConfig({
  environments: { __vitest__: { resolve: sourceResolve }, ssr: { resolve: sourceResolve } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
