import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@sankalp/contract';
import { buildIsolatedTestApp, buildTestApp, type TestContext } from '../../helper.ts';
import { initiate, placeOrder } from '../../fixtures/orders.ts';
import { newPaymentId, postWebhook, webhookBody } from '../payment/webhook-helpers.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
let ctx: TestContext;
beforeAll(async () => {
  // A database of its own: the outbox and captured-unpaid figures are the whole database's, and on
  // PostgreSQL the other test files write to the shared one while this file counts.
  ctx = await buildIsolatedTestApp({ METRICS_TOKEN: TOKEN, CATALOGUE_CACHE_SECONDS: '30', SIMULATED_WEBHOOKS: 'false', TRUST_PROXY: 'true' });
});
afterAll(() => ctx.close());

const scrape = (authorization?: string) => ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in Prometheus's text format (labels in the order prom-client writes them), or undefined. */
async function series(line: string): Promise<number | undefined> {
  const text = (await scrape(`Bearer ${TOKEN}`)).body;
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('GET /metrics', () => {
  it('answers only the configured bearer token, never cached', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer not-the-token')).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
    // prom-client's process figures, event-loop delay among them.
    expect(ok.body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(ok.body).toMatch(/^sankalp_db_pool_waiting 0$/m);
  });

  it('does not exist without a token configured', async () => {
    const plain = await buildTestApp({}, { sameDbAs: ctx.handle });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('times answers by route pattern and status, and counts catalogue cache hits and misses', async () => {
    const route = `${API_PREFIX}/puja/all`;
    const label = `route="${route}",method="GET",status="200"`;
    const before = (await series(`sankalp_http_request_duration_seconds_count{${label}}`)) ?? 0;
    const hitsBefore = (await series('sankalp_cache_lookups_total{cache="catalogue",result="hit"}')) ?? 0;
    await ctx.app.inject({ method: 'GET', url: route });
    await ctx.app.inject({ method: 'GET', url: route });
    expect(await series(`sankalp_http_request_duration_seconds_count{${label}}`)).toBe(before + 2);
    expect(await series('sankalp_cache_lookups_total{cache="catalogue",result="hit"}')).toBeGreaterThanOrEqual(hitsBefore + 1);
    expect(await series('sankalp_cache_lookups_total{cache="catalogue",result="miss"}')).toBeGreaterThanOrEqual(1);
    // An unknown path is one series, not one per path.
    await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/no-such-thing-${Date.now()}` });
    expect((await scrape(`Bearer ${TOKEN}`)).body).not.toContain('no-such-thing');
  });

  it('counts payment outcomes and shows the outbox waiting', async () => {
    const placed = await placeOrder(ctx.app);
    const checkout = await initiate(ctx.app, placed.user.token, placed.orderId);
    const captured = 'sankalp_payment_outcomes_total{kind="capture",outcome="captured",via="webhook"}';
    const before = (await series(captured)) ?? 0;
    const res = await postWebhook(
      ctx.app,
      webhookBody('payment.captured', { id: newPaymentId(), order_id: checkout.razorpayOrderId, amount: placed.totalPaise, status: 'captured' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await series(captured)).toBe(before + 1);
    // The paid order's message waits in the outbox (no worker runs in this test app).
    const scraped = await scrape(`Bearer ${TOKEN}`);
    expect(scraped.statusCode).toBe(200);
    const text = scraped.body;
    const waiting = [...text.matchAll(/^sankalp_outbox_waiting\{channel="(\w+)"\} (\d+)$/gm)].map((m) => Number(m[2]));
    expect(waiting.reduce((a, b) => a + b, 0)).toBe(1);
    expect(text).toMatch(/^sankalp_outbox_oldest_waiting_seconds\{channel="\w+"\} [\d.e+-]+$/m);
    expect(text).toMatch(/^sankalp_payments_captured_unpaid 0$/m);
  });
});

describe('request ids', () => {
  it('every answer names its id; behind a trusted load balancer, the balancer’s id', async () => {
    const own = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'haproxy-7f3a:42' } });
    expect(forwarded.headers['x-request-id']).toBe('haproxy-7f3a:42');
    const malformed = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('without a trusted proxy, a client cannot choose its request’s id', async () => {
    const direct = await buildTestApp({}, { sameDbAs: ctx.handle });
    try {
      const res = await direct.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'chosen-by-client' } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await direct.close();
    }
  });
});
