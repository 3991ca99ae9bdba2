import { configDefaults, defineConfig } from 'vitest/config';

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

/**
 * Files whose subject is not the database: the HTTP layer (headers, caching semantics, time-outs,
 * router errors, static serving), the API document, the adapters to outside services, the deploy
 * recipe and log redaction. Their requests do reach a database, but nothing in them depends on
 * which one. With PostgreSQL at hand they run once, there (a file's app starts in a fraction of the
 * time PGlite takes to load its copy of the seeded database; decision 273); without it, on PGlite.
 */
const DATABASE_AGNOSTIC = [
  'test/hindi-spelling.test.ts',
  'test/admin/media/media-config.test.ts',
  'test/features/admin-serving.test.ts',
  'test/features/serving.test.ts',
  'test/features/api-document/*.test.ts',
  'test/features/auth/msg91-sender.test.ts',
  'test/features/auth/trust-proxy.test.ts',
  'test/features/event/router-errors.test.ts',
  'test/features/http/*.test.ts',
  'test/features/notification/channels.test.ts',
  'test/features/notification/messages-doc.test.ts',
  'test/features/operations/config-paths.test.ts',
  'test/features/operations/deploy-files.test.ts',
  'test/features/payment/razorpay-provider.test.ts',
  'test/features/payment/razorpay-refunds.test.ts',
  'test/features/payment/signatures.test.ts',
  'test/features/payment/simulated-webhooks.test.ts',
  'test/features/receipt/pdf-renderer.test.ts',
  'test/features/security/*.test.ts',
];

const project = (name: string, dbKind: 'pglite' | 'postgres') => ({
  environments: sourceConditions,
  test: {
    name,
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(dbKind === 'pglite' && postgresUrl ? DATABASE_AGNOSTIC : [])],
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
