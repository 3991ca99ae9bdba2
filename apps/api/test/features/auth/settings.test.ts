import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_OTP_PATH } from '@sankalp/contract';
import { loadConfig } from '../../../src/config.ts';
import { randomIp, randomPhone } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { call } from './requests.ts';
import { ALL_NOTIFY_TEMPLATES } from '../../fixtures/msg91-templates.ts';

const SECRET = 'a-production-secret-of-enough-length-0123456789';

describe('account settings', () => {
  it('refuses to start in production with the development OTP secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OTP_SECRET: must be set/);
    expect(
      loadConfig({ NODE_ENV: 'production', OTP_SECRET: SECRET, SIMULATED_PAYMENT_SECRET: SECRET, PUBLIC_BASE_URL: 'https://sankalp.example' }).OTP_SECRET,
    ).toBe(SECRET);
  });

  it('refuses MSG91 without its key and template', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' })).toThrow(/msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID/);
    expect(
      loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MSG91_NOTIFY_TEMPLATES: ALL_NOTIFY_TEMPLATES }).MSG91_BASE_URL,
    ).toBe('https://control.msg91.com');
  });

  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      OTP_TTL_SECONDS: 300,
      OTP_RESEND_SECONDS: 30,
      OTP_SENDS_PER_PHONE_PER_HOUR: 5,
      OTP_SENDS_PER_IP_PER_HOUR: 20,
      OTP_MAX_ATTEMPTS: 5,
      SESSION_TTL_DAYS: 30,
      SMS_PROVIDER: 'console',
    });
  });
});

describe('GET /dev/otp/:phone', () => {
  let dev: TestContext;
  let production: TestContext;
  beforeAll(async () => {
    dev = await buildTestApp();
    production = await buildTestApp({
      NODE_ENV: 'production',
      OTP_SECRET: SECRET,
      SIMULATED_PAYMENT_SECRET: SECRET,
      PUBLIC_BASE_URL: 'https://sankalp.example',
    });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('answers 404 for a phone that got no code', async () => {
    const res = await call(dev.app, 'GET', `/dev/otp/${randomPhone()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No OTP has been sent to this number.');
  });

  it('does not exist in production, where the code only goes to the log', async () => {
    const phone = randomPhone();
    expect((await call(production.app, 'POST', SEND_OTP_PATH, { phone }, { ip: randomIp() })).statusCode).toBe(200);
    const res = await call(production.app, 'GET', `/dev/otp/${phone}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Route not found.');
  });
});
