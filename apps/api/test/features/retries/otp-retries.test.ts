import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGOUT_PATH,
  SEND_OTP_PATH,
  STAFF_SEND_OTP_PATH,
  STAFF_VERIFY_OTP_PATH,
  VERIFY_OTP_PATH,
  ZStaffVerifyOtpResponse,
  ZVerifyOtpResponse,
} from '@sankalp/contract';
import { otpCodes, rateLimits, sessions, staffSessions } from '../../../src/db/schema/index.ts';
import { AUTH_MESSAGES } from '../../../src/lib/messages/accounts.ts';
import { sha256 } from '../../../src/lib/idempotency-key.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { randomIp, randomPhone } from '../../fixtures/sign-in.ts';
import { adminCall, signInStaff } from '../../admin/helpers.ts';
import { call, expectError } from '../auth/requests.ts';

/** Retries of OTP sends and verifies (decisions 192, 193); PGlite and PostgreSQL. */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const send = (phone: string, key?: string) => call(t.app, 'POST', SEND_OTP_PATH, { phone }, { ip: randomIp(), headers: key ? { 'idempotency-key': key } : {} });
const verify = (phone: string, otp: string, key?: string) =>
  call(t.app, 'POST', VERIFY_OTP_PATH, { phone, otp }, { ip: randomIp(), headers: key ? { 'idempotency-key': key } : {} });
const devOtp = async (phone: string) => (await call(t.app, 'GET', `/dev/otp/${phone}`)).json().data.otp as string;
const codesOf = (phone: string) => t.app.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
const gapRow = async (phone: string) =>
  (
    await t.app.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `otp-send:gap:${phone}`))
  )[0];
const moveGapBack = (phone: string, seconds: number) =>
  t.app.db
    .update(rateLimits)
    .set({ windowStartedAt: sql`${rateLimits.windowStartedAt} - make_interval(secs => ${seconds})` })
    .where(eq(rateLimits.key, `otp-send:gap:${phone}`));

describe('OTP send retried', () => {
  it('after its process died before sending: not "too soon" — "being sent" for a few seconds, then a code', async () => {
    const phone = randomPhone();
    // What a process killed between claiming the resend gap and handing the SMS over leaves behind.
    await t.app.db.insert(rateLimits).values({ key: `otp-send:gap:${phone}`, windowStartedAt: new Date(), hits: 0 });
    const busy = await send(phone);
    expectError(busy, 409, AUTH_MESSAGES.sendInFlight);
    expect(busy.json().code).toBe('REQUEST_IN_FLIGHT');
    // The SMS call's timeout (5 s) and a margin: past that, the send is taken for dead.
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(5);
    expect(Number(busy.headers['retry-after'])).toBeLessThanOrEqual(10);
    expect(await codesOf(phone)).toHaveLength(0);

    await moveGapBack(phone, 10);
    expect((await send(phone)).statusCode).toBe(200);
    expect(await codesOf(phone)).toHaveLength(1);
    // A code did go out now: the resend gap runs from it.
    expect(await gapRow(phone)).toMatchObject({ hits: 1 });
    expectError(await send(phone), 429, AUTH_MESSAGES.resendTooSoon);
  });

  it('a send refused by the hourly cap holds no resend gap (a failed SMS gives it back too: msg91-sender.test.ts)', async () => {
    const limited = await buildTestApp({ OTP_SENDS_PER_PHONE_PER_HOUR: '1' });
    try {
      const phone = randomPhone();
      expect((await call(limited.app, 'POST', SEND_OTP_PATH, { phone }, { ip: randomIp() })).statusCode).toBe(200);
      await limited.app.db.delete(rateLimits).where(eq(rateLimits.key, `otp-send:gap:${phone}`));
      // Over the hourly cap: refused, and the resend gap it had claimed is given back at once.
      expectError(await call(limited.app, 'POST', SEND_OTP_PATH, { phone }, { ip: randomIp() }), 429, AUTH_MESSAGES.tooManyForPhone);
      expect(
        (
          await limited.app.db
            .select()
            .from(rateLimits)
            .where(eq(rateLimits.key, `otp-send:gap:${phone}`))
        )[0],
      ).toBeUndefined();
    } finally {
      await limited.close();
    }
  });

  it('with the same Idempotency-Key after its answer was lost: "sent" again, no second SMS, never "too soon"', async () => {
    const phone = randomPhone();
    const key = randomUUID();
    const first = await send(phone, key);
    expect(first.statusCode).toBe(200);
    const again = await send(phone, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await codesOf(phone)).toHaveLength(1);
    // A new press of "send" (a new key) is a new request: the resend gap applies.
    expectError(await send(phone, randomUUID()), 429, AUTH_MESSAGES.resendTooSoon);
  });

  it('concurrent sends to one phone make one code', async () => {
    const phone = randomPhone();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(phone, randomUUID())));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect([409, 429]).toContain(refused.statusCode);
    expect(await codesOf(phone)).toHaveLength(1);
  });
});

describe('OTP verify retried', () => {
  /** A phone with a fresh code, as the SMS shows it. */
  async function withCode() {
    const phone = randomPhone();
    expect((await send(phone)).statusCode).toBe(200);
    return { phone, otp: await devOtp(phone) };
  }
  const sessionsOf = (userId: string) => t.app.db.select().from(sessions).where(eq(sessions.userId, userId));

  it('with the same key after a lost answer: the same session, not "already used"; only one session exists', async () => {
    const { phone, otp } = await withCode();
    const key = randomUUID();
    const first = ZVerifyOtpResponse.parse((await verify(phone, otp, key)).json()).data;
    const again = await verify(phone, otp, key);
    expect(again.statusCode).toBe(200);
    expect(ZVerifyOtpResponse.parse(again.json()).data).toEqual(first);
    expect(await sessionsOf(first.userDataResponse.userId)).toHaveLength(1);
    // The token is stored sealed, the key only as its hash.
    const [row] = await codesOf(phone);
    expect(row!.replayKeyHash).toBe(sha256(key));
    expect(row!.replaySealedToken).not.toContain(first.sessionId);
    expect(row!.replaySealedToken).not.toContain(key);
  });

  it('only for the very same verify: no key, another key or a wrong code still find the code used', async () => {
    const { phone, otp } = await withCode();
    const key = randomUUID();
    expect((await verify(phone, otp, key)).statusCode).toBe(200);
    expectError(await verify(phone, otp), 400, AUTH_MESSAGES.expired);
    expectError(await verify(phone, otp, randomUUID()), 400, AUTH_MESSAGES.expired);
    const wrong = ((Number(otp) + 1) % 1_000_000).toString().padStart(6, '0');
    expectError(await verify(phone, wrong, key), 400, AUTH_MESSAGES.expired);
  });

  it('only for two minutes, and only while the session is valid', async () => {
    const late = await withCode();
    const key = randomUUID();
    expect((await verify(late.phone, late.otp, key)).statusCode).toBe(200);
    await t.app.db
      .update(otpCodes)
      .set({ consumedAt: sql`${otpCodes.consumedAt} - interval '121 seconds'` })
      .where(eq(otpCodes.phone, late.phone));
    expectError(await verify(late.phone, late.otp, key), 400, AUTH_MESSAGES.expired);

    const ended = await withCode();
    const first = ZVerifyOtpResponse.parse((await verify(ended.phone, ended.otp, key)).json()).data;
    expect((await call(t.app, 'POST', LOGOUT_PATH, undefined, { token: first.sessionId })).statusCode).toBe(200);
    expectError(await verify(ended.phone, ended.otp, key), 400, AUTH_MESSAGES.expired);
  });

  it('retried while the first is still running (same key, concurrently): both get the one session', async () => {
    const { phone, otp } = await withCode();
    const key = randomUUID();
    const answers = await Promise.all([verify(phone, otp, key), verify(phone, otp, key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => ZVerifyOtpResponse.parse(r.json()).data);
    expect(b!.sessionId).toBe(a!.sessionId);
    expect(await sessionsOf(a!.userDataResponse.userId)).toHaveLength(1);
  });

  it('a malformed key is a 400 and the code stays usable', async () => {
    const { phone, otp } = await withCode();
    const res = await verify(phone, otp, 'k'.repeat(300));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    expect((await verify(phone, otp)).statusCode).toBe(200);
  });

  it('the console’s verify too: the same key gets the same console session', async () => {
    const staff = await signInStaff(t.app, 'operator');
    await t.app.db.delete(rateLimits).where(like(rateLimits.key, `otp-send:%:${staff.phone}`));
    expect((await adminCall(t.app, 'POST', STAFF_SEND_OTP_PATH, { body: { phone: staff.phone } })).statusCode).toBe(200);
    const otp = (await adminCall(t.app, 'GET', `/dev/otp/${staff.phone}`)).json().data.otp as string;
    const key = randomUUID();
    const verifyStaff = () => adminCall(t.app, 'POST', STAFF_VERIFY_OTP_PATH, { body: { phone: staff.phone, otp }, headers: { 'idempotency-key': key } });
    const first = ZStaffVerifyOtpResponse.parse((await verifyStaff()).json()).data;
    const again = ZStaffVerifyOtpResponse.parse((await verifyStaff()).json()).data;
    expect(again.token).toBe(first.token);
    const live = await t.app.db
      .select()
      .from(staffSessions)
      .where(and(eq(staffSessions.staffId, staff.staffId), sql`${staffSessions.revokedAt} is null`));
    expect(live).toHaveLength(2); // the fixture's sign-in and this one
  });
});
