import { defineConfig } from 'vitest/config';

/**
 * API tests run against PGlite always, and again against a real PostgreSQL server when
 * TEST_DATABASE_URL names one (an admin URL: each run creates and drops its own database).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Tests import the contract's TypeScript sources (its "@sankalp/source" export); the compiled
 * server gets its dist/. Vitest 4 resolves in two server environments: __vitest__ (global setup)
 * and ssr (test files); the rest of the list is what Vitest sets there by default.
 */
const sourceResolve = { conditions: ['@sankalp/source', 'node', 'development|production'] };
const sourceConditions = { __vitest__: { resolve: sourceResolve }, ssr: { resolve: sourceResolve } };

const project = (name: string, dbKind: 'pglite' | 'postgres') => ({
  environments: sourceConditions,
  test: {
    name,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    provide: { dbKind, adminUrl: postgresUrl ?? '' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share their worker's module graph instead of importing the app again each: half
    // the run's time here (decision 255). Nothing of a file's state is module-level: every file
    // builds its own app on its own database.
    isolate: false,
  },
});

export default defineConfig({
  environments: sourceConditions,
  test: {
    // Vitest's default leaves a core idle (cores − 1); these files wait on their database as much
    // as they compute, so one worker per core keeps both busy (decision 255).
    maxWorkers: '100%',
    projects: [project('api-pglite', 'pglite'), ...(postgresUrl ? [project('api-postgres', 'postgres')] : [])],
  },
});
