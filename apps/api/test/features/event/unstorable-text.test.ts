import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../../helper.ts';

/** Review finding: /puja/name/%00 reached PostgreSQL ("invalid byte sequence") and answered 500. */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('catalogue reads with a U+0000 character', () => {
  it.each(['/puja/name/a%00', '/offering/name/a%00', '/puja/a%00', '/faq/puja?pujaId=%00'])('%s is a 400', async (path) => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${path}`, headers: { 'accept-language': 'hindi' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION', message: 'अनुरोध में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।' });
  });
});
