import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_PATH, GET_ORDERS_PATH, ZErrorResponse } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { call } from '../auth/requests.ts';
import { signIn } from '../../fixtures/sign-in.ts';

/**
 * Review finding: a request zod refuses with one of its own generic texts (a body that is an
 * array, null or a string; no body at all) was answered in English to Hindi callers.
 */
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  token = (await signIn(ctx.app)).token;
});
afterAll(() => ctx.close());

describe('generic validation messages', () => {
  it.each([
    ['POST', CART_PATH, '[]'],
    ['POST', CART_PATH, 'null'],
    ['POST', GET_ORDERS_PATH, '"x"'],
  ] as const)('%s %s %s is a Hindi 400 for a Hindi caller', async (method, path, payload) => {
    const res = await call(ctx.app, method, path, payload, { token, language: 'hindi' });
    expect(res.statusCode).toBe(400);
    expect(ZErrorResponse.parse(res.json())).toEqual({ statusCode: 400, code: 'VALIDATION', message: 'अमान्य अनुरोध' });
  });

  it('names the field in Hindi and keeps the English detail for English callers', async () => {
    const english = await call(ctx.app, 'POST', CART_PATH, '[]', { token });
    expect(english.json().message).toBe('Invalid input: expected object, received array');
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/public/api/v1/payment/simulated/checkout/order_x?language=klingon',
      headers: { 'accept-language': 'hindi' },
    });
    expect(page.json()).toEqual({ statusCode: 400, code: 'VALIDATION', message: 'अमान्य अनुरोध (language)' });
  });
});
