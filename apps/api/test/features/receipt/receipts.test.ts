import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminOrderDocumentPath,
  API_PREFIX,
  GET_ORDER_PATH,
  GET_ORDER_RECEIPT_PATH,
  orderActionPath,
  ZAdminOrderDetailResponse,
  ZGetOrderResponse,
} from '@sankalp/contract';
import { moneyDocuments, orderItems, orderMessages, orders, payments } from '../../../src/db/schema/index.ts';
import { renderMessage } from '../../../src/features/notification/message-text.ts';
import { financialYear } from '../../../src/features/receipt/financial-year.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { postCheckout, validUserInfo } from '../../fixtures/checkout.ts';
import { initiate } from '../../fixtures/orders.ts';
import { authHeaders, signIn } from '../../fixtures/sign-in.ts';
import { payInBrowser, settleWebhooks } from '../payment/checkout-flow.ts';
import { adminCall, seededTemples, signInStaff } from '../../admin/helpers.ts';
import { key } from '../../admin/fulfilment-fixtures.ts';
import { hasPdftotext, pdfText } from './pdf-text.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A devotee books the seeded puja (package + paid prasad) in a language, and pays in the simulated checkout. */
async function paidBooking(app: FastifyInstance, language: 'english' | 'hindi', name: string) {
  const user = await signIn(app);
  const event = (await findSeededEvents(app.db)).fixedPujaPaidPrasad;
  const cat = await catalogueOf(app.db, event.id);
  await setCartLine(app, user.token, { parentId: event.id, type: 'PUJA', itemId: cat.packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  const cart = await setCartLine(app, user.token, { parentId: event.id, type: 'PUJA', itemId: cat.prasad!.id, subType: 'PRASAD', quantity: 1 });
  const res = await postCheckout(
    app,
    user.token,
    {
      cartId: cart.cartId,
      userInfo: { ...validUserInfo, name },
      deliveryInfo: { location: { address: '12 Temple Road', city: 'Varanasi', state: 'Uttar Pradesh', pincode: '221001' } },
    },
    { 'accept-language': language },
  );
  expect(res.statusCode).toBe(200);
  const orderId = res.json().data.orderId as string;
  await payInBrowser(app, await initiate(app, user.token, orderId), 'pay');
  await settleWebhooks(app);
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  return { user, orderId, order: order!, lines };
}

const getReceipt = (token: string | null, orderId: string, documentId?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `${API_PREFIX}${GET_ORDER_RECEIPT_PATH}?orderId=${orderId}${documentId ? `&documentId=${documentId}` : ''}`,
    headers: token ? authHeaders(token) : {},
  });

const documentsOf = (orderId: string) =>
  ctx.app.db.select().from(moneyDocuments).where(eq(moneyDocuments.orderId, orderId)).orderBy(asc(moneyDocuments.issuedAt));

describe('receipts (issue 23)', () => {
  it('a paid English booking: one receipt, numbered in the financial year, its PDF for the owner only', async () => {
    const { user, orderId, order, lines } = await paidBooking(ctx.app, 'english', 'Asha Devi');
    const docs = await documentsOf(orderId);
    // The callback and the webhook both told of the capture: one receipt.
    expect(docs).toHaveLength(1);
    const receipt = docs[0]!;
    const fy = financialYear(new Date());
    expect(receipt).toMatchObject({ kind: 'RECEIPT', series: 'RCT', financialYear: fy, amountPaise: order.totalPaise, language: 'english' });
    expect(receipt.number).toBe(`RCT/${fy}/${String(receipt.sequence).padStart(6, '0')}`);

    const res = await getReceipt(user.token, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another devotee, and a signed-out caller, never get it.
    const other = await signIn(ctx.app);
    expect((await getReceipt(other.token, orderId)).statusCode).toBe(404);
    expect((await getReceipt(other.token, orderId, receipt.id)).statusCode).toBe(404);
    const guest = await getReceipt(null, orderId);
    expect(guest.headers['content-type']).not.toBe('application/pdf');
    expect(guest.json()).toMatchObject({ data: null, showModal: true });
    expect((await getReceipt('not-a-valid-token', orderId)).statusCode).toBe(401);

    if (!hasPdftotext) return; // poppler-utils absent: the text checks below cannot run
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Receipt');
    expect(text).toContain(receipt.number);
    expect(text).toContain('Asha Devi');
    expect(text).toContain('******3210');
    expect(text).not.toContain('9876543210');
    expect(text).toContain(order.eventNameEn);
    for (const line of lines) {
      expect(text).toContain(line.nameEn);
      expect(text).toContain(rupees(line.totalPaise));
    }
    expect(text).toContain(`Total`);
    expect(text).toContain(rupees(order.totalPaise));
    expect(text).toContain('GST: exempt (religious ceremony)');
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'CAPTURED')));
    expect(text).toContain(`Payment reference: ${payment!.providerPaymentId!}`);
    expect(text).toContain('Payment method: Card');
  });

  it('a paid Hindi booking: the receipt in Hindi, Devanagari extracted as written', async () => {
    const { user, orderId, order, lines } = await paidBooking(ctx.app, 'hindi', 'आशा देवी');
    const [receipt] = await documentsOf(orderId);
    expect(receipt).toMatchObject({ kind: 'RECEIPT', language: 'hindi' });
    const res = await getReceipt(user.token, orderId);
    expect(res.statusCode).toBe(200);
    if (!hasPdftotext) return; // poppler-utils absent: the text checks below cannot run
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`रसीद संख्या: ${receipt!.number}`);
    expect(text).toContain('भक्त: आशा देवी');
    expect(text).toContain('आशा देवी');
    expect(text).toContain(order.eventNameHi);
    for (const line of lines) {
      expect(text).toContain(line.nameHi);
      expect(text).toContain(rupees(line.totalPaise));
    }
    expect(text).toContain('कुल');
    expect(text).toContain(rupees(order.totalPaise));
    // Matras and conjuncts in logical order (ि after its consonant), not as drawn.
    expect(text).toContain('जीएसटी: मुक्त (धार्मिक अनुष्ठान)');
    expect(text).toContain('दिनांक');
    expect(text).toContain('भुगतान का तरीका: कार्ड');
  });

  it('the order detail lists the receipt with a signed link that works without sign-in; a forged link is 404', async () => {
    const { user, orderId } = await paidBooking(ctx.app, 'english', 'Ravi Kumar');
    const res = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${GET_ORDER_PATH}?orderId=${orderId}`, headers: authHeaders(user.token) });
    const detail = ZGetOrderResponse.parse(res.json()).data;
    expect(detail.documents).toHaveLength(1);
    const [doc] = detail.documents!;
    expect(doc).toMatchObject({ kind: 'RECEIPT', number: expect.stringMatching(/^RCT\//) });
    const pdf = await ctx.app.inject({ method: 'GET', url: doc!.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const forged = doc!.url.replace(/token=([^.]+)\./, (_m, id: string) => `token=${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}.`);
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });

  it("the 'order paid' message links the receipt by a signed link that opens without sign-in", async () => {
    const { orderId } = await paidBooking(ctx.app, 'hindi', 'गीता शर्मा');
    const [message] = await ctx.app.db
      .select()
      .from(orderMessages)
      .where(and(eq(orderMessages.orderId, orderId), eq(orderMessages.kind, 'ORDER_PAID')));
    expect(message!.facts.receiptToken).toBeTruthy();
    const { body } = renderMessage('ORDER_PAID', message!.facts, 'hindi', 'https://sankalp.example');
    const link = /आपकी रसीद: (https:\/\/sankalp\.example(\S+))/.exec(body);
    expect(link).not.toBeNull();
    const pdf = await ctx.app.inject({ method: 'GET', url: link![2]! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('a partial refund yields a refund note referring to the receipt, in its own series', async () => {
    const { user, orderId, order } = await paidBooking(ctx.app, 'hindi', 'सीता राम');
    const operator = await signInStaff(ctx.app, 'operator');
    const part = 10_000;
    const refund = await adminCall(ctx.app, 'POST', orderActionPath('refund', orderId), {
      session: operator,
      body: { amountPaise: part, reason: 'part of the prasad', cancel: false, idempotencyKey: key() },
    });
    expect(refund.statusCode).toBe(200);
    await settleWebhooks(ctx.app);
    const docs = await documentsOf(orderId);
    expect(docs.map((d) => d.kind)).toEqual(['RECEIPT', 'REFUND_NOTE']);
    const [receipt, note] = docs as [(typeof docs)[0], (typeof docs)[0]];
    expect(note).toMatchObject({ series: 'CRN', amountPaise: part, refersToId: receipt.id, language: 'hindi' });
    expect(note.refundId).toBeTruthy();
    const res = await getReceipt(user.token, orderId, note.id);
    expect(res.statusCode).toBe(200);
    if (!hasPdftotext) return; // poppler-utils absent: the text checks below cannot run
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('धनवापसी नोट (क्रेडिट नोट)');
    // Not called a receipt of payment: without a GSTIN it is a plain refund note.
    expect(text).toContain('यह धनवापसी का नोट है, जीएसटी क्रेडिट नोट नहीं।');
    expect(text).not.toContain('भुगतान की रसीद है');
    expect(text).toContain(note.number);
    expect(text).toContain(receipt.number);
    expect(text).toContain(rupees(part));
    expect(text).toContain(rupees(order.totalPaise));
  });

  it('the console lists the documents and gives their PDFs to staff of the order temple only', async () => {
    const { orderId, order } = await paidBooking(ctx.app, 'english', 'Mohan Lal');
    const operator = await signInStaff(ctx.app, 'operator');
    const detail = ZAdminOrderDetailResponse.parse((await adminCall(ctx.app, 'GET', `/orders/${orderId}`, { session: operator })).json()).data;
    expect(detail.documents).toEqual([expect.objectContaining({ kind: 'RECEIPT', amountPaise: order.totalPaise, language: 'english' })]);
    const doc = detail.documents![0]!;
    const pdf = await adminCall(ctx.app, 'GET', adminOrderDocumentPath(orderId, doc.id), { session: operator });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const temples = await seededTemples(ctx.app);
    const elsewhere = await signInStaff(ctx.app, 'temple_staff', [temples.find((t) => t !== order.templeId)!]);
    expect((await adminCall(ctx.app, 'GET', adminOrderDocumentPath(orderId, doc.id), { session: elsewhere })).json()).toMatchObject({
      statusCode: 403,
      code: 'OTHER_TEMPLE',
    });
    const here = await signInStaff(ctx.app, 'temple_staff', [order.templeId]);
    expect((await adminCall(ctx.app, 'GET', adminOrderDocumentPath(orderId, doc.id), { session: here })).statusCode).toBe(200);
    // A document of another order under this order's path: 404.
    const otherOrder = await paidBooking(ctx.app, 'english', 'Mohan Lal');
    const [otherDoc] = await documentsOf(otherOrder.orderId);
    expect((await adminCall(ctx.app, 'GET', adminOrderDocumentPath(orderId, otherDoc!.id), { session: operator })).statusCode).toBe(404);
  });
});
