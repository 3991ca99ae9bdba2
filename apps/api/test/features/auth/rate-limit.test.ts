import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitRateLimit, RateLimitedError } from '../../../src/lib/rate-limit.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rule = (limit: number) => ({ key: `test:${randomUUID()}`, limit, windowSeconds: 60, message: 'Too many.' });
const outcome = (p: Promise<void>) =>
  p.then(
    () => 'ok' as const,
    (e: unknown) => {
      if (e instanceof RateLimitedError) return 'limited' as const;
      throw e;
    },
  );

describe('hitRateLimit (fixed window in the database)', () => {
  it('allows the limit within a window and starts over when the window has passed', async () => {
    const r = rule(2);
    const start = new Date();
    const at = (seconds: number) => outcome(hitRateLimit(t.app.db, r, new Date(start.getTime() + seconds * 1000)));
    expect([await at(0), await at(10), await at(59)]).toEqual(['ok', 'ok', 'limited']);
    expect([await at(60), await at(61), await at(62)]).toEqual(['ok', 'ok', 'limited']);
  });

  it('tells how long until the window ends', async () => {
    const r = rule(1);
    const now = new Date();
    await hitRateLimit(t.app.db, r, now);
    const error = await hitRateLimit(t.app.db, r, new Date(now.getTime() + 15_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ statusCode: 429, message: 'Too many.', retryAfterSeconds: 45 });
  });

  it('loses no hit under concurrency', async () => {
    const r = rule(10);
    const results = await Promise.all(Array.from({ length: 60 }, () => outcome(hitRateLimit(t.app.db, r))));
    expect(results.filter((x) => x === 'ok')).toHaveLength(10);
  });
});
