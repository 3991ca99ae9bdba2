import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEMPLE_MESSAGES, ZAuditResponse, ZTempleListResponse, ZTempleResponse, type TTempleInput } from '@sankalp/contract';
import { events, temples } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { expectError } from '../features/auth/requests.ts';
import { adminCall, seededTemples, signInStaff, type StaffSession } from './helpers.ts';

let ctx: TestContext;
let admin: StaffSession;
let operator: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signInStaff(ctx.app, 'admin');
  operator = await signInStaff(ctx.app, 'operator');
});
afterAll(() => ctx.close());

const valid: TTempleInput = {
  nameEn: '  Shri   Test Mandir ',
  nameHi: 'श्री टेस्ट मंदिर',
  addressEn: 'Temple Road, Ujjain, Madhya Pradesh',
  addressHi: 'मंदिर मार्ग, उज्जैन, मध्य प्रदेश',
  pincode: '456001',
  contactName: 'Pandit Mohan Joshi',
  contactPhone: '9876543210',
  contactEmail: 'office@example.org',
};

async function create(body: TTempleInput = valid) {
  const res = await adminCall(ctx.app, 'POST', '/temples', { session: admin, body });
  expect(res.statusCode, res.body).toBe(200);
  return ZTempleResponse.parse(res.json()).data;
}

describe('temples', () => {
  it('lets an admin create, read, edit and archive a temple, each write audited with before and after', async () => {
    const temple = await create();
    expect(temple).toMatchObject({ nameEn: 'Shri Test Mandir', pincode: '456001', contactPhone: '9876543210', archivedAt: null });

    const edited = await adminCall(ctx.app, 'PUT', `/temples/${temple.id}`, {
      session: admin,
      body: { ...valid, contactName: '', contactPhone: null, contactEmail: undefined, pincode: '456002' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ZTempleResponse.parse(edited.json()).data).toMatchObject({ pincode: '456002', contactName: null, contactPhone: null, contactEmail: null });

    const archived = await adminCall(ctx.app, 'POST', `/temples/${temple.id}/archive`, { session: admin });
    expect(ZTempleResponse.parse(archived.json()).data.archivedAt).not.toBeNull();
    expectError(await adminCall(ctx.app, 'POST', `/temples/${temple.id}/archive`, { session: admin }), 409, TEMPLE_MESSAGES.alreadyArchived);

    const active = ZTempleListResponse.parse((await adminCall(ctx.app, 'GET', '/temples', { session: operator })).json()).data;
    expect(active.map((t) => t.id)).not.toContain(temple.id);
    const all = ZTempleListResponse.parse((await adminCall(ctx.app, 'GET', '/temples?status=archived', { session: operator })).json()).data;
    expect(all.map((t) => t.id)).toContain(temple.id);

    const restored = await adminCall(ctx.app, 'POST', `/temples/${temple.id}/restore`, { session: admin });
    expect(ZTempleResponse.parse(restored.json()).data.archivedAt).toBeNull();

    const audit = ZAuditResponse.parse((await adminCall(ctx.app, 'GET', `/audit/temple/${temple.id}`, { session: admin })).json()).data;
    expect(audit.map((a) => a.action)).toEqual(['temple.restore', 'temple.archive', 'temple.update', 'temple.create']);
    expect(audit[2]).toMatchObject({ actor: 'Test admin (admin)', before: { pincode: '456001' }, after: { pincode: '456002' } });
  });

  it('refuses to archive a temple while one of its events is on sale', async () => {
    const [kashi] = await seededTemples(ctx.app);
    const [published] = await ctx.app.db.select({ id: events.id }).from(events).where(eq(events.templeId, kashi!)).limit(1);
    expect(published).toBeDefined();
    expectError(await adminCall(ctx.app, 'POST', `/temples/${kashi}/archive`, { session: admin }), 409, TEMPLE_MESSAGES.hasPublishedEvents);
  });

  it.each([
    [{ nameEn: ' ' }, TEMPLE_MESSAGES.nameEn],
    [{ nameHi: undefined }, TEMPLE_MESSAGES.nameHi],
    [{ addressEn: '' }, TEMPLE_MESSAGES.addressEn],
    [{ addressHi: 5 }, TEMPLE_MESSAGES.addressHi],
    [{ nameEn: 'x'.repeat(121) }, TEMPLE_MESSAGES.nameTooLong],
    [{ pincode: '012345' }, TEMPLE_MESSAGES.pincode],
    [{ pincode: '45600' }, TEMPLE_MESSAGES.pincode],
    [{ contactPhone: '12345' }, TEMPLE_MESSAGES.contactPhone],
    [{ contactEmail: 'not an email' }, TEMPLE_MESSAGES.contactEmail],
    [{ nameHi: 'मंदिर\u202e' }, TEMPLE_MESSAGES.characters],
  ])('refuses %j with a clear message and stores nothing', async (change, message) => {
    // A marker of this attempt: other test files may create temples in the same database meanwhile.
    const contactName = `Marker ${randomUUID()}`;
    expectError(await adminCall(ctx.app, 'POST', '/temples', { session: admin, body: { ...valid, contactName, ...change } }), 400, message);
    expect(await ctx.app.db.select().from(temples).where(eq(temples.contactName, contactName))).toEqual([]);
  });

  it('answers in Hindi when asked', async () => {
    const res = await adminCall(ctx.app, 'POST', '/temples', { session: admin, body: { ...valid, nameHi: '' }, language: 'hindi' });
    expectError(res, 400, 'मंदिर का नाम हिंदी में दर्ज करें।');
    expectError(await adminCall(ctx.app, 'GET', '/temples/nope', { session: admin, language: 'hindi' }), 404, 'मंदिर नहीं मिला।');
  });

  it('answers 404 for a temple that does not exist', async () => {
    expectError(await adminCall(ctx.app, 'GET', '/temples/00000000-0000-4000-8000-000000000000', { session: admin }), 404, TEMPLE_MESSAGES.notFound);
    expectError(await adminCall(ctx.app, 'PUT', '/temples/not-a-uuid', { session: admin, body: valid }), 404, TEMPLE_MESSAGES.notFound);
  });
});

describe('temple scope', () => {
  it('shows temple staff only their temples, and refuses another temple with 403', async () => {
    const [a, b] = await seededTemples(ctx.app);
    const priest = await signInStaff(ctx.app, 'temple_staff', [a!]);
    const list = ZTempleListResponse.parse((await adminCall(ctx.app, 'GET', '/temples', { session: priest })).json()).data;
    expect(list.map((t) => t.id)).toEqual([a]);
    expect((await adminCall(ctx.app, 'GET', `/temples/${a}`, { session: priest })).statusCode).toBe(200);
    expectError(await adminCall(ctx.app, 'GET', `/temples/${b}`, { session: priest }), 403, 'This belongs to a temple you are not assigned to.');
  });

  it('lets operators read every temple but not change one', async () => {
    const [a] = await seededTemples(ctx.app);
    expect((await adminCall(ctx.app, 'GET', `/temples/${a}`, { session: operator })).statusCode).toBe(200);
    expectError(await adminCall(ctx.app, 'PUT', `/temples/${a}`, { session: operator, body: valid }), 403, 'You do not have permission to do this.');
  });
});
