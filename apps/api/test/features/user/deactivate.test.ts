import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEACTIVATE_USER_PATH,
  GET_USER_PATH,
  REASON_MESSAGES,
  SEND_OTP_PATH,
  VERIFY_OTP_PATH,
  ZDeactivateUserResponse,
  ZVerifyOtpResponse,
} from '@sankalp/contract';
import { rateLimits, sessions, users } from '../../../src/db/schema/index.ts';
import { randomIp, signIn } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { call, expectError } from '../auth/requests.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const expired = 'Your session has expired. Please login again.';
const deactivate = (payload: unknown, token?: string, language?: 'hindi') => call(t.app, 'POST', DEACTIVATE_USER_PATH, payload, { token, language });
const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /user/deactivate', () => {
  it('closes the account, ends every session and keeps the row with the reason', async () => {
    const first = await signIn(t.app, undefined, 'Asha');
    const second = await signIn(t.app, first.phone);
    const res = await deactivate({ reason: '  Moving abroad  ' }, first.token);
    expect(ZDeactivateUserResponse.parse(res.json())).toEqual({ data: { message: 'Your account has been deactivated.' } });
    for (const { token } of [first, second]) expectError(await call(t.app, 'GET', GET_USER_PATH, undefined, { token }), 401, expired);
    const row = await userRow(first.userId);
    expect(row).toMatchObject({ name: 'Asha', phone: first.phone, deactivationReason: 'Moving abroad' });
    expect(row.deactivatedAt).toBeInstanceOf(Date);
    const open = (await t.app.db.select().from(sessions).where(eq(sessions.userId, first.userId))).filter((s) => !s.revokedAt);
    expect(open).toHaveLength(0);
  });

  it('lets the phone sign up again as a new account, starting with the profile step', async () => {
    const old = await signIn(t.app, undefined, 'Asha');
    await deactivate({ reason: 'Starting over' }, old.token);
    const ip = randomIp();
    await t.app.db.delete(rateLimits).where(eq(rateLimits.key, `otp-send:gap:${old.phone}`)); // no 30 s wait
    await call(t.app, 'POST', SEND_OTP_PATH, { phone: old.phone }, { ip });
    const otp = (await call(t.app, 'GET', `/dev/otp/${old.phone}`)).json().data.otp as string;
    const fresh = ZVerifyOtpResponse.parse((await call(t.app, 'POST', VERIFY_OTP_PATH, { phone: old.phone, otp }, { ip })).json()).data;
    expect(fresh.userDataResponse.userId).not.toBe(old.userId);
    expect(fresh.redirectTo).toBe('PROFILE');
    const me = await call(t.app, 'GET', GET_USER_PATH, undefined, { token: fresh.sessionId });
    expect(me.json().data).toEqual({ name: null, phone: old.phone, userId: fresh.userDataResponse.userId });
    expect((await userRow(old.userId)).deactivatedAt).toBeInstanceOf(Date);
    expect(await t.app.db.select().from(users).where(eq(users.phone, old.phone))).toHaveLength(2);
  });

  it('says it in Hindi', async () => {
    const me = await signIn(t.app);
    expect((await deactivate({ reason: 'कारण' }, me.token, 'hindi')).json().data.message).toBe('आपका खाता निष्क्रिय कर दिया गया है।');
  });

  it.each([
    ['missing', {}, REASON_MESSAGES.required],
    ['empty', { reason: '' }, REASON_MESSAGES.required],
    ['blank', { reason: ' \n ' }, REASON_MESSAGES.required],
    ['not text', { reason: 5 }, REASON_MESSAGES.required],
    ['too long', { reason: 'x'.repeat(501) }, REASON_MESSAGES.tooLong],
    ['malformed JSON', '{"reason":', 'The request body is not valid JSON.'],
  ])('refuses a %s reason with a clear 400 and keeps the account open', async (_case, payload, message) => {
    const me = await signIn(t.app);
    expectError(await deactivate(payload, me.token), 400, message);
    expect((await userRow(me.userId)).deactivatedAt).toBeNull();
    expect((await call(t.app, 'GET', GET_USER_PATH, undefined, { token: me.token })).statusCode).toBe(200);
  });

  it('gives the reason messages in Hindi', async () => {
    const me = await signIn(t.app);
    expectError(await deactivate({ reason: '' }, me.token, 'hindi'), 400, 'कारण बताना आवश्यक है।');
    expectError(await deactivate({ reason: 'x'.repeat(501) }, me.token, 'hindi'), 400, 'कारण अधिकतम 500 अक्षरों का हो सकता है।');
  });

  it('closes only the caller’s account', async () => {
    const [a, b] = await Promise.all([signIn(t.app), signIn(t.app)]);
    await deactivate({ reason: 'Mine only', userId: b.userId }, a.token);
    expect((await userRow(b.userId)).deactivatedAt).toBeNull();
    expect((await call(t.app, 'GET', GET_USER_PATH, undefined, { token: b.token })).statusCode).toBe(200);
  });

  it('answers a second deactivation with the same token with 401', async () => {
    const me = await signIn(t.app);
    await deactivate({ reason: 'Once' }, me.token);
    expectError(await deactivate({ reason: 'Twice' }, me.token), 401, expired);
    expect((await userRow(me.userId)).deactivationReason).toBe('Once');
  });
});
