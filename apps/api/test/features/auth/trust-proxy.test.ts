import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_OTP_PATH } from '@sankalp/contract';
import { loadConfig } from '../../../src/config.ts';
import { AUTH_MESSAGES } from '../../../src/lib/messages/accounts.ts';
import { randomIp, randomPhone } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { call, expectError } from './requests.ts';

/**
 * Review finding: TRUST_PROXY=true trusted every X-Forwarded-For hop, so the client IP was the
 * leftmost entry — one the client writes itself. A new fake address per request gave a new
 * per-IP OTP budget. `true` now trusts one hop: the address our load balancer appended.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: 'true', OTP_RESEND_SECONDS: '0', OTP_SENDS_PER_IP_PER_HOUR: '2' });
});
afterAll(() => t.close());

describe('TRUST_PROXY', () => {
  it('takes the client address the load balancer appended, not the ones the client sent', async () => {
    const client = randomIp();
    const send = (from = client) =>
      call(t.app, 'POST', SEND_OTP_PATH, { phone: randomPhone() }, { ip: '10.0.0.2', headers: { 'x-forwarded-for': `${randomIp()}, ${from}` } });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expectError(await send(), 429, AUTH_MESSAGES.tooManyFromIp);
    // Another client behind the same load balancer has its own budget.
    expect((await send(randomIp())).statusCode).toBe(200);
  });

  it('reads true as one hop, a number as that many hops, false as none', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
  });
});
