import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PREFIX, CHECKOUT_MESSAGES, GET_ORDER_RECEIPT_PATH, TEMPLE_MESSAGES, ZCatalogueEventResponse } from '@sankalp/contract';
import { events, moneyDocuments, orderItems, orders } from '../../../src/db/schema/index.ts';
import type { DocumentContent } from '../../../src/features/receipt/issue.ts';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { postCheckout, validUserInfo } from '../../fixtures/checkout.ts';
import { initiate } from '../../fixtures/orders.ts';
import { authHeaders, signIn } from '../../fixtures/sign-in.ts';
import { payInBrowser, settleWebhooks } from '../payment/checkout-flow.ts';
import { adminCall, signInStaff, type StaffSession } from '../../admin/helpers.ts';
import { asInput } from '../../admin/catalogue-fixtures.ts';
import { hasPdftotext, pdfText } from './pdf-text.ts';

// Own database: the seeded temple gets an 80G registration and an item becomes a donation, which
// other files' checkouts of the same event must not meet.
let ctx: TestContext;
let admin: StaffSession;
let eventId: string;
let templeId: string;
let donationItemId: string;
let plainItemId: string;
beforeAll(async () => {
  ctx = await buildIsolatedTestApp();
  admin = await signInStaff(ctx.app, 'admin');
  const event = (await findSeededEvents(ctx.app.db)).offering;
  eventId = event.id;
  const [row] = await ctx.app.db.select({ templeId: events.templeId }).from(events).where(eq(events.id, eventId));
  templeId = row!.templeId;
  const cat = await catalogueOf(ctx.app.db, eventId);
  donationItemId = cat.items[0]!.id;
  plainItemId = cat.items[1]!.id;
});
afterAll(() => ctx.close());

const TRUST = {
  trustName: 'Shri Kashi Vishwanath Mandir Trust',
  trustPan: 'aaatk1234q',
  registration80g: 'AAATK1234QF20214',
  registration80gValidFrom: '2021-04-01',
  registration80gValidTo: '2099-03-31',
};

async function templeBody() {
  const res = await adminCall(ctx.app, 'GET', `/temples/${templeId}`, { session: admin });
  const t = res.json().data as Record<string, unknown>;
  const { id: _id, createdAt: _c, updatedAt: _u, archivedAt: _a, ...body } = t;
  return body;
}

describe('80G (issue 23 part 3)', () => {
  it('the console records a temple trust’s 80G registration: all or none, a valid PAN, dates in order', async () => {
    const base = await templeBody();
    const partial = await adminCall(ctx.app, 'PUT', `/temples/${templeId}`, { session: admin, body: { ...base, trustName: 'Only a name' } });
    expect(partial.json()).toMatchObject({ statusCode: 400, message: TEMPLE_MESSAGES.registration80gAll });
    const badPan = await adminCall(ctx.app, 'PUT', `/temples/${templeId}`, { session: admin, body: { ...base, ...TRUST, trustPan: 'AAAT1234Q' }, language: 'hindi' });
    expect(badPan.json()).toMatchObject({ statusCode: 400, message: 'ट्रस्ट का पैन दर्ज करें: 5 अक्षर, 4 अंक, 1 अक्षर (जैसे AAATR1234K)।' });
    const backwards = await adminCall(ctx.app, 'PUT', `/temples/${templeId}`, {
      session: admin,
      body: { ...base, ...TRUST, registration80gValidFrom: '2030-01-01', registration80gValidTo: '2029-01-01' },
    });
    expect(backwards.json()).toMatchObject({ statusCode: 400, message: TEMPLE_MESSAGES.registration80gOrder });
    const saved = await adminCall(ctx.app, 'PUT', `/temples/${templeId}`, { session: admin, body: { ...base, ...TRUST } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...TRUST, trustPan: 'AAATK1234Q' });
  });

  it('the catalogue editor marks an offering item as a donation', async () => {
    const event = ZCatalogueEventResponse.parse((await adminCall(ctx.app, 'GET', `/catalogue/events/${eventId}`, { session: admin })).json()).data;
    const input = asInput(event);
    input.items = input.items.map((i) => ({ ...i, isDonation: i.id === donationItemId }));
    const res = await adminCall(ctx.app, 'PUT', `/catalogue/events/${eventId}`, { session: admin, body: input });
    expect(res.statusCode).toBe(200);
    const items = ZCatalogueEventResponse.parse(res.json()).data.items;
    expect(items.find((i) => i.id === donationItemId)?.isDonation).toBe(true);
    expect(items.find((i) => i.id === plainItemId)?.isDonation).toBe(false);
  });

  it('asks the donor’s PAN and address only for a donation; then the payment yields an 80G receipt in its own series', async () => {
    const user = await signIn(ctx.app);
    // A plain offering alone: no 80G, nothing asked, and a PAN sent anyway is not stored.
    const plainCart = await setCartLine(ctx.app, user.token, { parentId: eventId, type: 'OFFERING', itemId: plainItemId, subType: 'OFFERING_ITEM', quantity: 1 });
    expect(plainCart.donation80g).toBe(false);
    const plain = await postCheckout(ctx.app, user.token, { cartId: plainCart.cartId, userInfo: validUserInfo, donor: { pan: 'ABCDE1234F', address: 'x' } });
    expect(plain.statusCode).toBe(200);
    const [plainOrder] = await ctx.app.db.select().from(orders).where(eq(orders.id, plain.json().data.orderId));
    expect(plainOrder!.donorPan).toBeNull();

    // A donation (and a plain item) in Hindi.
    await setCartLine(ctx.app, user.token, { parentId: eventId, type: 'OFFERING', itemId: plainItemId, subType: 'OFFERING_ITEM', quantity: 1 });
    const cart = await setCartLine(ctx.app, user.token, { parentId: eventId, type: 'OFFERING', itemId: donationItemId, subType: 'OFFERING_ITEM', quantity: 2 });
    expect(cart.donation80g).toBe(true);
    const body = { cartId: cart.cartId, userInfo: { ...validUserInfo, name: 'आशा देवी' } };
    const hindi = { 'accept-language': 'hindi' };
    const missing = await postCheckout(ctx.app, user.token, body, hindi);
    expect(missing.json()).toMatchObject({ statusCode: 400, message: 'दान की 80G रसीद के लिए पैन आवश्यक है।' });
    const badPan = await postCheckout(ctx.app, user.token, { ...body, donor: { pan: 'ABCD1234F', address: '12 Temple Road, Varanasi' } });
    expect(badPan.json()).toMatchObject({ statusCode: 400, message: CHECKOUT_MESSAGES.donorPan });
    const noAddress = await postCheckout(ctx.app, user.token, { ...body, donor: { pan: 'ABCDE1234F', address: '  ' } });
    expect(noAddress.json()).toMatchObject({ statusCode: 400, message: CHECKOUT_MESSAGES.donorAddressRequired });
    const ok = await postCheckout(ctx.app, user.token, { ...body, donor: { pan: 'abcde1234f', address: '12 Temple Road, Varanasi 221001' } }, hindi);
    expect(ok.statusCode).toBe(200);
    const orderId = ok.json().data.orderId as string;
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ donorPan: 'ABCDE1234F', donorAddress: '12 Temple Road, Varanasi 221001', language: 'hindi' });
    const lines = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const donationLine = lines.find((l) => l.isDonation)!;
    expect(donationLine.itemId).toBe(donationItemId);

    await payInBrowser(ctx.app, await initiate(ctx.app, user.token, orderId), 'pay');
    await settleWebhooks(ctx.app);
    const docs = await ctx.app.db.select().from(moneyDocuments).where(eq(moneyDocuments.orderId, orderId));
    expect(docs.map((d) => d.kind).sort()).toEqual(['DONATION_80G', 'RECEIPT']);
    const donation = docs.find((d) => d.kind === 'DONATION_80G')!;
    const receipt = docs.find((d) => d.kind === 'RECEIPT')!;
    expect(donation).toMatchObject({ series: 'DON', sequence: 1, amountPaise: donationLine.totalPaise });
    expect(receipt.amountPaise).toBe(order!.totalPaise);
    const content = donation.content as DocumentContent;
    expect(content.lines).toHaveLength(1);
    expect(content.donation).toMatchObject({ trustName: TRUST.trustName, trustPan: 'AAATK1234Q', donorPan: 'ABCDE1234F', donorName: 'आशा देवी' });

    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${GET_ORDER_RECEIPT_PATH}?orderId=${orderId}&documentId=${donation.id}`,
      headers: authHeaders(user.token),
    });
    expect(res.statusCode).toBe(200);
    if (!hasPdftotext) return; // poppler-utils absent: the text checks below cannot run
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('धारा 80G के अंतर्गत दान की रसीद');
    expect(text).toContain(TRUST.trustName);
    expect(text).toContain('ट्रस्ट का पैन: AAATK1234Q');
    expect(text).toContain(`80G पंजीकरण संख्या: ${TRUST.registration80g}`);
    expect(text).toContain('दाता: आशा देवी');
    expect(text).toContain('दाता का पैन: ABCDE1234F');
    expect(text).toContain('दाता का पता: 12 Temple Road, Varanasi 221001');
    expect(text).toContain(`राशि शब्दों में: ${content.donation!.amountInWords}`);
    expect(content.donation!.amountInWords).toMatch(/रुपये/);
    expect(text).toContain('भुगतान का माध्यम');
    expect(text).toContain(donationLine.nameHi);
  });

  it('no 80G receipt once the registration has lapsed', async () => {
    const base = await templeBody();
    await adminCall(ctx.app, 'PUT', `/temples/${templeId}`, {
      session: admin,
      body: { ...base, ...TRUST, registration80gValidFrom: '2015-04-01', registration80gValidTo: '2020-03-31' },
    });
    const user = await signIn(ctx.app);
    const cart = await setCartLine(ctx.app, user.token, { parentId: eventId, type: 'OFFERING', itemId: donationItemId, subType: 'OFFERING_ITEM', quantity: 1 });
    expect(cart.donation80g).toBe(false);
    const res = await postCheckout(ctx.app, user.token, { cartId: cart.cartId, userInfo: validUserInfo });
    expect(res.statusCode).toBe(200);
    const orderId = res.json().data.orderId as string;
    await payInBrowser(ctx.app, await initiate(ctx.app, user.token, orderId), 'pay');
    await settleWebhooks(ctx.app);
    const docs = await ctx.app.db
      .select({ kind: moneyDocuments.kind })
      .from(moneyDocuments)
      .where(and(eq(moneyDocuments.orderId, orderId)));
    expect(docs.map((d) => d.kind)).toEqual(['RECEIPT']);
  });
});
