import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MESSAGE, PHONE_MESSAGE, SEND_OTP_PATH, VERIFY_OTP_PATH, ZVerifyOtpResponse } from '@sankalp/contract';
import { otpCodes, rateLimits, sessions, users } from '../../../src/db/schema/index.ts';
import { AUTH_MESSAGES } from '../../../src/lib/messages/accounts.ts';
import { findOrCreateUser } from '../../../src/features/auth/sign-in-user.ts';
import { hashToken } from '../../../src/plugins/auth.ts';
import { randomIp, randomPhone, signIn } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { call, expectError } from './requests.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Sends a code to the phone and returns it as the SMS would show it. */
async function sendCode(phone: string): Promise<string> {
  await t.app.db.delete(rateLimits).where(eq(rateLimits.key, `otp-send:gap:${phone}`));
  expect((await call(t.app, 'POST', SEND_OTP_PATH, { phone }, { ip: randomIp() })).statusCode).toBe(200);
  return (await call(t.app, 'GET', `/dev/otp/${phone}`)).json().data.otp as string;
}
const verify = (phone: unknown, otp: unknown, language?: 'hindi') => call(t.app, 'POST', VERIFY_OTP_PATH, { phone, otp }, { language, ip: randomIp() });
/** A six-digit code that is not this one. */
const wrong = (otp: string) => ((Number(otp) + 1) % 1_000_000).toString().padStart(6, '0');
const sessionCount = async (userId: string) => (await t.app.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('POST /client/auth/otp/verify', () => {
  it('signs a new phone up: a session, the user id, and PROFILE because there is no name yet', async () => {
    const phone = randomPhone();
    const res = await verify(phone, await sendCode(phone));
    expect(res.statusCode).toBe(200);
    const { data } = ZVerifyOtpResponse.parse(res.json());
    expect(data.redirectTo).toBe('PROFILE');
    expect(data.message).toBe('OTP verified successfully!');
    expect(Buffer.from(data.sessionId, 'base64url')).toHaveLength(32);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, data.userDataResponse.userId));
    expect(user).toMatchObject({ phone, name: null, deactivatedAt: null });
    // Only the hash of the token is stored, and the session ends after 30 days.
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(session!.tokenHash).toBe(hashToken(data.sessionId));
    expect(session!.tokenHash).not.toContain(data.sessionId);
    const days = (session!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('signs a returning user with a name in to HOME, in Hindi when asked', async () => {
    const { phone, userId } = await signIn(t.app);
    const res = await verify(phone, await sendCode(phone), 'hindi');
    const { data } = ZVerifyOtpResponse.parse(res.json());
    expect(data).toMatchObject({ redirectTo: 'HOME', userDataResponse: { userId }, message: 'OTP सफलतापूर्वक सत्यापित हुआ!' });
  });

  it('refuses a wrong code with a message and keeps the right one usable', async () => {
    const phone = randomPhone();
    const otp = await sendCode(phone);
    expectError(await verify(phone, wrong(otp)), 400, AUTH_MESSAGES.wrongOtp);
    expectError(await verify(phone, wrong(otp), 'hindi'), 400, 'गलत OTP। कृपया फिर से प्रयास करें।');
    expect((await verify(phone, otp)).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const phone = randomPhone();
    const otp = await sendCode(phone);
    for (let i = 1; i <= 4; i++) expectError(await verify(phone, wrong(otp)), 400, AUTH_MESSAGES.wrongOtp);
    expectError(await verify(phone, wrong(otp)), 400, AUTH_MESSAGES.noAttemptsLeft);
    expectError(await verify(phone, otp), 400, AUTH_MESSAGES.noAttemptsLeft);
    expect(await t.app.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    // A new code starts a fresh count.
    expect((await verify(phone, await sendCode(phone))).statusCode).toBe(200);
  });

  it('does not let concurrent wrong guesses go past the limit', async () => {
    const phone = randomPhone();
    const otp = await sendCode(phone);
    const guesses = Array.from({ length: 30 }, (_, i) => ((Number(otp) + 1 + i) % 1_000_000).toString().padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => verify(phone, guess)));
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await t.app.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row!.failedAttempts).toBe(5);
    expectError(await verify(phone, otp), 400, AUTH_MESSAGES.noAttemptsLeft);
  });

  it('refuses an expired code', async () => {
    const phone = randomPhone();
    const otp = await sendCode(phone);
    await t.app.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.phone, phone));
    expectError(await verify(phone, otp), 400, AUTH_MESSAGES.expired);
  });

  it('refuses a code used once already', async () => {
    const phone = randomPhone();
    const otp = await sendCode(phone);
    expect((await verify(phone, otp)).statusCode).toBe(200);
    expectError(await verify(phone, otp), 400, AUTH_MESSAGES.expired);
  });

  it('accepts only the newest code of a phone', async () => {
    const phone = randomPhone();
    const first = await sendCode(phone);
    const second = await sendCode(phone);
    if (first !== second) expectError(await verify(phone, first), 400, AUTH_MESSAGES.wrongOtp);
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('refuses a phone that was never sent a code', async () => {
    expectError(await verify(randomPhone(), '123456'), 400, AUTH_MESSAGES.expired);
  });

  it('lets exactly one of many concurrent verifies of one code through', async () => {
    const phone = randomPhone();
    const otp = await sendCode(phone);
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(phone, otp)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    answers.filter((r) => r.statusCode !== 200).forEach((r) => expectError(r, 400, AUTH_MESSAGES.expired));
    const accounts = await t.app.db.select().from(users).where(eq(users.phone, phone));
    expect(accounts).toHaveLength(1);
    expect(await sessionCount(accounts[0]!.id)).toBe(1);
  });

  it('creates one account when first sign-ins of one phone race', async () => {
    const phone = randomPhone();
    const made = await Promise.all(Array.from({ length: 8 }, () => t.app.db.transaction((tx) => findOrCreateUser(tx, phone))));
    expect(new Set(made.map((u) => u.id)).size).toBe(1);
    expect(await t.app.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it.each([
    ['missing phone', { otp: '123456' }, PHONE_MESSAGE],
    ['bad phone', { phone: '12345', otp: '123456' }, PHONE_MESSAGE],
    ['missing otp', { phone: '9876543210' }, OTP_MESSAGE],
    ['5-digit otp', { phone: '9876543210', otp: '12345' }, OTP_MESSAGE],
    ['7-digit otp', { phone: '9876543210', otp: '1234567' }, OTP_MESSAGE],
    ['letters in otp', { phone: '9876543210', otp: '12a456' }, OTP_MESSAGE],
    ['numeric otp', { phone: '9876543210', otp: 123456 }, OTP_MESSAGE],
    ['array body', [], PHONE_MESSAGE],
  ])('refuses a %s with a clear 400', async (_case, payload, message) => {
    expectError(await call(t.app, 'POST', VERIFY_OTP_PATH, payload, { ip: randomIp() }), 400, message);
  });

  it('gives the OTP message in Hindi', async () => {
    const res = await call(t.app, 'POST', VERIFY_OTP_PATH, { phone: '9876543210', otp: '1' }, { language: 'hindi' });
    expectError(res, 400, 'कृपया 6 अंकों का OTP दर्ज करें।');
  });

  it('does not count a malformed code as a try', async () => {
    const phone = randomPhone();
    const otp = await sendCode(phone);
    for (let i = 0; i < 6; i++) expect((await verify(phone, 'abc')).statusCode).toBe(400);
    const res = await call(t.app, 'POST', VERIFY_OTP_PATH, `{"phone":"${phone}","otp":`, { ip: randomIp() });
    expectError(res, 400, 'The request body is not valid JSON.');
    expect((await verify(phone, otp)).statusCode).toBe(200);
  });
});
