import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetUserResponse } from '@sankalp/contract';
import { authHeaders, randomPhone, signIn } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('signIn fixture', () => {
  it('signs a new phone in with a name, and the same phone again into the same account', async () => {
    const phone = randomPhone();
    const first = await signIn(t.app, phone, 'Asha Devi');
    const again = await signIn(t.app, phone);
    expect(again.userId).toBe(first.userId);
    expect(again.token).not.toBe(first.token);
    const res = await t.app.inject({ method: 'GET', url: '/public/api/v1/user/get', headers: authHeaders(again.token) });
    expect(ZGetUserResponse.parse(res.json()).data).toEqual({ name: 'Asha Devi', phone, userId: first.userId });
  });
});
