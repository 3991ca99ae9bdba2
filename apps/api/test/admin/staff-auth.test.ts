import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PREFIX, STAFF_ME_PATH, STAFF_SEND_OTP_PATH, ZStaffMeResponse } from '@sankalp/contract';
import { like, sql } from 'drizzle-orm';
import { rateLimits } from '../../src/db/schema/index.ts';
import { grantStaff, revokeStaff } from '../../src/admin/staff/grant-staff.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { expectError } from '../features/auth/requests.ts';
import { authHeaders, randomIp, randomPhone, signIn } from '../fixtures/sign-in.ts';
import { adminCall, seededTemples, signInStaff } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('console sign-in', () => {
  it('signs staff in with a code and tells them who they are', async () => {
    const [temple] = await seededTemples(ctx.app);
    const priest = await signInStaff(ctx.app, 'temple_staff', [temple!]);
    const me = ZStaffMeResponse.parse((await adminCall(ctx.app, 'GET', STAFF_ME_PATH, { session: priest })).json()).data;
    expect(me).toMatchObject({ role: 'temple_staff', phone: priest.phone, temples: [{ id: temple }] });
  });

  it('never opens the console with a devotee session, nor the site with a staff one', async () => {
    const devotee = await signIn(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/admin/api/v1/me', headers: { 'x-staff-token': devotee.token } });
    expectError(res, 401, 'Please sign in to the console.');
    const admin = await signInStaff(ctx.app, 'admin');
    const site = await ctx.app.inject({ method: 'GET', url: '/public/api/v1/user/get', headers: authHeaders(admin.token) });
    expect(site.statusCode).toBe(401);
  });

  it('sends no code to a phone that is not staff, and answers the same', async () => {
    const phone = randomPhone();
    const res = await adminCall(ctx.app, 'POST', '/auth/otp/send', { body: { phone } });
    expect(res.statusCode).toBe(200);
    expect((await adminCall(ctx.app, 'GET', `/dev/otp/${phone}`)).statusCode).toBe(404);
  });

  it('answers a second ask within the resend gap alike for a staff phone and a stranger (issue 21 item 18)', async () => {
    const staffPhone = randomPhone();
    await grantStaff(ctx.app.db, { cli: 'test' }, { phone: staffPhone, name: 'Test operator', role: 'operator', templeIds: [] });
    const stranger = randomPhone();
    // Each ask from its own address: only the phone's limits are at play.
    const ask = (phone: string) =>
      ctx.app.inject({ method: 'POST', url: `${ADMIN_API_PREFIX}${STAFF_SEND_OTP_PATH}`, payload: { phone }, remoteAddress: randomIp() });
    const answers = async (phone: string) => {
      const [first, second] = [await ask(phone), await ask(phone)];
      // Retry-After counts down in whole seconds: its presence is compared, not its value.
      return { first: [first.statusCode, first.json()], second: [second.statusCode, second.json(), second.headers['retry-after'] !== undefined] };
    };
    const forStaff = await answers(staffPhone);
    expect(forStaff.second[0]).toBe(429);
    expect(await answers(stranger)).toEqual(forStaff);
    // And still no code for the stranger.
    expect((await adminCall(ctx.app, 'GET', `/dev/otp/${stranger}`)).statusCode).toBe(404);
  });

  it('does not accept a code sent for the site', async () => {
    const admin = await signInStaff(ctx.app, 'admin');
    // The site and the console share a phone's send limits; let this phone ask again at once.
    await ctx.app.db.delete(rateLimits).where(like(rateLimits.key, `otp-send:%:${admin.phone}`));
    await ctx.app.inject({ method: 'POST', url: '/public/api/v1/client/auth/otp/send', payload: { phone: admin.phone }, remoteAddress: randomIp() });
    const siteCode = (await ctx.app.inject({ method: 'GET', url: `/public/api/v1/dev/otp/${admin.phone}` })).json<{ data: { otp: string } }>().data.otp;
    const res = await adminCall(ctx.app, 'POST', '/auth/otp/verify', { body: { phone: admin.phone, otp: siteCode } });
    expect(res.statusCode).toBe(400);
  });

  it('ends every session of a revoked member at once', async () => {
    const operator = await signInStaff(ctx.app, 'operator');
    await revokeStaff(ctx.app.db, { cli: 'test' }, operator.phone);
    expectError(await adminCall(ctx.app, 'GET', STAFF_ME_PATH, { session: operator }), 401, 'Please sign in to the console.');
  });

  it('signs out', async () => {
    const operator = await signInStaff(ctx.app, 'operator');
    expect((await adminCall(ctx.app, 'POST', '/auth/logout', { session: operator })).statusCode).toBe(200);
    expect((await adminCall(ctx.app, 'GET', STAFF_ME_PATH, { session: operator })).statusCode).toBe(401);
  });
});

describe('audit log', () => {
  it('cannot be rewritten or erased, even by SQL', async () => {
    await signInStaff(ctx.app, 'operator');
    await expect(ctx.app.db.execute(sql`update audit_log set actor = 'someone else'`)).rejects.toThrow();
    await expect(ctx.app.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});
