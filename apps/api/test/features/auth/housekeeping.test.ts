import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_MESSAGES, OTP_MESSAGE, PHONE_MESSAGE, REASON_MESSAGES } from '@sankalp/contract';
import { otpCodes, rateLimits } from '../../../src/db/schema/index.ts';
import { sweepAuthRows } from '../../../src/features/auth/sweep-auth-rows.ts';
import { AUTH_MESSAGES, USER_MESSAGES } from '../../../src/lib/messages/accounts.ts';
import { hasHindi } from '../../../src/lib/messages.ts';
import { randomPhone } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('account housekeeping', () => {
  it('has a Hindi text for every message of the auth and user features', () => {
    const all = [
      PHONE_MESSAGE,
      OTP_MESSAGE,
      ...Object.values(NAME_MESSAGES),
      ...Object.values(REASON_MESSAGES),
      ...Object.values(AUTH_MESSAGES),
      ...Object.values(USER_MESSAGES),
    ];
    expect(all.filter((m) => !hasHindi(m))).toEqual([]);
  });

  it('sweeps OTP rows a day past expiry and spent send counters, and nothing else', async () => {
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const [oldPhone, newPhone] = [randomPhone(), randomPhone()];
    await t.app.db.insert(otpCodes).values([
      { phone: oldPhone, codeHash: 'x', createdAt: ago(30), expiresAt: ago(25) },
      { phone: newPhone, codeHash: 'y', createdAt: ago(2), expiresAt: ago(1) },
    ]);
    const keys = { spent: `otp-send:phone:${oldPhone}`, live: `otp-send:phone:${newPhone}`, other: `other:${oldPhone}` };
    await t.app.db.insert(rateLimits).values([
      { key: keys.spent, windowStartedAt: ago(3), hits: 5 },
      { key: keys.live, windowStartedAt: ago(0.5), hits: 1 },
      { key: keys.other, windowStartedAt: ago(3), hits: 1 },
    ]);
    await sweepAuthRows(t.app.db, now);
    expect(await t.app.db.select().from(otpCodes).where(eq(otpCodes.phone, oldPhone))).toHaveLength(0);
    expect(await t.app.db.select().from(otpCodes).where(eq(otpCodes.phone, newPhone))).toHaveLength(1);
    const left = await t.app.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, Object.values(keys)));
    expect(left.map((r) => r.key).sort()).toEqual([keys.live, keys.other].sort());
  });

  it('lists the account calls in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/public/api/docs/json' })).json().paths as object);
    for (const path of ['/client/auth/otp/send', '/client/auth/otp/verify', '/client/auth/logout', '/user/get', '/user/update', '/user/deactivate']) {
      expect(paths).toContain(`/public/api/v1${path}`);
    }
  });
});
