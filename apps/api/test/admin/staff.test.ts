import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  PHONE_MESSAGE,
  STAFF_MESSAGES,
  STAFF_ME_PATH,
  ZAuditResponse,
  ZStaffListResponse,
  ZStaffMemberResponse,
  ZRevokeStaffResponse,
} from '@sankalp/contract';
import type { Db } from '../../src/db/client.ts';
import { staffMembers } from '../../src/db/schema/index.ts';
import { grantStaff, revokeStaff } from '../../src/admin/staff/grant-staff.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { expectError } from '../features/auth/requests.ts';
import { randomPhone } from '../fixtures/sign-in.ts';
import { adminCall, seededTemples, signInStaff, type StaffSession } from './helpers.ts';

let ctx: TestContext;
let admin: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signInStaff(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const list = async (query = '') => ZStaffListResponse.parse((await adminCall(ctx.app, 'GET', `/staff${query}`, { session: admin })).json()).data;

describe('staff management', () => {
  it('grants a priest to a temple, lists them with it, changes and revokes them, all in their audit log', async () => {
    const [a, b] = await seededTemples(ctx.app);
    const phone = randomPhone();
    const granted = await adminCall(ctx.app, 'POST', '/staff/grant', {
      session: admin,
      body: { phone, name: 'Pandit Hari Om', role: 'temple_staff', templeIds: [a] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const member = ZStaffMemberResponse.parse(granted.json()).data;
    expect(member).toMatchObject({ phone, name: 'Pandit Hari Om', role: 'temple_staff', temples: [{ id: a }], revokedAt: null });
    expect((await list()).find((m) => m.phone === phone)).toEqual(member);

    const moved = await adminCall(ctx.app, 'POST', '/staff/grant', {
      session: admin,
      body: { phone, name: 'Pandit Hari Om', role: 'temple_staff', templeIds: [a, b] },
    });
    expect(
      ZStaffMemberResponse.parse(moved.json())
        .data.temples.map((t) => t.id)
        .sort(),
    ).toEqual([a, b].sort());

    const revoked = await adminCall(ctx.app, 'POST', '/staff/revoke', { session: admin, body: { phone }, language: 'hindi' });
    expect(ZRevokeStaffResponse.parse(revoked.json()).data.message).toBe('पहुँच हटा दी गई।');
    expect((await list()).map((m) => m.phone)).not.toContain(phone);
    expect((await list('?status=revoked')).find((m) => m.staffId === member.staffId)?.revokedAt).not.toBeNull();

    const audit = ZAuditResponse.parse((await adminCall(ctx.app, 'GET', `/audit/staff/${member.staffId}`, { session: admin })).json()).data;
    expect(audit.map((e) => e.action)).toEqual(['staff.revoke', 'staff.update', 'staff.grant']);
    expect(audit.every((e) => e.actor === 'Test admin (admin)')).toBe(true);
  });

  it('lists admins first, then operators, then temple staff', async () => {
    await signInStaff(ctx.app, 'temple_staff');
    await signInStaff(ctx.app, 'operator');
    const roles = (await list()).map((m) => m.role);
    const rank = { admin: 0, operator: 1, temple_staff: 2 };
    expect(roles).toEqual([...roles].sort((x, y) => rank[x] - rank[y]));
  });

  it.each([
    [{ phone: '12345' }, PHONE_MESSAGE],
    [{ role: 'priest' }, STAFF_MESSAGES.role],
    [{ templeIds: ['kashi'] }, STAFF_MESSAGES.templeIds],
    [{ templeIds: [] }, 'Temple staff must be assigned to at least one temple.'],
    [{ templeIds: ['00000000-0000-4000-8000-000000000000'] }, 'One of the temples does not exist.'],
    [{ name: '' }, 'Name is mandatory!'],
  ])('refuses a grant with %j, changing nothing', async (change, message) => {
    const [a] = await seededTemples(ctx.app);
    const phone = randomPhone();
    const body = { phone, name: 'Pandit Hari Om', role: 'temple_staff', templeIds: [a], ...change };
    expectError(await adminCall(ctx.app, 'POST', '/staff/grant', { session: admin, body }), 400, message);
    expect((await list('?status=all')).map((m) => m.phone)).not.toContain(body.phone);
  });

  it('gives the Hindi message too', async () => {
    const res = await adminCall(ctx.app, 'POST', '/staff/grant', {
      session: admin,
      body: { phone: randomPhone(), name: 'Hari', role: 'priest' },
      language: 'hindi',
    });
    expectError(res, 400, 'भूमिका चुनें: एडमिन, ऑपरेटर या मंदिर स्टाफ़।');
  });

  it('signs out a member whose role changes', async () => {
    const operator = await signInStaff(ctx.app, 'operator');
    const res = await adminCall(ctx.app, 'POST', '/staff/grant', { session: admin, body: { phone: operator.phone, name: 'Now Admin', role: 'admin' } });
    expect(res.statusCode).toBe(200);
    expect((await adminCall(ctx.app, 'GET', STAFF_ME_PATH, { session: operator })).statusCode).toBe(401);
  });

  it('answers 404 when revoking a phone that has no role', async () => {
    expectError(
      await adminCall(ctx.app, 'POST', '/staff/revoke', { session: admin, body: { phone: randomPhone() } }),
      404,
      'No active staff member has this number.',
    );
  });
});

describe('admins stay', () => {
  it('refuses to let an admin revoke or demote themselves', async () => {
    const me = await signInStaff(ctx.app, 'admin');
    expectError(await adminCall(ctx.app, 'POST', '/staff/revoke', { session: me, body: { phone: me.phone } }), 400, STAFF_MESSAGES.notYourself);
    const demote = { phone: me.phone, name: 'Me', role: 'operator' };
    expectError(
      await adminCall(ctx.app, 'POST', '/staff/grant', { session: me, body: demote, language: 'hindi' }),
      400,
      'आप अपनी एडमिन भूमिका स्वयं नहीं हटा सकते।',
    );
    // Renaming oneself keeps the role: allowed, and the session stays.
    expect((await adminCall(ctx.app, 'POST', '/staff/grant', { session: me, body: { ...demote, role: 'admin' } })).statusCode).toBe(200);
    expect((await adminCall(ctx.app, 'GET', STAFF_ME_PATH, { session: me })).statusCode).toBe(200);
  });

  it('lets one admin remove another', async () => {
    const other = await signInStaff(ctx.app, 'admin');
    expect((await adminCall(ctx.app, 'POST', '/staff/revoke', { session: admin, body: { phone: other.phone } })).statusCode).toBe(200);
  });

  it('never removes the last admin, not even from the command line', async () => {
    const last = await signInStaff(ctx.app, 'admin');
    // Other test files share a PostgreSQL database: make this the only admin inside a transaction that is rolled back.
    const rollback = new Error('rollback');
    const attempt = (act: (tx: Db) => Promise<unknown>) =>
      ctx.app.db.transaction(async (tx) => {
        await tx
          .update(staffMembers)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.revokedAt), ne(staffMembers.id, last.staffId)));
        await act(tx);
        throw rollback;
      });
    await expect(attempt((tx) => revokeStaff(tx, { cli: 'test' }, last.phone))).rejects.toThrow(STAFF_MESSAGES.lastAdmin);
    await expect(attempt((tx) => grantStaff(tx, { cli: 'test' }, { phone: last.phone, name: 'x', role: 'operator', templeIds: [] }))).rejects.toThrow(
      STAFF_MESSAGES.lastAdmin,
    );
    // With another admin, the same revocation goes through.
    await expect(
      attempt(async (tx) => {
        await grantStaff(tx, { cli: 'test' }, { phone: randomPhone(), name: 'Second Admin', role: 'admin', templeIds: [] });
        await revokeStaff(tx, { cli: 'test' }, last.phone);
      }),
    ).rejects.toBe(rollback);
  });

  it('lets two admins remove each other at the same moment without a deadlock', async () => {
    const x = await signInStaff(ctx.app, 'admin');
    const y = await signInStaff(ctx.app, 'admin');
    const answers = await Promise.all([
      adminCall(ctx.app, 'POST', '/staff/revoke', { session: x, body: { phone: y.phone } }),
      adminCall(ctx.app, 'POST', '/staff/revoke', { session: y, body: { phone: x.phone } }),
    ]);
    // Other admins exist, so both may go; what must never happen is a 500.
    for (const res of answers) expect([200, 401, 404]).toContain(res.statusCode);
  });
});
