import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN_ORDER_MESSAGES as M, ADMIN_ORDER_PAGE_SIZE, ZAdminOrderListResponse, type TAdminOrderListItem } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { expectError } from '../../features/auth/requests.ts';
import { adminCall, signInStaff, type StaffSession } from '../helpers.ts';
import { createEvent, createTempleWithEvent, createUser, insertOrder, insertPayment, type TestEvent } from './order-fixtures.ts';

let ctx: TestContext;
let kashi: TestEvent;
let puri: TestEvent;
let operator: StaffSession;

beforeAll(async () => {
  ctx = await buildTestApp();
  kashi = await createTempleWithEvent(ctx.app.db);
  puri = await createTempleWithEvent(ctx.app.db);
  operator = await signInStaff(ctx.app, 'operator');
});
afterAll(() => ctx.close());

async function list(query: string, session = operator): Promise<{ items: TAdminOrderListItem[]; nextCursor: string | null }> {
  const res = await adminCall(ctx.app, 'GET', `/orders?${query}`, { session });
  expect(res.statusCode, res.body).toBe(200);
  return ZAdminOrderListResponse.parse(res.json()).data;
}

const ids = (items: TAdminOrderListItem[]) => items.map((i) => i.orderId);

describe('GET /orders: keyset pages', () => {
  it('pages through every order of a temple newest first, each once, ties broken by id', async () => {
    const temple = await createTempleWithEvent(ctx.app.db);
    const base = Date.parse('2026-10-01T06:00:00Z');
    const created: { id: string; at: number }[] = [];
    // 120 orders; every third pair shares a creation instant, so the id must order them.
    for (let i = 0; i < 120; i += 1) {
      const at = base + Math.floor(i / 2) * 1000;
      created.push({ id: await insertOrder(ctx.app.db, temple, { createdAt: new Date(at) }), at });
    }
    const expected = created.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((c) => c.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: TAdminOrderListItem[]; nextCursor: string | null } = await list(`templeId=${temple.templeId}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(ADMIN_ORDER_PAGE_SIZE);
      seen.push(...ids(page.items));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
  });

  it('keeps orders created within one millisecond apart (the cursor is exact to the microsecond)', async () => {
    const temple = await createTempleWithEvent(ctx.app.db);
    const at = Date.parse('2026-10-02T06:00:00Z');
    for (let i = 0; i < ADMIN_ORDER_PAGE_SIZE - 2; i += 1) await insertOrder(ctx.app.db, temple, { createdAt: new Date(at + i) });
    // Five older ones in one millisecond, microseconds apart (set by SQL: a Date has none), so the
    // first page ends among them: a cursor cut to the millisecond would lose the other three.
    const micro = await Promise.all([0, 1, 2, 3, 4].map(() => insertOrder(ctx.app.db, temple, {})));
    for (const [i, id] of micro.entries())
      await ctx.app.db.execute(sql`update orders set created_at = ${`2026-10-02T05:59:59.9991${i}0Z`}::timestamptz where id = ${id}`);
    const first = await list(`templeId=${temple.templeId}`);
    expect(first.items.length).toBe(ADMIN_ORDER_PAGE_SIZE);
    const second = await list(`templeId=${temple.templeId}&cursor=${first.nextCursor}`);
    expect(second.items.length).toBe(3);
    expect(new Set([...ids(first.items), ...ids(second.items)]).size).toBe(ADMIN_ORDER_PAGE_SIZE + 3);
    expect(second.nextCursor).toBeNull();
  });

  it('answers a list row with the names, phone, amounts and items summary', async () => {
    const user = await createUser(ctx.app.db);
    const id = await insertOrder(ctx.app.db, kashi, {
      userId: user.userId,
      devoteeName: 'Sita Devi',
      whatsappNumber: '9876501234',
      prasad: true,
      totalPaise: 123_400,
    });
    const { items } = await list(`q=${id}`);
    expect(items).toEqual([
      expect.objectContaining({
        orderId: id,
        status: 'SUCCESS',
        devoteeName: 'Sita Devi',
        phone: user.phone,
        whatsappNumber: '9876501234',
        eventNameEn: kashi.nameEn,
        eventNameHi: kashi.nameHi,
        templeId: kashi.templeId,
        totalPaise: 123_400,
        itemsSummaryEn: 'Family package ×1, Prasad ×1',
        itemsSummaryHi: 'परिवार पैकेज ×1, प्रसाद ×1',
      }),
    ]);
    expect(items[0]!.templeNameHi).toContain('परीक्षण मंदिर');
  });

  it('refuses a cursor it did not write', async () => {
    expectError(await adminCall(ctx.app, 'GET', '/orders?cursor=bm9wZQ', { session: operator }), 400, M.cursorInvalid);
    expectError(
      await adminCall(ctx.app, 'GET', '/orders?cursor=bm9wZQ', { session: operator, language: 'hindi' }),
      400,
      'यह पेज लिंक अब मान्य नहीं है। कृपया पहले पेज से शुरू करें।',
    );
  });
});

describe('GET /orders: filters', () => {
  it('filters by status (several), event, puja date (IST day) and payment state', async () => {
    const temple = await createTempleWithEvent(ctx.app.db);
    const other = { ...temple, ...(await createEvent(ctx.app.db, temple.templeId)) };
    // 23:59:59 IST on 24 Nov and 00:00 IST on 25 Nov.
    const lateOn24 = new Date('2026-11-24T18:29:59Z');
    const earlyOn25 = new Date('2026-11-24T18:30:00Z');
    const paid = await insertOrder(ctx.app.db, temple, { status: 'SUCCESS', eventDateTime: lateOn24 });
    const completed = await insertOrder(ctx.app.db, temple, { status: 'COMPLETED', eventDateTime: earlyOn25 });
    const created = await insertOrder(ctx.app.db, temple, { status: 'CREATED', eventDateTime: lateOn24 });
    const failed = await insertOrder(ctx.app.db, other, { status: 'PAYMENT_FAILED', eventDateTime: lateOn24 });
    const cancelled = await insertOrder(ctx.app.db, other, { status: 'CANCELLED', eventDateTime: earlyOn25 });
    await insertPayment(ctx.app.db, cancelled, 110_100, { amountPaise: 110_100, status: 'PROCESSED' });
    await insertPayment(ctx.app.db, paid, 110_100, { amountPaise: 10_000, status: 'PENDING' });
    const t = `templeId=${temple.templeId}`;

    expect(new Set(ids((await list(`${t}&status=SUCCESS,COMPLETED`)).items))).toEqual(new Set([paid, completed]));
    expect(new Set(ids((await list(`${t}&status=SUCCESS&status=CREATED`)).items))).toEqual(new Set([paid, created]));
    expect(new Set(ids((await list(`${t}&eventId=${other.eventId}`)).items))).toEqual(new Set([failed, cancelled]));
    expect(new Set(ids((await list(`${t}&pujaDate=2026-11-24`)).items))).toEqual(new Set([paid, created, failed]));
    expect(new Set(ids((await list(`${t}&pujaDate=2026-11-25`)).items))).toEqual(new Set([completed, cancelled]));
    expect(new Set(ids((await list(`${t}&payment=paid`)).items))).toEqual(new Set([paid, completed]));
    expect(ids((await list(`${t}&payment=unpaid`)).items)).toEqual([created]);
    expect(ids((await list(`${t}&payment=failed`)).items)).toEqual([failed]);
    expect(ids((await list(`${t}&payment=refunded`)).items)).toEqual([cancelled]);
    expect(ids((await list(`${t}&payment=paid&pujaDate=2026-11-25&status=COMPLETED`)).items)).toEqual([completed]);
  });

  it('answers bad filters with a clear 400, in Hindi too', async () => {
    expectError(await adminCall(ctx.app, 'GET', '/orders?status=DONE', { session: operator }), 400, M.statusInvalid);
    expectError(await adminCall(ctx.app, 'GET', '/orders?status=DONE', { session: operator, language: 'hindi' }), 400, 'ऑर्डर की स्थिति सूची में से चुनें।');
    expectError(await adminCall(ctx.app, 'GET', '/orders?payment=maybe', { session: operator }), 400, M.paymentStateInvalid);
    expectError(await adminCall(ctx.app, 'GET', '/orders?pujaDate=2026-02-30', { session: operator }), 400, M.dateInvalid);
    expectError(await adminCall(ctx.app, 'GET', '/orders?templeId=kashi', { session: operator }), 400, M.idInvalid);
    expectError(await adminCall(ctx.app, 'GET', '/orders?q=ab', { session: operator }), 400, M.searchTooShort);
  });
});

describe('GET /orders: search', () => {
  it('finds an order by its id, typed in any case', async () => {
    const id = await insertOrder(ctx.app.db, kashi);
    expect(ids((await list(`q=${id.toLowerCase()}`)).items)).toEqual([id]);
  });

  it('finds orders by the account phone or the WhatsApp number, however the number is typed', async () => {
    const user = await createUser(ctx.app.db);
    const byAccount = await insertOrder(ctx.app.db, kashi, { userId: user.userId });
    const whatsapp = `9${user.phone.slice(1, 5)}00000`;
    const byWhatsapp = await insertOrder(ctx.app.db, puri, { whatsappNumber: whatsapp });
    expect(ids((await list(`q=${user.phone}`)).items)).toEqual([byAccount]);
    expect(ids((await list(`q=${encodeURIComponent(`+91 ${whatsapp.slice(0, 5)} ${whatsapp.slice(5)}`)}`)).items)).toEqual([byWhatsapp]);
  });

  it('finds orders by part of the devotee name, any case, Hindi too, % and _ taken literally', async () => {
    const temple = await createTempleWithEvent(ctx.app.db);
    const ramesh = await insertOrder(ctx.app.db, temple, { devoteeName: 'Ramesh Kumar Sharma' });
    const hindi = await insertOrder(ctx.app.db, temple, { devoteeName: 'रमेश कुमार' });
    await insertOrder(ctx.app.db, temple, { devoteeName: 'Suresh Patel' });
    const t = `templeId=${temple.templeId}`;
    expect(ids((await list(`${t}&q=KUMAR SH`)).items)).toEqual([ramesh]);
    expect(ids((await list(`${t}&q=${encodeURIComponent('कुमार')}`)).items)).toEqual([hindi]);
    expect(ids((await list(`${t}&q=${encodeURIComponent('%sh')}`)).items)).toEqual([]);
  });
});

describe('GET /orders: temple scope', () => {
  it('shows temple staff only their temples, and refuses another temple by name', async () => {
    const inKashi = await insertOrder(ctx.app.db, kashi);
    const inPuri = await insertOrder(ctx.app.db, puri);
    const priest = await signInStaff(ctx.app, 'temple_staff', [kashi.templeId]);
    const seen = ids((await list('', priest)).items);
    expect(seen).toContain(inKashi);
    expect(seen).not.toContain(inPuri);
    expect(ids((await list(`q=${inPuri}`, priest)).items)).toEqual([]);
    expectError(
      await adminCall(ctx.app, 'GET', `/orders?templeId=${puri.templeId}`, { session: priest }),
      403,
      'This belongs to a temple you are not assigned to.',
    );
    expect(ids((await list(`q=${inPuri}`)).items)).toEqual([inPuri]);
  });

  it('asks for a console session', async () => {
    expectError(await adminCall(ctx.app, 'GET', '/orders'), 401, 'Please sign in to the console.');
  });
});
