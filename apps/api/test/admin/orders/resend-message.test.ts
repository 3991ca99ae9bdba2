import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  RESEND_MESSAGES,
  UPDATE_SANKALP_PATH,
  resendMessagePath,
  ZAdminOrderDetailResponse,
  ZResendMessageResponse,
  type TMessageStatus,
} from '@sankalp/contract';
import { auditLog, orderMessages } from '../../../src/db/schema/index.ts';
import { recordOptIn, recordOptOut } from '../../../src/features/notification/consent.ts';
import { hasHindi, localize } from '../../../src/lib/messages.ts';
import { randomPhone } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { paidOrder } from '../fulfilment-fixtures.ts';
import { adminCall, seededTemples, signInStaff, type StaffSession } from '../helpers.ts';
import { call } from '../../features/auth/requests.ts';

let ctx: TestContext;
let priest: StaffSession;
let operator: StaffSession;
let otherPriest: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  const temples = await seededTemples(ctx.app);
  const { templeId } = await paidOrder(ctx.app);
  priest = await signInStaff(ctx.app, 'temple_staff', [templeId]);
  operator = await signInStaff(ctx.app, 'operator');
  otherPriest = await signInStaff(ctx.app, 'temple_staff', [temples.find((t) => t !== templeId)!]);
});
afterAll(() => ctx.close());

const resend = (session: StaffSession, orderId: string, messageId: string, language?: 'hindi') =>
  adminCall(ctx.app, 'POST', resendMessagePath(orderId, messageId), { session, body: {}, language });
const messagesOf = (orderId: string) => ctx.app.db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId)).orderBy(orderMessages.createdAt);
const setStatus = (id: string, status: TMessageStatus) => ctx.app.db.update(orderMessages).set({ status }).where(eq(orderMessages.id, id));

/**
 * A paid order with its one ORDER_PAID message, sent to a number of its own: every test file shares
 * the checkout fixture's number on PostgreSQL, and this file changes that number's consent.
 */
async function paidWithMessage() {
  // Booked for a puja still to come: its sankalp may still be corrected.
  const order = await paidOrder(ctx.app, { due: false });
  const [paid, ...rest] = await messagesOf(order.orderId);
  expect(rest).toEqual([]);
  expect(paid).toMatchObject({ kind: 'ORDER_PAID', status: 'PENDING', resendOf: null });
  const recipient = randomPhone();
  await ctx.app.db.update(orderMessages).set({ recipient }).where(eq(orderMessages.id, paid!.id));
  return { ...order, message: { ...paid!, recipient } };
}

describe('POST /orders/:orderId/messages/:messageId/resend', () => {
  it('refuses a message still waiting for the worker, then queues a copy of a failed one: same text and number, audited', async () => {
    const { orderId, message } = await paidWithMessage();
    expect((await resend(priest, orderId, message.id)).json()).toMatchObject({ statusCode: 409, message: RESEND_MESSAGES.inFlight });
    await setStatus(message.id, 'SENDING');
    expect((await resend(priest, orderId, message.id)).statusCode).toBe(409);
    expect(await messagesOf(orderId)).toHaveLength(1);

    await setStatus(message.id, 'FAILED');
    const res = await resend(priest, orderId, message.id);
    expect(res.statusCode, res.body).toBe(200);
    const copy = ZResendMessageResponse.parse(res.json()).data;
    expect(copy).toMatchObject({
      kind: 'ORDER_PAID',
      language: message.language,
      recipient: message.recipient,
      status: 'PENDING',
      attempts: 0,
      resendOf: message.id,
    });
    expect(copy.id).not.toBe(message.id);
    expect(copy.body).toContain(orderId);

    const rows = await messagesOf(orderId);
    expect(rows).toHaveLength(2);
    const row = rows.find((r) => r.id === copy.id)!;
    expect(row).toMatchObject({ facts: message.facts, dedupeKey: null, resendOf: message.id, requestedBy: priest.staffId, fallbackOf: null });

    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.message-resend')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: priest.staffId, after: { messageId: copy.id, resendOf: message.id, channel: copy.channel } });

    // The console's order page lists the copy after the original; the order is unchanged, so the text is the same.
    const detail = ZAdminOrderDetailResponse.parse((await adminCall(ctx.app, 'GET', `/orders/${orderId}`, { session: operator })).json()).data;
    expect(detail.messages.map((m) => [m.id, m.resendOf])).toEqual([
      [message.id, null],
      [copy.id, message.id],
    ]);
    expect(detail.messages[1]!.body).toBe(detail.messages[0]!.body);
  });

  it('tells the order as it is now: a sankalp corrected after payment is the one the resent paid message carries', async () => {
    const { orderId, message, userToken } = await paidWithMessage();
    await setStatus(message.id, 'SENT');
    const edited = await call(
      ctx.app,
      'POST',
      UPDATE_SANKALP_PATH,
      { orderId, name: 'Sita Kumari', gotra: 'Vatsa', additionalNames: ['Mohan Lal'] },
      { token: userToken },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // The original keeps what it said when it was sent.
    expect(message.facts.devoteeName).not.toBe('Sita Kumari');

    const res = await resend(operator, orderId, message.id);
    expect(res.statusCode, res.body).toBe(200);
    const copy = ZResendMessageResponse.parse(res.json()).data;
    expect(copy.body).toContain('Sita Kumari');
    expect(copy.body).not.toContain(message.facts.devoteeName);
    const row = (await messagesOf(orderId)).find((r) => r.id === copy.id)!;
    expect(row.facts).toEqual({ ...message.facts, devoteeName: 'Sita Kumari', gotra: 'Vatsa', additionalNames: ['Mohan Lal'] });
    expect(row).toMatchObject({ recipient: message.recipient, language: message.language, kind: 'ORDER_PAID' });
  });

  it('keeps the refunded amount of a refund message, which the order does not hold', async () => {
    const { orderId, message } = await paidWithMessage();
    const { channel, language, recipient, facts } = message;
    const [refund] = await ctx.app.db
      .insert(orderMessages)
      .values({ orderId, kind: 'REFUND_PROCESSED', channel, language, recipient, status: 'FAILED', facts: { ...facts, refundPaise: 12_300 } })
      .returning();
    const res = await resend(operator, orderId, refund!.id);
    expect(res.statusCode, res.body).toBe(200);
    const row = (await messagesOf(orderId)).find((r) => r.id === ZResendMessageResponse.parse(res.json()).data.id)!;
    expect(row.facts.refundPaise).toBe(12_300);
  });

  it('refuses a second resend while the first copy is on its way; a sent message can be resent again', async () => {
    const { orderId, message } = await paidWithMessage();
    await setStatus(message.id, 'SENT');
    const first = ZResendMessageResponse.parse((await resend(operator, orderId, message.id)).json()).data;
    expect((await resend(operator, orderId, message.id)).json()).toMatchObject({ statusCode: 409, message: RESEND_MESSAGES.inFlight });
    await setStatus(first.id, 'DELIVERED');
    const second = await resend(operator, orderId, message.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(await messagesOf(orderId)).toHaveLength(3);
  });

  it('refuses a failed WhatsApp message while its SMS fallback is on its way', async () => {
    const { orderId, message } = await paidWithMessage();
    await setStatus(message.id, 'FAILED');
    const { orderId: forOrder, kind, language, recipient, facts } = message;
    const [fallback] = await ctx.app.db
      .insert(orderMessages)
      .values({ orderId: forOrder, kind, language, recipient, facts, channel: 'SMS', fallbackOf: message.id })
      .returning();
    expect(fallback).toMatchObject({ status: 'PENDING' });
    expect((await resend(operator, orderId, message.id)).json()).toMatchObject({ statusCode: 409, message: RESEND_MESSAGES.inFlight });
    await setStatus(fallback!.id, 'FAILED');
    expect((await resend(operator, orderId, message.id)).statusCode).toBe(200);
  });

  it('refuses while anything of the chain is on its way: a resend of the fallback, a fallback of a resend', async () => {
    const { orderId, message } = await paidWithMessage();
    await setStatus(message.id, 'FAILED');
    const { kind, language, recipient, facts } = message;
    const add = async (values: { status: TMessageStatus; fallbackOf?: string; resendOf?: string }) =>
      (
        await ctx.app.db
          .insert(orderMessages)
          .values({ orderId, kind, language, recipient, facts, channel: 'SMS', ...values })
          .returning()
      )[0]!;
    const fallback = await add({ status: 'FAILED', fallbackOf: message.id });
    // Staff resent the fallback; that copy is still queued.
    const fallbackCopy = await add({ status: 'PENDING', resendOf: fallback.id });
    for (const id of [message.id, fallback.id])
      expect((await resend(operator, orderId, id)).json()).toMatchObject({ statusCode: 409, message: RESEND_MESSAGES.inFlight });
    await setStatus(fallbackCopy.id, 'FAILED');
    // A resend of the original whose own SMS fallback is on its way, two levels down.
    const copy = await add({ status: 'FAILED', resendOf: message.id });
    const copyFallback = await add({ status: 'SENDING', fallbackOf: copy.id });
    for (const id of [message.id, fallback.id, fallbackCopy.id, copy.id]) expect((await resend(operator, orderId, id)).statusCode).toBe(409);
    // Another message of the order is not held up by this chain.
    const other = await ctx.app.db
      .insert(orderMessages)
      .values({ orderId, kind: 'VIDEO_READY', language, recipient, facts, channel: 'SMS', status: 'SENT' })
      .returning();
    expect((await resend(operator, orderId, other[0]!.id)).statusCode).toBe(200);
    expect(await messagesOf(orderId)).toHaveLength(7);
    await setStatus(copyFallback.id, 'DELIVERED');
    expect((await resend(operator, orderId, message.id)).statusCode).toBe(200);
  });

  it("chooses the channel by the devotee's consent now, not the original's", async () => {
    const { orderId, message } = await paidWithMessage();
    await setStatus(message.id, 'FAILED');
    await recordOptIn(ctx.app.db, message.recipient, 'profile', { verifiedOwner: true });
    const onWhatsapp = ZResendMessageResponse.parse((await resend(operator, orderId, message.id)).json()).data;
    expect(onWhatsapp.channel).toBe('WHATSAPP');
    await setStatus(onWhatsapp.id, 'FAILED');
    await recordOptOut(ctx.app.db, message.recipient, 'reply');
    const bySms = ZResendMessageResponse.parse((await resend(operator, orderId, onWhatsapp.id)).json()).data;
    expect(bySms).toMatchObject({ channel: 'SMS', resendOf: onWhatsapp.id, recipient: message.recipient });
  });

  it("refuses another temple's staff, a message of another order and an unknown id, and changes nothing", async () => {
    const { orderId, message } = await paidWithMessage();
    const other = await paidWithMessage();
    await setStatus(message.id, 'FAILED');
    await setStatus(other.message.id, 'FAILED');
    expect((await resend(otherPriest, orderId, message.id)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_TEMPLE' });
    expect((await resend(operator, orderId, other.message.id)).json()).toMatchObject({ statusCode: 404, message: RESEND_MESSAGES.notFound });
    expect((await resend(operator, orderId, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await resend(operator, orderId, 'not-a-uuid')).json()).toMatchObject({ statusCode: 404, message: RESEND_MESSAGES.notFound });
    expect((await resend(operator, 'SKPNOTHERE22', message.id)).statusCode).toBe(404);
    expect(await messagesOf(orderId)).toHaveLength(1);
    expect(await messagesOf(other.orderId)).toHaveLength(1);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.message-resend')));
    expect(audit).toEqual([]);
  });

  it('answers in Hindi when asked; every resend message has its Hindi text', async () => {
    const { orderId, message } = await paidWithMessage();
    const res = await resend(operator, orderId, message.id, 'hindi');
    expect(res.json()).toMatchObject({ statusCode: 409, message: localize(RESEND_MESSAGES.inFlight, 'hindi') });
    expect(Object.values(RESEND_MESSAGES).filter((m) => !hasHindi(m))).toEqual([]);
  });
});
