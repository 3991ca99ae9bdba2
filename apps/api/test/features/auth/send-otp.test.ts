import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, SEND_OTP_PATH, ZSendOtpResponse } from '@sankalp/contract';
import { otpCodes, rateLimits } from '../../../src/db/schema/index.ts';
import { AUTH_MESSAGES } from '../../../src/lib/messages/accounts.ts';
import { randomIp, randomPhone } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { call, expectError } from './requests.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const send = (phone: unknown, options: Parameters<typeof call>[4] = {}) =>
  call(t.app, 'POST', SEND_OTP_PATH, phone === undefined ? {} : { phone }, { ip: randomIp(), ...options });
const codesOf = (phone: string) => t.app.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));

describe('POST /client/auth/otp/send', () => {
  it('sends a code and says so in the request language', async () => {
    const res = await send(randomPhone());
    expect(res.statusCode).toBe(200);
    expect(ZSendOtpResponse.parse(res.json())).toEqual({ data: { message: 'OTP sent successfully!', expiresInSeconds: 300, resendAfterSeconds: 30 } });
    const hindi = await send(randomPhone(), { language: 'hindi' });
    expect(hindi.json().data.message).toBe('OTP सफलतापूर्वक भेजा गया!');
  });

  it('stores only a keyed hash of the code, valid for 5 minutes', async () => {
    const phone = randomPhone();
    await send(phone);
    const otp = (await call(t.app, 'GET', `/dev/otp/${phone}`)).json().data.otp as string;
    const [row] = await codesOf(phone);
    expect(otp).toMatch(/^\d{6}$/);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(otp);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(300_000);
    expect(row!.failedAttempts).toBe(0);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too short', '98765'],
    ['11 digits', '98765432101'],
    ['with country code', '+919876543210'],
    ['letters', '98765abcde'],
    ['spaces', '98765 43210'],
    ['not a mobile prefix', '1234567890'],
    ['a number, not a string', 9876543210],
    ['null', null],
  ])('refuses a %s phone with the spec message and sends nothing', async (_case, phone) => {
    const res = await send(phone);
    expectError(res, 400, PHONE_MESSAGE);
    if (typeof phone === 'string' && phone) expect(await codesOf(phone)).toHaveLength(0);
  });

  it('gives the phone message in Hindi', async () => {
    expectError(await send('123', { language: 'hindi' }), 400, 'कृपया मान्य 10 अंकों का मोबाइल नंबर दर्ज करें।');
  });

  it.each([
    ['malformed JSON', '{"phone": "98765', 400, 'The request body is not valid JSON.'],
    ['an array body', '["9876543210"]', 400, PHONE_MESSAGE],
    ['no body at all', undefined, 400, PHONE_MESSAGE],
    ['a huge body', JSON.stringify({ phone: '9876543210', pad: 'x'.repeat(200_000) }), 413, 'The request body is too large.'],
  ])('answers %s with a clear error and stores no code', async (_case, payload, status, message) => {
    const before = await codesOf('9876543210');
    expectError(await call(t.app, 'POST', SEND_OTP_PATH, payload, { ip: randomIp() }), status, message);
    expect(await codesOf('9876543210')).toHaveLength(before.length);
  });
});

describe('send limits', () => {
  it('allows a new code for the same phone only after 30 seconds (429 with Retry-After)', async () => {
    const phone = randomPhone();
    expect((await send(phone)).statusCode).toBe(200);
    const early = await send(phone);
    expectError(early, 429, AUTH_MESSAGES.resendTooSoon);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(await codesOf(phone)).toHaveLength(1);
    // 30 seconds later (the window is moved back rather than waited for)
    await t.app.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`${rateLimits.windowStartedAt} - interval '30 seconds'` })
      .where(eq(rateLimits.key, `otp-send:gap:${phone}`));
    expect((await send(phone)).statusCode).toBe(200);
    expect(await codesOf(phone)).toHaveLength(2);
  });

  it('says so in Hindi', async () => {
    const phone = randomPhone();
    await send(phone);
    expectError(await send(phone, { language: 'hindi' }), 429, 'दूसरा OTP माँगने से पहले कृपया कुछ सेकंड प्रतीक्षा करें।');
  });
});

describe('hourly limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    // No resend gap here, so the hourly caps are reached without moving clocks.
    limited = await buildTestApp({ OTP_RESEND_SECONDS: '0', OTP_SENDS_PER_IP_PER_HOUR: '8' });
  });
  afterAll(() => limited.close());
  const sendTo = (phone: string, ip: string) => call(limited.app, 'POST', SEND_OTP_PATH, { phone }, { ip });

  it('sends at most 5 codes per phone per hour, from any address', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 5; i++) expect((await sendTo(phone, randomIp())).statusCode).toBe(200);
    const sixth = await sendTo(phone, randomIp());
    expectError(sixth, 429, AUTH_MESSAGES.tooManyForPhone);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await limited.app.db.select().from(otpCodes).where(eq(otpCodes.phone, phone))).toHaveLength(5);
  });

  it('limits one address across phones, and other addresses are not affected', async () => {
    const ip = randomIp();
    for (let i = 0; i < 8; i++) expect((await sendTo(randomPhone(), ip)).statusCode).toBe(200);
    const phone = randomPhone();
    expectError(await sendTo(phone, ip), 429, AUTH_MESSAGES.tooManyFromIp);
    expect(await limited.app.db.select().from(otpCodes).where(eq(otpCodes.phone, phone))).toHaveLength(0);
    expect((await sendTo(phone, randomIp())).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it gains nothing (review finding)', async () => {
    const prefix = `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
    for (let i = 0; i < 8; i++) expect((await sendTo(randomPhone(), `${prefix}:${i.toString(16)}::${randomInt(1, 0xffff).toString(16)}`)).statusCode).toBe(200);
    expectError(await sendTo(randomPhone(), `${prefix}:abcd:1:2:3`), 429, AUTH_MESSAGES.tooManyFromIp);
    expect((await sendTo(randomPhone(), `2001:db8:${randomInt(0, 0xffff).toString(16)}::1`)).statusCode).toBe(200);
  });

  it('counts concurrent requests without losing any', async () => {
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendTo(randomPhone(), ip)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(8);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(12);
  });
});
