import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../../helper.ts';

/**
 * Review finding: errors Fastify's router raises before any route runs (a malformed %-escape, a
 * path parameter over 100 characters) were answered in Fastify's shape `{error, code, message}`,
 * echoing the path, in English only.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('router errors', () => {
  it.each([
    ['/puja/name/%ff', 400],
    ['/offering/%c0%af', 400],
    [`/puja/name/${'a'.repeat(150)}`, 414],
  ])('%s answers %i in the API error shape, in the caller’s language', async (path, status) => {
    const english = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${path}` });
    expect(english.statusCode).toBe(status);
    expect(english.json()).toEqual({ statusCode: status, code: 'BAD_REQUEST', message: 'Bad Request' });
    const hindi = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${path}`, headers: { 'accept-language': 'hindi' } });
    expect(hindi.json()).toEqual({ statusCode: status, code: 'BAD_REQUEST', message: 'अमान्य अनुरोध' });
  });
});
