import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_HEADER, API_PREFIX, GET_ORDERS_PATH } from '@sankalp/contract';
import { freePort } from '../../../bench/processes.ts';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { openDb, type DbHandle } from '../../../src/db/client.ts';
import { isDatabaseUnavailable } from '../../../src/db/unavailable.ts';
import type { FastifyInstance } from 'fastify';

/**
 * While PostgreSQL cannot be reached, requests are answered 503 with Retry-After in the caller's
 * language, not 500. Here the pool points at a local port nobody listens on (connection refused),
 * which needs no database server, so it runs in both test projects.
 */
let app: FastifyInstance;
let handle: DbHandle;
beforeAll(async () => {
  handle = await openDb({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${await freePort()}/nowhere`, poolSize: 2, connectTimeoutMs: 1000 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CATALOGUE_CACHE_SECONDS: '0',
    WEB_DIST_DIR: '/nonexistent',
    PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
    NOTIFY_WORKER: 'false',
  });
  app = await buildApp(config, handle.db);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('the database away', () => {
  it('a request that needs it is answered 503 with Retry-After and a message in English or Hindi', async () => {
    for (const [language, message] of [
      ['english', 'The service is briefly unavailable. Please try again in a moment.'],
      ['hindi', 'सेवा कुछ क्षण के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से प्रयास करें।'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `${API_PREFIX}/puja/all`, headers: { 'accept-language': language } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message });
    }
  });

  it('a signed-in call (session looked up first) is a 503 too, not a 401 or 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}${GET_ORDERS_PATH}`,
      payload: { pageNumber: 0 },
      headers: { [ACCESS_TOKEN_HEADER.toLowerCase()]: 'a'.repeat(43) },
    });
    expect(res.statusCode).toBe(503);
  });
});

describe('isDatabaseUnavailable', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it('knows connection-level failures, also wrapped in a cause (as Drizzle wraps driver errors)', () => {
    for (const e of [
      coded('57P01'),
      coded('57P03'),
      coded('08006'),
      coded('ECONNREFUSED'),
      coded('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(e)).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: e }))).toBe(true);
    }
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED')], ''))).toBe(true);
  });
  it("leaves the client's own connection failures alone (an aborted request body is a 400 with ECONNRESET)", () => {
    expect(isDatabaseUnavailable(Object.assign(coded('ECONNRESET', 'aborted'), { statusCode: 400 }))).toBe(false);
  });
  it('leaves statement errors alone (they are bugs or bad input, not an outage)', () => {
    for (const e of [coded('23505'), coded('40P01'), coded('22P02'), new Error('boom'), 'text', null]) expect(isDatabaseUnavailable(e)).toBe(false);
  });
});
