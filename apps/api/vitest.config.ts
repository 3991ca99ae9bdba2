import { defineConfig } from 'vitest/config';

/**
 * API tests run against PGlite always, and again against a real PostgreSQL server when
 * TEST_DATABASE_URL names one (an admin URL: each run creates and drops its own database).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

const project = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    provide: { dbKind, adminUrl: postgresUrl ?? '' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [project('api-pglite', 'pglite'), ...(postgresUrl ? [project('api-postgres', 'postgres')] : [])],
  },
});
