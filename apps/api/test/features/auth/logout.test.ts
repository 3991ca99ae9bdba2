import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET_USER_PATH, LOGOUT_PATH, ZLogoutResponse } from '@sankalp/contract';
import { sessions } from '../../../src/db/schema/index.ts';
import { hashToken } from '../../../src/plugins/auth.ts';
import { signIn } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { call, expectError } from './requests.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const expired = 'Your session has expired. Please login again.';

describe('POST /client/auth/logout', () => {
  it('ends this session only: the token answers 401 afterwards, other devices stay signed in', async () => {
    const phone = (await signIn(t.app)).phone;
    const laptop = await signIn(t.app, phone);
    const phone2 = await signIn(t.app, phone);
    const res = await call(t.app, 'POST', LOGOUT_PATH, undefined, { token: laptop.token });
    expect(ZLogoutResponse.parse(res.json())).toEqual({ data: { message: 'Logged out successfully.' } });
    expectError(await call(t.app, 'GET', GET_USER_PATH, undefined, { token: laptop.token }), 401, expired);
    expect((await call(t.app, 'GET', GET_USER_PATH, undefined, { token: phone2.token })).json().data.userId).toBe(laptop.userId);
    const [row] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(laptop.token)));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  it('is idempotent: no token, an unknown token or a second logout all answer 200', async () => {
    const { token } = await signIn(t.app);
    for (const options of [{}, { token: 'x'.repeat(43) }, { token }, { token }]) {
      const res = await call(t.app, 'POST', LOGOUT_PATH, undefined, options);
      expect(res.statusCode).toBe(200);
    }
    const hindi = await call(t.app, 'POST', LOGOUT_PATH, undefined, { language: 'hindi' });
    expect(hindi.json().data.message).toBe('आप सफलतापूर्वक साइन आउट हो गए हैं।');
  });
});
