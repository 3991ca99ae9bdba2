import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEND_OTP_PATH, VERIFY_OTP_PATH } from '@sankalp/contract';
import { otpCodes } from '../../../src/db/schema/index.ts';
import { AUTH_MESSAGES } from '../../../src/lib/messages/accounts.ts';
import { randomIp, randomPhone } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { call, expectError } from './requests.ts';
import { ALL_NOTIFY_TEMPLATES } from '../../fixtures/msg91-templates.ts';

type Seen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: Record<string, unknown> };
type Reply = { status: number; body: string } | 'hang';

/** A local stand-in for control.msg91.com that records each request and answers as told. */
let server: Server;
const seen: Seen[] = [];
let reply: Reply = { status: 200, body: '{"type":"success","message":"3a6b7c"}' };
let t: TestContext;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw || '{}') as Record<string, unknown> });
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'test-auth-key',
    MSG91_TEMPLATE_ID: 'tpl-en',
    MSG91_TEMPLATE_ID_HINDI: 'tpl-hi',
    MSG91_BASE_URL: `http://127.0.0.1:${port}`,
    // Long enough for a loaded machine's first send; the 'no answer in time' case waits it out once.
    MSG91_TIMEOUT_MS: '2000',
    MSG91_NOTIFY_TEMPLATES: ALL_NOTIFY_TEMPLATES,
  });
});
afterEach(() => {
  seen.length = 0;
  reply = { status: 200, body: '{"type":"success","message":"3a6b7c"}' };
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (phone: string, language?: 'hindi') => call(t.app, 'POST', SEND_OTP_PATH, { phone }, { ip: randomIp(), language });
const verify = (phone: string, otp: string) => call(t.app, 'POST', VERIFY_OTP_PATH, { phone, otp }, { ip: randomIp() });

describe('MSG91 sender', () => {
  it('posts the code to the Flow API with the auth key, and that code signs in', async () => {
    const phone = randomPhone();
    expect((await send(phone)).statusCode).toBe(200);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v5/flow' });
    expect(request!.headers).toMatchObject({ authkey: 'test-auth-key', 'content-type': 'application/json' });
    expect(request!.body).toEqual({ template_id: 'tpl-en', short_url: '0', recipients: [{ mobiles: `91${phone}`, otp: expect.stringMatching(/^\d{6}$/) }] });
    const otp = (request!.body.recipients as { otp: string }[])[0]!.otp;
    expect((await verify(phone, otp)).statusCode).toBe(200);
  });

  it('uses the Hindi template (unicode) for Hindi callers', async () => {
    await send(randomPhone(), 'hindi');
    expect(seen[0]!.body).toMatchObject({ template_id: 'tpl-hi', unicode: 1 });
  });

  it('keeps the dev outbox empty: only the console sender fills it', async () => {
    const phone = randomPhone();
    await send(phone);
    expect((await call(t.app, 'GET', `/dev/otp/${phone}`)).statusCode).toBe(404);
  });

  it.each<[string, Reply]>([
    ['an HTTP error', { status: 500, body: 'upstream down' }],
    ['a 200 with type error', { status: 200, body: '{"type":"error","message":"Invalid authkey"}' }],
    ['a body that is not JSON', { status: 200, body: '<html>gateway</html>' }],
    ['no answer in time', 'hang'],
  ])('fails the send on %s, leaves no usable code, and allows a retry at once', async (_case, answer) => {
    reply = answer;
    const phone = randomPhone();
    const res = await send(phone);
    expectError(res, 502, AUTH_MESSAGES.sendFailed);
    const otp = (seen[0]!.body.recipients as { otp: string }[])[0]!.otp;
    expect(await t.app.db.select().from(otpCodes).where(eq(otpCodes.phone, phone))).toHaveLength(0);
    expectError(await verify(phone, otp), 400, AUTH_MESSAGES.expired);
    reply = { status: 200, body: '{"type":"success","message":"ok"}' };
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('says it in Hindi', async () => {
    reply = { status: 503, body: '' };
    expectError(await send(randomPhone(), 'hindi'), 502, 'OTP नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर से प्रयास करें।');
  });
});
