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
    // Three files at a time on the one server: a browser test waits on the page as much as it
    // computes (late images on purpose, hydration, the server), and Chromium's headless shell
    // leaves more of the 2 cores idle than the full browser did: 549 s with two, 476 s with three
    // (decisions 255 and 273). Each file signs in its own devotees; the console files share the
    // demo staff's phone, whose resend wait the server shortens for them (global-setup.ts).
    maxWorkers: 3,
  },
});
