import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { ChannelError, type OutboundMessage } from '../../../src/features/notification/channels/channel.ts';
import { createMsg91Channel } from '../../../src/features/notification/channels/msg91-channel.ts';
import { createWhatsAppCloudChannel } from '../../../src/features/notification/channels/whatsapp-cloud.ts';
import { ALL_NOTIFY_TEMPLATES } from '../../fixtures/msg91-templates.ts';
import { silentLog } from './fixtures.ts';
import { startWhatsAppStandIn } from './whatsapp-stand-in.ts';

const message = (over: Partial<OutboundMessage> = {}): OutboundMessage => ({
  id: 'b1c0a6f4-0000-4000-8000-000000000001',
  kind: 'ORDER_PAID',
  text: 'ORDER_PAID',
  language: 'english',
  recipient: '9876543210',
  template: 'sankalp_order_paid',
  params: ['SKP7K2M9Q4XZ', 'Maha Shivratri Puja', 'Asha Devi, Kashyap gotra', 'https://sankalp.example/orders/details?orderId=SKP7K2M9Q4XZ'],
  body: 'the whole text',
  ...over,
});

/** Awaits a rejected send and returns its ChannelError. */
async function refusal(promise: Promise<unknown>): Promise<ChannelError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ChannelError);
  return err as ChannelError;
}

describe('WhatsApp Cloud API adapter (against a local stand-in)', () => {
  let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  const channel = () =>
    createWhatsAppCloudChannel({ accessToken: 'EAAG-token', phoneNumberId: '106540352242922', baseUrl: standIn.url, timeoutMs: 300 }, silentLog);
  beforeAll(async () => (standIn = await startWhatsAppStandIn()));
  afterEach(() => {
    standIn.seen.length = 0;
    standIn.setReply('accept');
  });
  afterAll(() => standIn.close());

  it('posts the template message with the bearer token and returns the wamid', async () => {
    const sent = await channel().send(message({ language: 'hindi' }));
    expect(sent.providerMessageId).toMatch(/^wamid\./);
    expect(standIn.seen).toHaveLength(1);
    const [request] = standIn.seen;
    expect(request!.url).toBe('/v21.0/106540352242922/messages');
    expect(request!.authorization).toBe('Bearer EAAG-token');
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'sankalp_order_paid',
        language: { code: 'hi' },
        components: [{ type: 'body', parameters: message().params.map((text) => ({ type: 'text', text })) }],
      },
    });
  });

  it('a 4xx other than 429 is permanent; 429 and 5xx are transient', async () => {
    standIn.setReply({ status: 400, body: JSON.stringify({ error: { message: '(#132001) Template name does not exist in the translation', code: 132001 } }) });
    const refused = await refusal(channel().send(message()));
    expect(refused.permanent).toBe(true);
    expect(refused.message).toContain('132001');
    standIn.setReply({ status: 429, body: JSON.stringify({ error: { message: 'rate limit', code: 130429 } }) });
    expect((await refusal(channel().send(message()))).permanent).toBe(false);
    standIn.setReply({ status: 503, body: 'Service Unavailable' });
    expect((await refusal(channel().send(message()))).permanent).toBe(false);
    // A 200 without a message id is a broken answer: retried, not taken as sent.
    standIn.setReply({ status: 200, body: '{}' });
    expect((await refusal(channel().send(message()))).permanent).toBe(false);
  });

  it("Meta's throttling and temporary error codes are transient even with HTTP 400; other codes on a 4xx permanent", async () => {
    const answer = (status: number, code: number) => ({
      status,
      body: JSON.stringify({ error: { message: `(#${code}) some title`, type: 'OAuthException', code } }),
    });
    for (const code of [130429, 131056, 131048, 131000, 131016, 133004, 131057, 80007, 4]) {
      standIn.setReply(answer(400, code));
      const refused = await refusal(channel().send(message()));
      expect({ code, permanent: refused.permanent }).toEqual({ code, permanent: false });
      expect(refused.message).toContain(String(code));
    }
    for (const code of [131026, 132000, 131009, 100, 190]) {
      standIn.setReply(answer(400, code));
      expect({ code, permanent: (await refusal(channel().send(message()))).permanent }).toEqual({ code, permanent: true });
    }
    // 5xx is transient whatever the code says.
    standIn.setReply(answer(500, 131026));
    expect((await refusal(channel().send(message()))).permanent).toBe(false);
  });

  it("Meta's rate limits are marked as such (retried on WhatsApp, decision 185): the number's throughput pauses every send, a recipient's limit only its message", async () => {
    const limited = async (status: number, body: object | string) => {
      standIn.setReply({ status, body: typeof body === 'string' ? body : JSON.stringify(body) });
      return (await refusal(channel().send(message()))).rateLimited;
    };
    const meta = (code: number) => ({ error: { message: `(#${code}) some title`, code } });
    expect(await limited(400, meta(130429))).toEqual({ pauseSenderSeconds: 1 });
    expect(await limited(429, meta(130429))).toEqual({ pauseSenderSeconds: 1 });
    expect(await limited(400, meta(80007))).toEqual({ pauseSenderSeconds: 5 });
    expect(await limited(400, meta(4))).toEqual({ pauseSenderSeconds: 5 });
    expect(await limited(400, meta(131048))).toEqual({ pauseSenderSeconds: 0 });
    expect(await limited(400, meta(131056))).toEqual({ pauseSenderSeconds: 0 });
    expect(await limited(429, 'Too Many Requests')).toEqual({ pauseSenderSeconds: 1 });
    // Temporary trouble and refusals are not rate limits.
    expect(await limited(400, meta(131000))).toBeNull();
    expect(await limited(503, 'Service Unavailable')).toBeNull();
    expect(await limited(400, meta(131026))).toBeNull();
  });

  it('a provider that does not answer in time, or cannot be reached, is transient', async () => {
    standIn.setReply('hang');
    const timedOut = await refusal(channel().send(message()));
    expect(timedOut).toMatchObject({ permanent: false, message: 'WhatsApp Cloud API timed out' });
    const unreachable = createWhatsAppCloudChannel({ accessToken: 't', phoneNumberId: '1', baseUrl: 'http://127.0.0.1:9/v21.0', timeoutMs: 300 }, silentLog);
    expect((await refusal(unreachable.send(message()))).permanent).toBe(false);
  });
});

describe('MSG91 notification SMS adapter (against a local stand-in)', () => {
  type Seen = { url?: string; authkey?: string; body: Record<string, unknown> };
  let server: Server;
  let baseUrl: string;
  const seen: Seen[] = [];
  let reply: { status: number; body: string } | 'hang' = { status: 200, body: '{"type":"success","message":"3a6b7c"}' };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        seen.push({ url: req.url, authkey: req.headers.authkey as string, body: JSON.parse(raw || '{}') as Record<string, unknown> });
        if (reply === 'hang') return;
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    seen.length = 0;
    reply = { status: 200, body: '{"type":"success","message":"3a6b7c"}' };
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const templates = { ORDER_PAID: { english: 'dlt-paid-en', hindi: 'dlt-paid-hi' } };
  const channel = () => createMsg91Channel({ authKey: 'test-auth-key', baseUrl, timeoutMs: 300, templates }, silentLog);

  it('posts the DLT template of the kind and language, the params as var1…varN, unicode for Hindi', async () => {
    const sent = await channel().send(message({ language: 'hindi' }));
    expect(sent.providerMessageId).toBe('msg91-3a6b7c');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ url: '/api/v5/flow', authkey: 'test-auth-key' });
    const p = message().params;
    expect(seen[0]!.body).toEqual({
      template_id: 'dlt-paid-hi',
      short_url: '0',
      unicode: 1,
      recipients: [{ mobiles: '919876543210', var1: p[0], var2: p[1], var3: p[2], var4: p[3] }],
    });
    await channel().send(message());
    expect(seen[1]!.body).toMatchObject({ template_id: 'dlt-paid-en' });
    expect(seen[1]!.body).not.toHaveProperty('unicode');
  });

  it("a chadawa order's own text goes with its own DLT template (decision 231)", async () => {
    const ids = {
      VIDEO_READY: { english: 'dlt-video-en', hindi: 'dlt-video-hi' },
      VIDEO_READY_CHADAWA: { english: 'dlt-video-chadawa-en', hindi: 'dlt-video-chadawa-hi' },
    };
    const perText = createMsg91Channel({ authKey: 'test-auth-key', baseUrl, timeoutMs: 300, templates: ids }, silentLog);
    await perText.send(message({ kind: 'VIDEO_READY', text: 'VIDEO_READY_CHADAWA', language: 'hindi', template: 'sankalp_video_ready_chadawa' }));
    await perText.send(message({ kind: 'VIDEO_READY', text: 'VIDEO_READY', language: 'hindi', template: 'sankalp_video_ready' }));
    expect(seen.map((s) => (s.body as { template_id: string }).template_id)).toEqual(['dlt-video-chadawa-hi', 'dlt-video-hi']);
  });

  it('a kind without a DLT template fails that SMS with a clear, permanent error, sending nothing', async () => {
    const refused = await refusal(channel().send(message({ kind: 'VIDEO_READY', text: 'VIDEO_READY', template: 'sankalp_video_ready' })));
    expect(refused).toMatchObject({ permanent: true, message: 'no DLT template for VIDEO_READY in english (MSG91_NOTIFY_TEMPLATES)' });
    expect(seen).toHaveLength(0);
  });

  it("MSG91's refusals are permanent (even with HTTP 200); 5xx and timeouts transient", async () => {
    reply = { status: 200, body: '{"type":"error","message":"Invalid template"}' };
    expect((await refusal(channel().send(message()))).permanent).toBe(true);
    reply = { status: 401, body: '{"type":"error","message":"AuthenticationFailure"}' };
    expect((await refusal(channel().send(message()))).permanent).toBe(true);
    reply = { status: 502, body: 'Bad Gateway' };
    expect((await refusal(channel().send(message()))).permanent).toBe(false);
    reply = 'hang';
    expect(await refusal(channel().send(message()))).toMatchObject({ permanent: false, message: 'MSG91 timed out' });
  });

  it('type success without a request id is sent (an id of ours says so), not retried into a second SMS', async () => {
    reply = { status: 200, body: '{"type":"success"}' };
    const sent = await channel().send(message());
    expect(sent.providerMessageId).toMatch(/^msg91-no-request-id-[0-9a-f-]{36}$/);
    expect(seen).toHaveLength(1);
  });

  it('configuration: the templates are JSON per kind; meta needs its keys; the lease stays far above the send timeouts', () => {
    expect(loadConfig({ MSG91_NOTIFY_TEMPLATES: JSON.stringify(templates) }).MSG91_NOTIFY_TEMPLATES).toEqual(templates);
    expect(() => loadConfig({ MSG91_NOTIFY_TEMPLATES: '{"ORDER_PAID":"x"}' })).toThrow(/MSG91_NOTIFY_TEMPLATES: must be JSON/);
    expect(() => loadConfig({ MSG91_NOTIFY_TEMPLATES: '{"NOT_A_KIND":{"english":"a","hindi":"b"}}' })).toThrow(/MSG91_NOTIFY_TEMPLATES/);
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'meta', WHATSAPP_ACCESS_TOKEN: 't' })).toThrow(
      /WHATSAPP_PROVIDER: meta needs WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET/,
    );
    expect(() => loadConfig({ NOTIFY_LEASE_SECONDS: '20' })).toThrow(/NOTIFY_LEASE_SECONDS: must be at least 3× the longest send timeout/);
    expect(loadConfig({})).toMatchObject({ WHATSAPP_PROVIDER: 'console', NOTIFY_WORKER: true, NOTIFY_LEASE_SECONDS: 60, NOTIFY_MAX_ATTEMPTS: 5 });
    // Real SMS: every message kind needs its DLT templates, named in the error when missing.
    const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' };
    expect(() => loadConfig({ ...msg91, MSG91_NOTIFY_TEMPLATES: JSON.stringify(templates) })).toThrow(
      /MSG91_NOTIFY_TEMPLATES: with SMS_PROVIDER=msg91, every message text needs its DLT templates \(english and hindi\); missing: VIDEO_READY, .*VIDEO_READY_CHADAWA/,
    );
    expect(loadConfig({ ...msg91, MSG91_NOTIFY_TEMPLATES: ALL_NOTIFY_TEMPLATES }).MSG91_NOTIFY_TEMPLATES).toEqual(JSON.parse(ALL_NOTIFY_TEMPLATES));
  });
});
