import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActionPath } from '@sankalp/contract';
import { eq, sql } from 'drizzle-orm';
import { whatsappConsents } from '../../../src/db/schema/index.ts';
import { recordOptIn, whatsappConsent } from '../../../src/features/notification/consent.ts';
import { EARLY_STATUS_RETRY_SECONDS } from '../../../src/features/notification/whatsapp-webhook.ts';
import { drainOnce } from '../../../src/features/notification/worker.ts';
import { adminCall, signInStaff, type StaffSession } from '../../admin/helpers.ts';
import { buildIsolatedTestApp, buildTestApp, type TestContext } from '../../helper.ts';
import {
  bookPaid,
  hubSignature,
  messageById,
  messagesOf,
  postWhatsAppWebhook,
  statusUpdate,
  VERIFY_TOKEN,
  WEBHOOK_SECRET,
  webhookBody,
  workerDeps,
} from './fixtures.ts';
import { startWhatsAppStandIn } from './whatsapp-stand-in.ts';
import { makeDue } from '../../admin/fulfilment-fixtures.ts';

/** The WhatsApp webhook: handshake, signature, statuses, failure fallback, STOP replies. Own database: it drains the outbox. */
let ctx: TestContext;
let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
let operator: StaffSession;
beforeAll(async () => {
  ctx = await buildIsolatedTestApp({ WHATSAPP_APP_SECRET: WEBHOOK_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN });
  standIn = await startWhatsAppStandIn();
  operator = await signInStaff(ctx.app, 'operator');
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

const drain = () => drainOnce(workerDeps(ctx.app.db, ctx.config, { whatsappUrl: standIn.url }));

/** A paid order whose ORDER_PAID went out by WhatsApp: returns the row. */
async function sentMessage(options: { hindi?: boolean } = {}) {
  const booking = await bookPaid(ctx.app, { optIn: true, ...options });
  await drain();
  const [row] = await messagesOf(ctx.app.db, booking.orderId);
  expect(row).toMatchObject({ status: 'SENT', channel: 'WHATSAPP' });
  return { ...booking, row: row! };
}

const verify = (query: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/webhooks/whatsapp?${new URLSearchParams(query).toString()}` });

describe('WhatsApp webhook', () => {
  it('GET: the verification handshake answers the challenge as text only for our verify token', async () => {
    const ok = await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');
    expect((await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': 'not-ours-at-all', 'hub.challenge': '1' })).statusCode).toBe(403);
    // Same length, one character off; and a prefix of ours (the constant-time compare needs equal lengths).
    expect((await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': `${VERIFY_TOKEN.slice(0, -1)}X`, 'hub.challenge': '1' })).statusCode).toBe(403);
    expect((await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN.slice(0, -1), 'hub.challenge': '1' })).statusCode).toBe(403);
    expect((await verify({ 'hub.mode': 'subscribe', 'hub.challenge': '1' })).statusCode).toBe(403);
    expect((await verify({ 'hub.mode': 'unsubscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1' })).statusCode).toBe(403);
    const hindi = await ctx.app.inject({ method: 'GET', url: '/webhooks/whatsapp?hub.mode=subscribe', headers: { 'accept-language': 'hi' } });
    expect(hindi.json()).toMatchObject({ statusCode: 403, message: 'वेबहुक का सत्यापन अस्वीकार किया गया।' });
  });

  it('POST with a missing or wrong signature is refused 401 and changes nothing', async () => {
    const { row } = await sentMessage();
    const body = webhookBody({ statuses: [statusUpdate(row.providerMessageId!, 'delivered')] });
    expect((await postWhatsAppWebhook(ctx.app, body, null)).statusCode).toBe(401);
    expect((await postWhatsAppWebhook(ctx.app, body, hubSignature(JSON.stringify(body), 'some-other-secret'))).statusCode).toBe(401);
    expect((await postWhatsAppWebhook(ctx.app, body, 'sha256=zz')).statusCode).toBe(401);
    // Signed over different bytes than those sent.
    expect((await postWhatsAppWebhook(ctx.app, body, hubSignature(JSON.stringify(body) + ' '))).statusCode).toBe(401);
    expect(await messageById(ctx.app.db, row.id)).toMatchObject({ status: 'SENT', deliveredAt: null });
    expect((await postWhatsAppWebhook(ctx.app, body)).statusCode).toBe(200);
    expect(await messageById(ctx.app.db, row.id)).toMatchObject({ status: 'DELIVERED' });
  });

  it('without WHATSAPP_APP_SECRET configured every POST is refused', async () => {
    const bare = await buildTestApp();
    try {
      const body = webhookBody({ statuses: [] });
      const res = await postWhatsAppWebhook(bare.app, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Invalid webhook signature.' });
    } finally {
      await bare.close();
    }
  });

  it('statuses only move forward: sent → delivered → read; a late delivered changes nothing', async () => {
    const { row } = await sentMessage();
    const id = row.providerMessageId!;
    const post = async (status: string, at: number) =>
      expect((await postWhatsAppWebhook(ctx.app, webhookBody({ statuses: [statusUpdate(id, status, at)] }))).statusCode).toBe(200);
    await post('sent', 1_763_950_000);
    expect(await messageById(ctx.app.db, row.id)).toMatchObject({ status: 'SENT' });
    await post('delivered', 1_763_950_010);
    expect(await messageById(ctx.app.db, row.id)).toMatchObject({ status: 'DELIVERED', deliveredAt: new Date(1_763_950_010_000) });
    await post('read', 1_763_950_020);
    await post('delivered', 1_763_950_030);
    await post('sent', 1_763_950_040);
    expect(await messageById(ctx.app.db, row.id)).toMatchObject({
      status: 'READ',
      deliveredAt: new Date(1_763_950_010_000),
      readAt: new Date(1_763_950_020_000),
    });

    // "read" straight after "sent" (the delivered update lost or late) also says it was delivered.
    const other = (await sentMessage()).row;
    await postWhatsAppWebhook(ctx.app, webhookBody({ statuses: [statusUpdate(other.providerMessageId!, 'read', 1_763_950_050)] }));
    expect(await messageById(ctx.app.db, other.id)).toMatchObject({ status: 'READ', deliveredAt: new Date(1_763_950_050_000) });
    // An id that is not ours is ignored (answered 200, so Meta does not retry it) once it is over 2 minutes old.
    const old = Math.floor(Date.now() / 1000) - EARLY_STATUS_RETRY_SECONDS - 60;
    expect((await postWhatsAppWebhook(ctx.app, webhookBody({ statuses: [statusUpdate('wamid.unknown', 'delivered', old)] }))).statusCode).toBe(200);
  });

  it('"failed" after sending fails the message and sends it by SMS, once however often it is reported', async () => {
    const { row, orderId } = await sentMessage();
    const failed = webhookBody({
      statuses: [statusUpdate(row.providerMessageId!, 'failed', 1_763_950_000, [{ code: 131026, title: 'Message undeliverable' }])],
    });
    expect((await postWhatsAppWebhook(ctx.app, failed)).statusCode).toBe(200);
    expect((await postWhatsAppWebhook(ctx.app, failed)).statusCode).toBe(200);
    const rows = await messagesOf(ctx.app.db, orderId);
    expect(rows.map((r) => `${r.channel}:${r.status}`)).toEqual(['WHATSAPP:FAILED', 'SMS:PENDING']);
    expect(rows[0]!.lastError).toBe('WhatsApp reported failed: 131026 Message undeliverable');
    expect(rows[1]!.fallbackOf).toBe(row.id);
    // A "delivered" arriving after it (Meta does not promise order) does not revive it.
    await postWhatsAppWebhook(ctx.app, webhookBody({ statuses: [statusUpdate(row.providerMessageId!, 'delivered')] }));
    expect(await messageById(ctx.app.db, row.id)).toMatchObject({ status: 'FAILED' });
    expect(await drain()).toBe(1);
    expect(await messageById(ctx.app.db, rows[1]!.id)).toMatchObject({ status: 'SENT', channel: 'SMS' });
  });

  it('"failed" arriving before the worker recorded the send: 503 so Meta delivers it again, then it fails the message and sends the SMS', async () => {
    const other = await sentMessage();
    const booking = await bookPaid(ctx.app, { optIn: true });
    const wamid = `wamid.early-${booking.orderId}`;
    const body = webhookBody({
      statuses: [
        statusUpdate(wamid, 'failed', Math.floor(Date.now() / 1000), [{ code: 131026, title: 'Message undeliverable' }]),
        statusUpdate(other.row.providerMessageId!, 'delivered', 1_763_950_000),
      ],
    });
    // The provider's "failed" outran its HTTP answer: no row names that id yet.
    const early = await postWhatsAppWebhook(ctx.app, body);
    expect(early.statusCode).toBe(503);
    expect(early.json()).toMatchObject({ statusCode: 503 });
    // The rest of the body applied all the same.
    expect(await messageById(ctx.app.db, other.row.id)).toMatchObject({ status: 'DELIVERED' });
    // The worker records the send under that id…
    standIn.setReply({ status: 200, body: JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: wamid }] }) });
    try {
      expect(await drain()).toBe(1);
    } finally {
      standIn.setReply('accept');
    }
    expect((await messagesOf(ctx.app.db, booking.orderId))[0]).toMatchObject({ status: 'SENT', providerMessageId: wamid });
    // …and Meta's next delivery of the same body fails it and queues the SMS.
    expect((await postWhatsAppWebhook(ctx.app, body)).statusCode).toBe(200);
    const rows = await messagesOf(ctx.app.db, booking.orderId);
    expect(rows.map((r) => `${r.channel}:${r.status}`)).toEqual(['WHATSAPP:FAILED', 'SMS:PENDING']);
    expect(rows[0]!.lastError).toBe('WhatsApp reported failed: 131026 Message undeliverable');
    expect(await drain()).toBe(1);
    // Older than 2 minutes and still unknown (not ours, or a send never recorded): 200, ignored.
    const stale = webhookBody({ statuses: [statusUpdate('wamid.never-recorded', 'failed', Math.floor(Date.now() / 1000) - EARLY_STATUS_RETRY_SECONDS - 1)] });
    expect((await postWhatsAppWebhook(ctx.app, stale)).statusCode).toBe(200);
    // A status we do not track ("sent", "deleted") never asks for a retry.
    expect((await postWhatsAppWebhook(ctx.app, webhookBody({ statuses: [statusUpdate('wamid.not-yet', 'sent')] }))).statusCode).toBe(200);
  });

  it('a STOP reply withdraws consent: the next message about the order comes by SMS', async () => {
    const { orderId, phone } = await sentMessage();
    const reply = (from: string, text: string) =>
      webhookBody({ messages: [{ from, id: 'wamid.in1', timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }] });
    expect((await postWhatsAppWebhook(ctx.app, reply(`91${phone}`, 'Thank you'))).statusCode).toBe(200);
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(true);
    expect((await postWhatsAppWebhook(ctx.app, reply(`91${phone}`, '  Stop '))).statusCode).toBe(200);
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(false);
    await makeDue(ctx.app, orderId);
    const performed = await adminCall(ctx.app, 'POST', orderActionPath('performed', orderId), {
      session: operator,
      body: { performedOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()) },
    });
    expect(performed.statusCode).toBe(200);
    expect(
      (await adminCall(ctx.app, 'POST', orderActionPath('video', orderId), { session: operator, body: { videoUrl: 'https://youtu.be/abc123' } })).statusCode,
    ).toBe(200);
    const seenBefore = standIn.seen.length;
    expect(await drain()).toBe(2);
    expect((await messagesOf(ctx.app.db, orderId)).map((r) => `${r.kind}:${r.channel}:${r.status}`)).toEqual([
      'ORDER_PAID:WHATSAPP:SENT',
      'PUJA_PERFORMED:SMS:SENT',
      'VIDEO_READY:SMS:SENT',
    ]);
    expect(standIn.seen.length).toBe(seenBefore);

    // In Hindi too.
    const hindi = await sentMessage({ hindi: true });
    await postWhatsAppWebhook(ctx.app, reply(`91${hindi.phone}`, 'रोकें'));
    expect((await whatsappConsent(ctx.app.db, hindi.phone)).whatsapp).toBe(false);
  });

  it('a STOP delivered again after the owner opted back in changes nothing (issue 21 item 22)', async () => {
    const { phone } = await sentMessage();
    // The checkout's consent was given an hour ago; the STOP was written ten minutes ago.
    await ctx.app.db
      .update(whatsappConsents)
      .set({ optedInAt: sql`now() - interval '1 hour'` })
      .where(eq(whatsappConsents.phone, phone));
    const stop = (sentAt: number) =>
      webhookBody({ messages: [{ from: `91${phone}`, id: `wamid.stop${sentAt}`, timestamp: String(sentAt), type: 'text', text: { body: 'STOP' } }] });
    const tenMinutesAgo = stop(Math.floor(Date.now() / 1000) - 600);
    expect((await postWhatsAppWebhook(ctx.app, tenMinutesAgo)).statusCode).toBe(200);
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(false);
    // The owner says yes again on the profile; the signed STOP body is then delivered once more.
    await recordOptIn(ctx.app.db, phone, 'profile', { verifiedOwner: true });
    expect((await postWhatsAppWebhook(ctx.app, tenMinutesAgo)).statusCode).toBe(200);
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(true);
    // A STOP written after the new yes still withdraws it.
    expect((await postWhatsAppWebhook(ctx.app, stop(Math.floor(Date.now() / 1000)))).statusCode).toBe(200);
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(false);
  });

  it('one item not understood is logged and skipped; the good ones in the same body apply, and the answer is 200', async () => {
    const a = await sentMessage();
    const b = await sentMessage();
    const c = await sentMessage();
    const body = webhookBody({
      statuses: [
        statusUpdate(a.row.providerMessageId!, 'delivered', 1_763_950_000),
        { id: b.row.providerMessageId, status: 'delivered', timestamp: 'yesterday' }, // not a timestamp
        { status: 'read' }, // no id
        statusUpdate(c.row.providerMessageId!, 'failed', 1_763_950_000, [{ code: 131026, title: 'Message undeliverable' }]),
        { id: `wamid.bad\u0000`, status: 'read' }, // text PostgreSQL cannot store
      ],
      messages: [{ type: 'text' }, { from: `91${b.phone}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'STOP' } }],
    });
    expect((await postWhatsAppWebhook(ctx.app, body)).statusCode).toBe(200);
    expect(await messageById(ctx.app.db, a.row.id)).toMatchObject({ status: 'DELIVERED', deliveredAt: new Date(1_763_950_000_000) });
    expect(await messageById(ctx.app.db, b.row.id)).toMatchObject({ status: 'SENT', deliveredAt: null });
    expect((await messagesOf(ctx.app.db, c.orderId)).map((r) => `${r.channel}:${r.status}`)).toEqual(['WHATSAPP:FAILED', 'SMS:PENDING']);
    expect((await whatsappConsent(ctx.app.db, b.phone)).whatsapp).toBe(false);
    expect(await drain()).toBe(1); // c's SMS fallback, so later tests start from an empty outbox
  });

  it('a signed body that is not a webhook (or not JSON) changes nothing and is answered 200, not retried for days', async () => {
    expect((await postWhatsAppWebhook(ctx.app, { entry: 'nope' })).statusCode).toBe(200);
    expect((await postWhatsAppWebhook(ctx.app, { entry: [{ changes: [{ value: { statuses: 'x' } }, null] }] })).statusCode).toBe(200);
    const raw = 'not json at all';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(raw) },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
  });
});
