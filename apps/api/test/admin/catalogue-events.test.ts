import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZCatalogueEventListResponse, ZCatalogueEventResponse, ZGetPujaListResponse, type TCatalogueEvent } from '@sankalp/contract';
import { orderItems, orders } from '../../src/db/schema/index.ts';
import { findAudit } from '../../src/admin/core/audit.ts';
import { buildIsolatedTestApp, type TestContext } from '../helper.ts';
import { expectError } from '../features/auth/requests.ts';
import { setCartLine } from '../fixtures/bookable-events.ts';
import { checkout, validUserInfo } from '../fixtures/checkout.ts';
import { authHeaders, signIn } from '../fixtures/sign-in.ts';
import { asInput, createEvent, pujaInput } from './catalogue-fixtures.ts';
import { adminCall, signInStaff, type StaffSession } from './helpers.ts';

let ctx: TestContext;
let operator: StaffSession;
const created: string[] = [];

beforeAll(async () => {
  ctx = await buildIsolatedTestApp();
  operator = await signInStaff(ctx.app, 'operator');
});
// On PostgreSQL every test file shares one database: take this file's events off the site again.
afterAll(async () => {
  for (const id of created) await adminCall(ctx.app, 'POST', `/catalogue/events/${id}/archive`, { session: operator });
  await ctx.close();
});

const site = (url: string) => ctx.app.inject({ method: 'GET', url: `/public/api/v1${url}` });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, language?: 'hindi') =>
  adminCall(ctx.app, method, path, { session: operator, body, language });

async function newPuja(overrides: Parameters<typeof pujaInput>[1] = {}): Promise<TCatalogueEvent> {
  const event = await createEvent(ctx.app, operator, await pujaInput(ctx.app, overrides));
  created.push(event.id);
  return event;
}

async function publish(id: string): Promise<TCatalogueEvent> {
  const res = await call('POST', `/catalogue/events/${id}/publish`);
  expect(res.statusCode, res.body).toBe(200);
  return ZCatalogueEventResponse.parse(res.json()).data;
}

async function listedOnSite(searchKey: string): Promise<boolean> {
  const first = ZGetPujaListResponse.parse((await site('/puja/all?pageNumber=0')).json()).data;
  for (let page = 0; page < first.totalPages; page++) {
    const body = ZGetPujaListResponse.parse((await site(`/puja/all?pageNumber=${page}`)).json()).data;
    if (body.pujaList.some((card) => card.searchKey === searchKey)) return true;
  }
  return false;
}

describe('catalogue events', () => {
  it('creates a draft that devotees cannot see, with every part of the aggregate', async () => {
    const input = await pujaInput(ctx.app);
    const event = await createEvent(ctx.app, operator, input);
    created.push(event.id);
    expect(event).toMatchObject({
      status: 'DRAFT',
      orderCount: 0,
      name: input.name,
      packages: [{ amountPaise: 50_100, maxUsers: 1 }],
      prasad: { amountPaise: 0 },
    });
    expect(event.images).toEqual(input.images);
    expect(event.faqs).toEqual(input.faqs);
    expect((await site(`/puja/name/${input.searchKey}`)).statusCode).toBe(404);
    expect(await listedOnSite(input.searchKey)).toBe(false);
  });

  it('publishes: the event is listed on the site once the catalogue cache has expired (0 s in tests)', async () => {
    const event = await newPuja();
    expect((await publish(event.id)).status).toBe('PUBLISHED');
    expect(await listedOnSite(event.searchKey)).toBe(true);
    expect((await site(`/puja/name/${event.searchKey}`)).statusCode).toBe(200);

    await call('POST', `/catalogue/events/${event.id}/unpublish`);
    expect((await site(`/puja/name/${event.searchKey}`)).statusCode).toBe(404);
    expect(await listedOnSite(event.searchKey)).toBe(false);

    const archived = await call('POST', `/catalogue/events/${event.id}/archive`);
    expect(ZCatalogueEventResponse.parse(archived.json()).data.status).toBe('ARCHIVED');
    expectError(await call('POST', `/catalogue/events/${event.id}/publish`), 409, 'This event is archived; it can no longer be published.');
  });

  it('refuses to publish what is missing, naming it, in English and Hindi', async () => {
    const noHindi = await newPuja({ name: { en: 'Only English', hi: '' } });
    expectError(await call('POST', `/catalogue/events/${noHindi.id}/publish`), 400, 'Fill in the name in both English and Hindi before publishing.');
    expectError(await call('POST', `/catalogue/events/${noHindi.id}/publish`, undefined, 'hindi'), 400, 'प्रकाशित करने से पहले नाम अंग्रेज़ी और हिंदी दोनों में भरें।');
    const noImage = await newPuja({ images: [] });
    expectError(await call('POST', `/catalogue/events/${noImage.id}/publish`), 400, 'Add at least one main image before publishing.');
    const noPackage = await newPuja({ packages: [] });
    expectError(await call('POST', `/catalogue/events/${noPackage.id}/publish`), 400, 'Add at least one package before publishing.');
    const emptyAbout = await newPuja({ about: { en: '<p></p>', hi: '<p>परिचय</p>' } });
    expectError(await call('POST', `/catalogue/events/${emptyAbout.id}/publish`), 400, 'Fill in the about text in both English and Hindi before publishing.');
    const input = await pujaInput(ctx.app);
    const backwards = await newPuja({ bookingOpensAt: input.bookingClosesAt, bookingClosesAt: input.bookingOpensAt });
    expectError(await call('POST', `/catalogue/events/${backwards.id}/publish`), 400, 'Booking must close after it opens.');
    // Everything missing at once, each in the editor's order and in the request's language (decision 294).
    const bare = await newPuja({ name: { en: 'Only English', hi: '' }, images: [], packages: [], about: { en: '<p></p>', hi: '' } });
    const all = await call('POST', `/catalogue/events/${bare.id}/publish`);
    expect(all.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Fill in the name in both English and Hindi before publishing.',
      problems: [
        'Fill in the name in both English and Hindi before publishing.',
        'Fill in the about text in both English and Hindi before publishing.',
        'Add at least one main image before publishing.',
        'Add at least one package before publishing.',
      ],
    });
    const inHindi = (await call('POST', `/catalogue/events/${bare.id}/publish`, undefined, 'hindi')).json<{ problems: string[] }>();
    expect(inHindi.problems[0]).toBe('प्रकाशित करने से पहले नाम अंग्रेज़ी और हिंदी दोनों में भरें।');
    expect(inHindi.problems).toHaveLength(4);
    // A single problem is a list of one; other refusals have no list.
    expect((await call('POST', `/catalogue/events/${noImage.id}/publish`)).json()).toMatchObject({
      problems: ['Add at least one main image before publishing.'],
    });
    const unknown = (await call('POST', `/catalogue/events/${randomUUID()}/publish`)).json<object>();
    expect(unknown).toMatchObject({ statusCode: 404 });
    expect(unknown).not.toHaveProperty('problems');
    const stillDraft = ZCatalogueEventResponse.parse((await call('GET', `/catalogue/events/${noHindi.id}`)).json()).data;
    expect(stillDraft.status).toBe('DRAFT');
  });

  it('sanitizes rich text before storing it', async () => {
    const event = await newPuja({
      shortDescription: {
        en: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://ok.example">ok</a></p>',
        hi: '<h3>शीर्षक</h3><iframe src="https://evil.example"></iframe><p style="color:red">पाठ</p>',
      },
    });
    expect(event.shortDescription.en).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(event.shortDescription.en).toContain('<a href="https://ok.example"');
    expect(event.shortDescription.hi).toBe('<h3>शीर्षक</h3><p>पाठ</p>');
  });

  it('refuses a web address another event uses, and bad input, changing nothing', async () => {
    const first = await newPuja();
    const input = await pujaInput(ctx.app, { searchKey: first.searchKey });
    expectError(await call('POST', '/catalogue/events', input), 400, 'Another event already uses this web address. Choose another.');
    const second = await newPuja();
    expectError(
      await call('PUT', `/catalogue/events/${second.id}`, { ...asInput(second), searchKey: first.searchKey }),
      400,
      'Another event already uses this web address. Choose another.',
    );
    const bad = await call('POST', '/catalogue/events', { ...input, searchKey: 'Not A Slug' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('web address');
    expectError(
      await call('POST', '/catalogue/events', { ...input, searchKey: 'zz-unknown-temple', templeId: '00000000-0000-4000-8000-000000000000' }),
      400,
      'The temple does not exist.',
    );
  });

  it('replaces the aggregate, keeps package ids, and audits before and after', async () => {
    const event = await newPuja();
    const input = asInput(event);
    const keptId = event.packages[0]!.id!;
    const res = await call('PUT', `/catalogue/events/${event.id}`, {
      ...input,
      name: { en: 'Renamed', hi: 'नया नाम' },
      packages: [
        { ...input.packages[0]!, amountPaise: 70_100 },
        { ...input.packages[0]!, id: null, name: { en: 'Family', hi: 'परिवार' }, maxUsers: 4 },
      ],
      benefits: [],
      dateOptions: { mode: 'FIXED_DATES', startDateTime: null, endDateTime: null, allowedDateTimes: [input.eventDateTime] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = ZCatalogueEventResponse.parse(res.json()).data;
    expect(saved.packages.map((p) => [p.id === keptId, p.amountPaise])).toEqual([
      [true, 70_100],
      [false, 50_100],
    ]);
    expect(saved.benefits).toEqual([]);
    expect(saved.dateOptions).toMatchObject({ mode: 'FIXED_DATES', allowedDateTimes: [input.eventDateTime] });
    const audit = await findAudit(ctx.app.db, 'event', event.id);
    expect(audit.map((a) => a.action)).toEqual(['event.update', 'event.create']);
    expect(audit[0]).toMatchObject({ before: { name: { en: 'Test Ganesh Puja' } }, after: { name: { en: 'Renamed' } } });
    expect(audit[0]!.actor).toContain('operator');
  });

  it('refuses an edit that would leave a published event incomplete', async () => {
    const event = await newPuja();
    await publish(event.id);
    expectError(
      await call('PUT', `/catalogue/events/${event.id}`, { ...asInput(event), about: { en: '<p>x</p>', hi: '' } }),
      400,
      'Fill in the about text in both English and Hindi before publishing.',
    );
  });

  it('never changes an order when prices change, and archives instead of deleting an event with orders', async () => {
    const event = await newPuja({ prasad: null });
    await publish(event.id);
    const devotee = await signIn(ctx.app);
    const cart = await setCartLine(ctx.app, devotee.token, {
      parentId: event.id,
      type: 'PUJA',
      itemId: event.packages[0]!.id!,
      subType: 'PUJA_PACKAGE',
      quantity: 1,
    });
    const orderId = await checkout(ctx.app, devotee.token, { cartId: cart.cartId, userInfo: validUserInfo });
    const [before] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    const itemsBefore = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

    const input = asInput(event);
    const edit = await call('PUT', `/catalogue/events/${event.id}`, {
      ...input,
      name: { en: 'Pricier', hi: 'महंगी' },
      packages: [{ ...input.packages[0]!, amountPaise: 99_900 }],
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const [after] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect({ total: after!.totalPaise, name: after!.eventNameEn }).toEqual({ total: before!.totalPaise, name: before!.eventNameEn });
    expect(await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toEqual(itemsBefore);
    expectError(await call('DELETE', `/catalogue/events/${event.id}`), 409, 'This event has orders; archive it instead.');
    expect(ZCatalogueEventResponse.parse((await call('GET', `/catalogue/events/${event.id}`)).json()).data.orderCount).toBe(1);
    expect((await call('POST', `/catalogue/events/${event.id}/archive`)).statusCode).toBe(200);
    // The devotee's order page keeps working on its snapshot after the event left the site.
    const detail = await ctx.app.inject({ method: 'GET', url: `/public/api/v1/order/get?orderId=${orderId}`, headers: authHeaders(devotee.token) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.orderId).toBe(orderId);
  });

  it('answers ids that are not ids with a message, not a database error', async () => {
    expectError(await call('GET', '/catalogue/events/not-an-id'), 400, 'This entry does not exist.');
    expectError(await call('GET', '/catalogue/events?templeId=x'), 400, 'Choose a temple.');
    expectError(await call('POST', '/catalogue/events', await pujaInput(ctx.app, { templeId: 'x' })), 400, 'Choose a temple.');
    expectError(await call('DELETE', '/catalogue/banners/1'), 400, 'This entry does not exist.');
  });

  it('serializes a publish and an archive of one event sent at once', async () => {
    const event = await newPuja();
    const [published, archived] = await Promise.all([
      call('POST', `/catalogue/events/${event.id}/publish`),
      call('POST', `/catalogue/events/${event.id}/archive`),
    ]);
    expect(archived.statusCode).toBe(200);
    // Either the publish went first (then the archive) or it found the event archived (409).
    expect([200, 409]).toContain(published.statusCode);
    const final = ZCatalogueEventResponse.parse((await call('GET', `/catalogue/events/${event.id}`)).json()).data;
    expect(final.status).toBe('ARCHIVED');
    const actions = (await findAudit(ctx.app.db, 'event', event.id)).map((a) => a.action);
    expect(actions[0]).toBe('event.archive');
    expect(actions.filter((a) => a === 'event.publish')).toHaveLength(published.statusCode === 200 ? 1 : 0);
  });

  it('deletes an event nobody booked', async () => {
    const event = await newPuja();
    const res = await call('DELETE', `/catalogue/events/${event.id}`);
    expect(res.statusCode).toBe(200);
    expectError(await call('GET', `/catalogue/events/${event.id}`), 404, 'This event does not exist.');
    expect((await findAudit(ctx.app.db, 'event', event.id)).map((a) => a.action)).toEqual(['event.delete', 'event.create']);
  });

  it('lists with filters and search, every status', async () => {
    const event = await newPuja({ name: { en: 'Zebra Unique Havan', hi: 'अनोखा हवन' } });
    const list = async (query: string) => ZCatalogueEventListResponse.parse((await call('GET', `/catalogue/events?${query}`)).json()).data;
    const found = await list('q=zebra%20unique&status=DRAFT&type=PUJA');
    expect(found.rows.map((r) => r.id)).toEqual([event.id]);
    expect(found.rows[0]!.templeName.en).not.toBe('');
    expect((await list('q=zebra%20unique&type=OFFERING')).total).toBe(0);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=अनोखा')).rows.map((r) => r.id)).toEqual([event.id]);
    const templesRes = await call('GET', '/catalogue/temples');
    expect(templesRes.json().data.some((tp: { id: string }) => tp.id === event.templeId)).toBe(true);
    const seeded = await list('status=PUBLISHED&type=OFFERING');
    expect(seeded.total).toBeGreaterThan(0);
    expect(seeded.rows.length).toBeLessThanOrEqual(seeded.pageSize);
  });

  it('builds a chadawa with items, prasad and participants', async () => {
    const input = await pujaInput(ctx.app, {
      type: 'OFFERING',
      packages: [],
      dateOptions: null,
      items: [
        {
          name: { en: 'Flowers', hi: 'फूल' },
          description: { en: 'Marigold', hi: 'गेंदा' },
          amountPaise: 5_100,
          listAmountPaise: 7_100,
          imageUrl: '/images/placeholder.svg',
        },
      ],
      prasad: { amountPaise: 9_900 },
      participant: { maxUsers: 3 },
    });
    const event = await createEvent(ctx.app, operator, input);
    created.push(event.id);
    expect(event).toMatchObject({
      type: 'OFFERING',
      dateOptions: null,
      packages: [],
      items: [{ amountPaise: 5_100, listAmountPaise: 7_100 }],
      participant: { maxUsers: 3 },
    });
    await publish(event.id);
    expect((await site(`/offering/name/${event.searchKey}`)).statusCode).toBe(200);
  });

  it('lets only catalogue roles in', async () => {
    const priest = await signInStaff(ctx.app, 'temple_staff');
    const event = await newPuja();
    expectError(await adminCall(ctx.app, 'GET', '/catalogue/events', { session: priest }), 403, 'You do not have permission to do this.');
    expectError(await adminCall(ctx.app, 'POST', `/catalogue/events/${event.id}/publish`, { session: priest }), 403, 'You do not have permission to do this.');
    expectError(await adminCall(ctx.app, 'DELETE', `/catalogue/events/${event.id}`, { session: priest }), 403, 'You do not have permission to do this.');
    expect((await adminCall(ctx.app, 'GET', '/catalogue/events')).statusCode).toBe(401);
    const admin = await signInStaff(ctx.app, 'admin');
    expect((await adminCall(ctx.app, 'GET', `/catalogue/events/${event.id}`, { session: admin })).statusCode).toBe(200);
  });
});
