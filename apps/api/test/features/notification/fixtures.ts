import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { ZCreateOrderResponse } from '@sankalp/contract';
import { orderMessages } from '../../../src/db/schema/index.ts';
import type { Db } from '../../../src/db/client.ts';
import type { Config } from '../../../src/config.ts';
import type { Channels } from '../../../src/features/notification/channels/create-channels.ts';
import { createConsoleChannel } from '../../../src/features/notification/channels/console-channel.ts';
import { createWhatsAppCloudChannel } from '../../../src/features/notification/channels/whatsapp-cloud.ts';
import type { NotifyDeps } from '../../../src/features/notification/worker.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { postCheckout, validDelivery, validUserInfo } from '../../fixtures/checkout.ts';
import { initiate } from '../../fixtures/orders.ts';
import { randomPhone, signIn } from '../../fixtures/sign-in.ts';
import { payInBrowser, settleWebhooks } from '../payment/checkout-flow.ts';

export const silentLog = pino({ level: 'silent' });

export type Booking = { orderId: string; phone: string; userToken: string };

/** A puja (or with `offering` a chadawa) booked through the real cart and checkout, by a number of its own (consent is per number). */
export async function book(
  app: FastifyInstance,
  options: { optIn?: boolean; hindi?: boolean; prasad?: boolean; phone?: string; offering?: boolean } = {},
): Promise<Booking> {
  const phone = options.phone ?? randomPhone();
  const user = await signIn(app);
  const seeded = await findSeededEvents(app.db);
  const event = options.offering ? seeded.offering : seeded.fixedPujaPaidPrasad;
  const type = options.offering ? ('OFFERING' as const) : ('PUJA' as const);
  const cat = await catalogueOf(app.db, event.id);
  let cart = options.offering
    ? await setCartLine(app, user.token, { parentId: event.id, type, itemId: cat.items[0]!.id, subType: 'OFFERING_ITEM', quantity: 1 })
    : await setCartLine(app, user.token, { parentId: event.id, type, itemId: cat.packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  if (options.prasad) cart = await setCartLine(app, user.token, { parentId: event.id, type, itemId: cat.prasad!.id, subType: 'PRASAD', quantity: 1 });
  const body = {
    cartId: cart.cartId,
    userInfo: { ...validUserInfo, whatsappNumber: phone },
    whatsappOptIn: options.optIn ?? false,
    ...(options.prasad ? { deliveryInfo: validDelivery } : {}),
  };
  const res = await postCheckout(app, user.token, body, options.hindi ? { 'accept-language': 'hi' } : {});
  if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode} ${res.body}`);
  return { orderId: ZCreateOrderResponse.parse(res.json()).data.orderId, phone, userToken: user.token };
}

/** Booked and paid in the simulated checkout: the ORDER_PAID message is queued. */
export async function bookPaid(app: FastifyInstance, options: Parameters<typeof book>[1] = {}): Promise<Booking> {
  const booking = await book(app, options);
  await payInBrowser(app, await initiate(app, booking.userToken, booking.orderId), 'pay');
  await settleWebhooks(app);
  return booking;
}

export const messagesOf = (db: Db, orderId: string) =>
  db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId)).orderBy(orderMessages.createdAt, orderMessages.id);

export const messageById = async (db: Db, id: string) => (await db.select().from(orderMessages).where(eq(orderMessages.id, id)))[0]!;

/** Makes a PENDING message due now instead of after its backoff (the test does not wait out the delay). */
export const makeDue = (db: Db, id: string) =>
  db
    .update(orderMessages)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(orderMessages.id, id));

/** Worker dependencies on `db`: WhatsApp through the stand-in at `whatsappUrl` (or the console), SMS to the console. */
export function workerDeps(db: Db, config: Config, options: { whatsappUrl?: string; timeoutMs?: number; channels?: Partial<Channels> } = {}): NotifyDeps {
  const whatsapp = options.whatsappUrl
    ? createWhatsAppCloudChannel(
        { accessToken: 'test-token', phoneNumberId: '1234567890', baseUrl: options.whatsappUrl, timeoutMs: options.timeoutMs ?? 5000 },
        silentLog,
      )
    : createConsoleChannel('WHATSAPP', silentLog);
  return { db, config, log: silentLog, channels: { WHATSAPP: whatsapp, SMS: createConsoleChannel('SMS', silentLog), ...options.channels } };
}

export const WEBHOOK_SECRET = 'test-whatsapp-app-secret';
export const VERIFY_TOKEN = 'test-verify-token';

export const hubSignature = (body: string, secret = WEBHOOK_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** POSTs a webhook body to /webhooks/whatsapp, signed unless told otherwise. */
export function postWhatsAppWebhook(app: FastifyInstance, payload: object, signature: string | null = hubSignature(JSON.stringify(payload))) {
  const body = JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url: '/webhooks/whatsapp',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    payload: body,
  });
}

/** A webhook body as Meta sends it (object whatsapp_business_account, field messages). */
export function webhookBody(value: { statuses?: object[]; messages?: object[] }) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: '1234567890' }, ...value } }],
      },
    ],
  };
}

export const statusUpdate = (id: string, status: string, timestamp = Math.floor(Date.now() / 1000), errors?: object[]) => ({
  id,
  status,
  timestamp: String(timestamp),
  recipient_id: '919876543210',
  ...(errors ? { errors } : {}),
});
