import { defineConfig } from 'vitest/config';

/**
 * API tests run against PGlite always, and again against a real PostgreSQL server when
 * TEST_DATABASE_URL names one (an admin URL: each run creates and drops its own database).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Tests import the contract's TypeScript sources (its "@sankalp/source" export); the compiled
 * server gets its dist/. The rest is Vite's default server list, less 'module', as Vitest sets it.
 */
const sourceConditions = { conditions: ['@sankalp/source', 'node', 'development|production'] };

const project = (name: string, dbKind: 'pglite' | 'postgres') => ({
  environments: { __vitest__: { resolve: sourceConditions }, ssr: { resolve: sourceConditions } },
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
  environments: { __vitest__: { resolve: sourceConditions }, ssr: { resolve: sourceConditions } },
  test: {
    projects: [project('api-pglite', 'pglite'), ...(postgresUrl ? [project('api-postgres', 'postgres')] : [])],
  },
});
