import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { openDb } from '../../../src/db/client.ts';
import { migrationsApplied, newestShippedMigration } from '../../../src/db/migration-state.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers 200 while the process serves, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('answers 200 on a migrated database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('compares the newest applied migration with the newest the build ships', async () => {
    const newest = newestShippedMigration();
    expect(newest).toBeGreaterThan(0);
    expect(await migrationsApplied(t.handle.db, newest)).toBe(true);
    // A build with a migration the database has not had yet.
    expect(await migrationsApplied(t.handle.db, newest + 1)).toBe(false);
  });

  it('answers 503 on a database never migrated', async () => {
    const empty = await openDb({ kind: 'pglite' });
    const app = await buildApp(t.config, empty.db);
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'database migrations not applied' });
    } finally {
      await app.close();
      await empty.close();
    }
  });

  it('answers 503 once a shutdown has started', async () => {
    const other = await buildTestApp();
    try {
      other.app.lifecycle.draining = true;
      const res = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
      // Alive all the same: a process manager must not kill a process that is draining.
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const other = await buildTestApp();
    await other.handle.close();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    } finally {
      await other.app.close();
    }
  });

  it('is not part of the public API documentation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/public/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).not.toContain('/readyz');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
  });
});
