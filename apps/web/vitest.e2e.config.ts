import { defineConfig } from 'vitest/config';

/** Browser tests: the real server and database, driven in Debian's Chromium by playwright-core. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
