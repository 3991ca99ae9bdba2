import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { bookPaid, messagesOf } from './fixtures.ts';
import { startWhatsAppStandIn } from './whatsapp-stand-in.ts';

/**
 * The worker as the app runs it (NOTIFY_WORKER on, Meta's API at a stand-in). The poll is set to an
 * hour, so a message reaching the stand-in within seconds proves the LISTEN/NOTIFY wake-up.
 */
let ctx: TestContext;
let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
beforeAll(async () => {
  standIn = await startWhatsAppStandIn();
  ctx = await buildIsolatedTestApp({
    NOTIFY_WORKER: 'true',
    NOTIFY_POLL_SECONDS: '3600',
    NOTIFY_SWEEP_SECONDS: '0',
    WHATSAPP_PROVIDER: 'meta',
    WHATSAPP_ACCESS_TOKEN: 'test-token',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_APP_SECRET: 'test-whatsapp-app-secret',
    WHATSAPP_API_BASE_URL: standIn.url,
  });
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

describe('the app’s own worker', () => {
  it('is woken by the commit of the order change and sends its message at once', async () => {
    const { orderId, phone } = await bookPaid(ctx.app, { optIn: true, hindi: true });
    await vi.waitFor(() => expect(standIn.seen.filter((s) => s.body.to === `91${phone}`)).toHaveLength(1), { timeout: 15_000, interval: 20 });
    await vi.waitFor(async () => expect(await messagesOf(ctx.app.db, orderId)).toEqual([expect.objectContaining({ status: 'SENT', channel: 'WHATSAPP' })]), {
      timeout: 5000,
      interval: 20,
    });
    expect(standIn.seen.find((s) => s.body.to === `91${phone}`)!.body.template.language.code).toBe('hi');

    // And again for the next one (the listener stays subscribed).
    const second = await bookPaid(ctx.app, { optIn: true });
    await vi.waitFor(() => expect(standIn.seen.filter((s) => s.body.to === `91${second.phone}`)).toHaveLength(1), { timeout: 15_000, interval: 20 });
  });
});
