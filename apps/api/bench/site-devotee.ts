import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_HEADER, API_PREFIX, CART_PATH, CREATE_ORDER_PATH, IDEMPOTENCY_ERROR_CODES, PAYMENT_PATHS } from '@sankalp/contract';
import type { Db } from '../src/db/client.ts';
import { sessions, users } from '../src/db/schema/index.ts';
import { hashToken } from '../src/plugins/auth.ts';
import type { Bookable } from './checkout-steps.ts';

/**
 * A devotee's checkout as the site makes it (apps/web/src/lib/request.ts and the basket's line,
 * decision 196), for the overload and peak benches: a 503 BUSY waits its Retry-After plus jitter and
 * asks again, for as long as the devotee stays; a 409 REQUEST_IN_FLIGHT (the same key's first try
 * still holds its claim, e.g. on a process that was killed) is asked again after its Retry-After
 * for up to 20 s; any other failure (a 5xx, a lost answer) is retried
 * after 1, 2 and 4 s with the same Idempotency-Key; the payment result is posted to our callback as
 * the provider's page does. Counts what it saw in `stats`.
 */
export type CheckoutStats = {
  /** 503 BUSY answers, and how many of them came without a Retry-After; and the BUSY answers to /payment/initiate (an admitted order). */
  busy: number;
  busyAtInitiate: number;
  busyWithoutRetryAfter: number;
  /** Other 5xx answers by status and the API's error code, e.g. `503 SERVICE_UNAVAILABLE` (ours), `503` (the load balancer's). */
  other5xx: Map<string, number>;
  /** Requests with no answer at all (connection reset or refused, timed out). */
  lostAnswers: number;
  /** 409 REQUEST_IN_FLIGHT answers, each asked again after its Retry-After. */
  inFlight: number;
  /** Checkouts that failed for good, with the first few reasons. */
  failed: number;
  failures: string[];
  /** Devotees still waiting in line when they stopped (the offer ended): they start no further checkout. */
  leftTheLine: number;
  /** Checkouts whose payment page said "paid already" after a lost answer: the order settles by webhook or the sweep. */
  paidWithoutCallback: number;
  /** Whole checkouts (first basket call to the callback's answer, waits in line included), ms. */
  wholeMs: number[];
  /** From sending the /order/create that was admitted to the callback's answer, ms. */
  admittedMs: number[];
  /** When each checkout finished (performance.now()). */
  doneAt: number[];
  /** Order ids admitted at /order/create. */
  orderIds: string[];
};

export const newStats = (): CheckoutStats => ({
  busy: 0,
  busyAtInitiate: 0,
  busyWithoutRetryAfter: 0,
  other5xx: new Map(),
  lostAnswers: 0,
  inFlight: 0,
  failed: 0,
  failures: [],
  leftTheLine: 0,
  paidWithoutCallback: 0,
  wholeMs: [],
  admittedMs: [],
  doneAt: [],
  orderIds: [],
});

/** The site's retries of a failed request (request.ts RETRY_DELAYS_MS). */
const RETRY_DELAYS_MS = [1000, 2000, 4000];
/** How long the site keeps asking again while its request is in flight (request.ts IN_FLIGHT_WAIT_MS). */
const IN_FLIGHT_WAIT_MS = 20_000;
/** A request without an answer by then counts as lost (the browser would give up much later). */
const REQUEST_TIMEOUT_MS = 30_000;

class LeftTheLine extends Error {}
class StepFailed extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After plus up to half of it again, as the site waits: devotees refused together do not come back together. */
export const waitInLineMs = (retryAfterSeconds: number) => retryAfterSeconds * 1000 * (1 + Math.random() / 2);

type Step = {
  name: string;
  url: string;
  init: RequestInit;
  key?: string;
  /** A BUSY answer means "wait in line" here (the checkout starts), not a failure. */
  busyAllowed?: boolean;
  /** Called as each try goes out. */
  onSend?: () => void;
};

/**
 * One request as the site sends it, with the site's retries. `until`: the devotee leaves the line
 * (stops asking again after a BUSY) past this performance.now().
 */
async function send(step: Step, stats: CheckoutStats, until: number): Promise<Response> {
  const headers = { ...(step.init.headers as Record<string, string>), ...(step.key ? { 'idempotency-key': step.key } : {}) };
  for (let failures = 0, waitedInFlight = 0; ;) {
    let res: Response;
    try {
      step.onSend?.();
      res = await fetch(step.url, { ...step.init, headers, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (err) {
      stats.lostAnswers++;
      const delay = RETRY_DELAYS_MS[failures++];
      if (delay === undefined) throw new StepFailed(`${step.name}: no answer (${(err as Error).message})`);
      await sleep(delay);
      continue;
    }
    if (res.status === 503) {
      const body = await res.text();
      if (step.busyAllowed && body.includes('"code":"BUSY"')) {
        stats.busy++;
        if (step.name === 'initiate') stats.busyAtInitiate++;
        const retryAfter = Number(res.headers.get('retry-after'));
        if (!(retryAfter > 0)) stats.busyWithoutRetryAfter++;
        const wait = waitInLineMs(retryAfter > 0 ? retryAfter : 5);
        if (performance.now() + wait > until) throw new LeftTheLine();
        await sleep(wait);
        continue;
      }
      countOther5xx(stats, 503, body);
    } else if (res.status >= 500) {
      countOther5xx(stats, res.status, await res.text());
    } else if (
      res.status === 409 &&
      waitedInFlight < IN_FLIGHT_WAIT_MS &&
      (await res.clone().text()).includes(`"code":"${IDEMPOTENCY_ERROR_CODES.inFlight}"`)
    ) {
      stats.inFlight++;
      const wait = (Number(res.headers.get('retry-after')) || 1) * 1000;
      waitedInFlight += wait;
      await sleep(wait);
      continue;
    } else {
      return res;
    }
    const delay = RETRY_DELAYS_MS[failures++];
    if (delay === undefined) throw new StepFailed(`${step.name}: answered ${res.status} after ${failures} tries`);
    await sleep(delay);
  }
}

function countOther5xx(stats: CheckoutStats, status: number, body: string): void {
  const code = /"code":"([A-Z_]+)"/.exec(body)?.[1];
  const key = code ? `${status} ${code}` : String(status);
  stats.other5xx.set(key, (stats.other5xx.get(key) ?? 0) + 1);
}

async function expectOk(res: Response, step: string): Promise<Response> {
  if (res.status !== 200) throw new StepFailed(`${step} answered ${res.status}: ${(await res.text()).slice(0, 160)}`);
  return res;
}

const apiUrl = (base: string, path: string) => `${base}${API_PREFIX}${path}`;
const postJson = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', [ACCESS_TOKEN_HEADER]: token },
  body: JSON.stringify(body),
});

/** The basket, as the event page fills it: the item's first package. Its cart id. */
export async function fillBasket(base: string, token: string, item: Bookable, stats: CheckoutStats): Promise<string> {
  const cartBody = { parentId: item.eventId, type: 'PUJA', itemId: item.packageId, subType: 'PUJA_PACKAGE', quantity: 1 };
  const cart = await expectOk(await send({ name: 'cart', url: apiUrl(base, CART_PATH), init: postJson(token, cartBody) }, stats, Infinity), 'cart');
  return ((await cart.json()) as { data: { cartId: string } }).data.cartId;
}

/**
 * One whole checkout: basket → /order/create → /payment/initiate → the simulated provider's page →
 * Pay → the signed result to our callback. Opted in to WhatsApp, so ORDER_PAID goes to the stand-in.
 * Records its outcome in `stats` and returns it ('left': still in line at `until`); never throws.
 */
export async function checkoutLikeTheSite(
  base: string,
  token: string,
  item: Bookable,
  stats: CheckoutStats,
  until: number,
  /** A basket filled beforehand (the overload bench offers checkouts, not basket changes); else filled first. */
  filled?: string,
): Promise<'paid' | 'left' | 'failed'> {
  const started = performance.now();
  const api = (path: string) => apiUrl(base, path);
  const post = (body: unknown) => postJson(token, body);
  try {
    const cartId = filled ?? (await fillBasket(base, token, item, stats));
    const userInfo = { name: 'Bench Devotee', whatsappNumber: '9876543210', gotra: 'Kashyap', selectedEventDate: null, additionalNames: [] };
    // One Idempotency-Key per attempt of an action, reused on its retries (issue 20 part 4).
    let admittedSent = 0;
    const createStep: Step = {
      name: 'order',
      url: api(CREATE_ORDER_PATH),
      init: post({ cartId, userInfo, whatsappOptIn: true }),
      key: randomUUID(),
      busyAllowed: true,
      // The try that is admitted is the last one sent.
      onSend: () => void (admittedSent = performance.now()),
    };
    const order = await expectOk(await send(createStep, stats, until), 'order');
    const { orderId } = ((await order.json()) as { data: { orderId: string } }).data;
    stats.orderIds.push(orderId);
    const init = await expectOk(
      await send({ name: 'initiate', url: api(PAYMENT_PATHS.initiate), init: post({ orderId }), key: randomUUID(), busyAllowed: true }, stats, Infinity),
      'initiate',
    );
    const { checkoutUrl } = ((await init.json()) as { data: { checkoutUrl: string } }).data;
    const page = await send({ name: 'checkout page', url: `${base}${checkoutUrl}`, init: { method: 'GET' } }, stats, Infinity);
    if (page.status === 303) return finish(stats, started, admittedSent, { paidWithoutCallback: true });
    const html = await (await expectOk(page, 'checkout page')).text();
    const payAction = /action="([^"]+\/pay\?[^"]*)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const paid = await send({ name: 'pay', url: `${base}${payAction}`, init: { method: 'POST', headers: form, body: 'method=upi' } }, stats, Infinity);
    // A Pay retried after a lost answer finds the order paid: the provider sends the devotee to the status page.
    if (paid.status === 303) return finish(stats, started, admittedSent, { paidWithoutCallback: true });
    const result = await (await expectOk(paid, 'pay')).text();
    const action = /<form id="result" method="post" action="([^"]+)"/.exec(result)![1]!.replaceAll('&amp;', '&');
    const fields = new URLSearchParams([...result.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
    const back = await send({ name: 'callback', url: `${base}${action}`, init: { method: 'POST', headers: form, body: fields.toString() } }, stats, Infinity);
    if (back.status !== 303) throw new StepFailed(`callback answered ${back.status}`);
    return finish(stats, started, admittedSent, { paidWithoutCallback: false });
  } catch (err) {
    if (err instanceof LeftTheLine) {
      stats.leftTheLine++;
      return 'left';
    }
    stats.failed++;
    if (stats.failures.length < 5) stats.failures.push(err instanceof Error ? err.message : String(err));
    return 'failed';
  }
}

function finish(stats: CheckoutStats, started: number, admittedSent: number, how: { paidWithoutCallback: boolean }): 'paid' {
  const now = performance.now();
  stats.wholeMs.push(now - started);
  stats.admittedMs.push(now - admittedSent);
  stats.doneAt.push(now);
  if (how.paidWithoutCallback) stats.paidWithoutCallback++;
  return 'paid';
}

/** Signed-in devotees made straight in the database, a thousand per statement (the OTP flow is not what these benches measure). */
export async function makeDevoteesInBulk(db: Db, count: number): Promise<string[]> {
  const tokens: string[] = [];
  // Consecutive numbers from a random start: random ones collide (~1 % of runs at 5 000 devotees).
  const first = randomInt(0, 1e9 - count);
  for (let made = 0; made < count; made += 1000) {
    const n = Math.min(1000, count - made);
    const rows = await db
      .insert(users)
      .values(Array.from({ length: n }, (_, i) => ({ phone: `9${String(first + made + i).padStart(9, '0')}`, name: 'Bench Devotee' })))
      .returning({ id: users.id });
    const batch = rows.map((row) => ({ userId: row.id, token: randomBytes(32).toString('base64url') }));
    await db.insert(sessions).values(batch.map((b) => ({ userId: b.userId, tokenHash: hashToken(b.token), expiresAt: new Date(Date.now() + 86_400_000) })));
    tokens.push(...batch.map((b) => b.token));
  }
  return tokens;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** "502×3, 503 SERVICE_UNAVAILABLE×1" or "none". */
export const statusCounts = (counts: Map<string, number>) =>
  counts.size === 0
    ? 'none'
    : [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, n]) => `${status}×${n}`)
        .join(', ');
