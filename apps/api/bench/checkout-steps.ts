import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { ACCESS_TOKEN_HEADER, API_PREFIX, CART_PATH, CREATE_ORDER_PATH, IDEMPOTENCY_KEY_HEADER, PAYMENT_PATHS } from '@sankalp/contract';
import type { Db } from '../src/db/client.ts';
import { events, pujaPackages, sessions, users } from '../src/db/schema/index.ts';
import { hashToken } from '../src/plugins/auth.ts';
import type { RazorpayStandIn } from './razorpay-stand-in.ts';

export type Bookable = { eventId: string; packageId: string };

/** An open fixed-date puja (no date to choose) and its first package. */
export async function findBookable(db: Db): Promise<Bookable> {
  const now = new Date();
  const [row] = await db
    .select({ eventId: events.id, packageId: pujaPackages.id })
    .from(events)
    .innerJoin(pujaPackages, eq(pujaPackages.eventId, events.id))
    .where(and(eq(events.type, 'PUJA'), eq(events.pujaType, 'FIXED_DATE'), lt(events.bookingOpensAt, now), gt(events.bookingClosesAt, now)))
    .orderBy(asc(events.searchKey), asc(pujaPackages.position))
    .limit(1);
  if (!row) throw new Error('the seeded catalogue has no open fixed-date puja');
  return row;
}

/** Signed-in devotees made straight in the database: the OTP flow is not what this bench measures. */
export async function makeDevotees(db: Db, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const [user] = await db
      .insert(users)
      .values({ phone: `9${randomInt(0, 1e9).toString().padStart(9, '0')}`, name: 'Bench Devotee' })
      .returning({ id: users.id });
    const token = randomBytes(32).toString('base64url');
    await db.insert(sessions).values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
    tokens.push(token);
  }
  return tokens;
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function ok(res: Response, step: string): Promise<Response> {
  if (!res.ok && res.status !== 303) throw new Error(`${step} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res;
}

/** What the checkout's result page would post to our callback next, not posted yet. */
export type PendingCallback = { orderId: string; post: () => Promise<Response> };

/**
 * One devotee's whole checkout, as the site and browser make it: cart → order → initiate →
 * simulated checkout page → Pay → signed result posted to our callback (303 to the status page).
 * `fetch` may be swapped for one that records every answer (the database-outage test).
 */
export async function checkoutOnce(base: string, token: string, item: Bookable, fetch: typeof globalThis.fetch = globalThis.fetch): Promise<void> {
  const back = await (await payOnce(base, token, item, fetch)).post();
  await ok(back, 'callback');
  if (back.status !== 303) throw new Error(`callback answered ${back.status}`);
}

/** What the site has once Pay Now answered: our order and the checkout the provider is to show. */
type Started = { orderId: string; checkout: { razorpayOrderId: string; amount: number; callbackUrl: string; checkoutUrl: string | null } };

/** The site's part of a checkout up to Pay Now: cart → order → initiate. */
async function startCheckout(base: string, token: string, item: Bookable, fetch: typeof globalThis.fetch): Promise<Started> {
  const json = { 'content-type': 'application/json', [ACCESS_TOKEN_HEADER]: token };
  const api = (path: string) => `${base}${API_PREFIX}${path}`;
  const cart = await ok(
    await fetch(api(CART_PATH), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ parentId: item.eventId, type: 'PUJA', itemId: item.packageId, subType: 'PUJA_PACKAGE', quantity: 1 }),
    }),
    'cart',
  );
  const { cartId } = ((await cart.json()) as { data: { cartId: string } }).data;
  const userInfo = { name: 'Bench Devotee', whatsappNumber: '9876543210', gotra: 'Kashyap', selectedEventDate: null, additionalNames: [] };
  // As the site does: one Idempotency-Key per user action (decision 194).
  const keyed = () => ({ ...json, [IDEMPOTENCY_KEY_HEADER]: randomBytes(16).toString('hex') });
  const order = await ok(await fetch(api(CREATE_ORDER_PATH), { method: 'POST', headers: keyed(), body: JSON.stringify({ cartId, userInfo }) }), 'order');
  const { orderId } = ((await order.json()) as { data: { orderId: string } }).data;
  const init = await ok(await fetch(api(PAYMENT_PATHS.initiate), { method: 'POST', headers: keyed(), body: JSON.stringify({ orderId }) }), 'initiate');
  return { orderId, checkout: ((await init.json()) as { data: Started['checkout'] }).data };
}

/** The checkout up to Pay (the provider has captured the payment); the callback is left to the caller. */
export async function payOnce(base: string, token: string, item: Bookable, fetch: typeof globalThis.fetch = globalThis.fetch): Promise<PendingCallback> {
  const { orderId, checkout } = await startCheckout(base, token, item, fetch);
  const page = await (await ok(await fetch(`${base}${checkout.checkoutUrl}`), 'checkout page')).text();
  const payAction = /action="([^"]+\/pay\?[^"]*)"/.exec(page)![1]!.replaceAll('&amp;', '&');
  const result = await (await ok(await fetch(`${base}${payAction}`, { method: 'POST', headers: form, body: 'method=upi' }), 'pay')).text();
  const action = /<form id="result" method="post" action="([^"]+)"/.exec(result)![1]!.replaceAll('&amp;', '&');
  const fields = new URLSearchParams([...result.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  return { orderId, post: () => fetch(`${base}${action}`, { method: 'POST', headers: form, body: fields.toString(), redirect: 'manual' }) };
}

/**
 * One checkout as it goes in production with Razorpay: the site's cart → order → initiate (our
 * server asks Razorpay's Orders API, here `razorpay`, a stand-in), the devotee pays in Razorpay's
 * checkout (the stand-in records the captured payment), and then, as Razorpay does, its signed
 * `payment.captured` webhook to our webhook URL and the browser's signed result to our callback,
 * together. Resolves once both are answered (the callback with its 303).
 */
export async function checkoutThroughRazorpay(
  base: string,
  token: string,
  item: Bookable,
  razorpay: RazorpayStandIn,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<void> {
  const { checkout } = await startCheckout(base, token, item, fetch);
  const paid = razorpay.pay(checkout.razorpayOrderId, checkout.amount);
  const webhook = fetch(`${base}${API_PREFIX}${PAYMENT_PATHS.webhook.replace(':provider', 'razorpay')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': paid.webhook.signature, 'x-razorpay-event-id': paid.webhook.eventId },
    body: paid.webhook.rawBody,
  });
  const callback = fetch(checkout.callbackUrl, { method: 'POST', headers: form, body: new URLSearchParams(paid.callback).toString(), redirect: 'manual' });
  const [hook, back] = await Promise.all([webhook, callback]);
  await ok(hook, 'webhook');
  if (back.status !== 303) throw new Error(`callback answered ${back.status}: ${(await back.text()).slice(0, 200)}`);
}
