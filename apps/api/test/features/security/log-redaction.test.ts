import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';

/** Probe finding: error logs carried full SQL parameters (phone numbers, token hashes). */
const PHONE = '9876501234';
const TOKEN_HASH = 'c0ffee'.repeat(10) + 'abcd';

let ctx: TestContext;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // The product's own app and logger, on this file's database, with one route whose query fails.
  app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', NOTIFY_WORKER: 'false' }), ctx.handle.db, { logStream });
  app.get('/test/failing-query', async () => {
    // PostgreSQL refuses the phone as a uuid and quotes it in its own message, too.
    await app.db.execute(sql`select ${PHONE}::uuid as id, ${TOKEN_HASH} as token_hash`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('error logs', () => {
  it('carry the SQL and PostgreSQL’s error code of a failed query, never its parameter values', async () => {
    const res = await app.inject({ url: '/test/failing-query' });
    expect(res.statusCode).toBe(500);
    expect(JSON.stringify(res.json())).not.toContain(PHONE);

    const logged = lines.find((l) => l.msg === 'request failed');
    expect(logged).toBeDefined();
    const err = logged!.err as Record<string, unknown>;
    expect(err.query).toBe('select $1::uuid as id, $2 as token_hash');
    expect(err.code).toBe('22P02');
    expect(err.paramCount).toBe(2);
    expect(err.message).toContain('Failed query: select $1::uuid');
    expect(err.message).toContain('params: [2 redacted]');
    expect(err.stack).toContain('log-redaction.test.ts');
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(PHONE);
    expect(everything).not.toContain(TOKEN_HASH);
  });

  it('leave other errors as pino writes them', async () => {
    app.log.error({ err: new Error(`plain failure ${PHONE}`) }, 'plain');
    const plain = lines.find((l) => l.msg === 'plain')!.err as Record<string, unknown>;
    expect(plain.message).toBe(`plain failure ${PHONE}`);
    expect(plain.type).toBe('Error');
  });
});
