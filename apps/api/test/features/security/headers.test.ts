import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { CSP_REPORT_PATH } from '../../../src/plugins/csp-report.ts';
import { writeFakeSite, type FakeSite } from '../../fake-site.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';

const RAZORPAY_KEYS = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'key_secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook_secret',
};

/** The CSP header as directive → sources. */
function csp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const hasHost = (policy: Record<string, string[]>, host: string) => Object.values(policy).some((sources) => sources.some((s) => s.includes(host)));

describe('security headers', () => {
  let site: TestContext;
  let fakeSite: FakeSite;
  beforeAll(async () => {
    fakeSite = await writeFakeSite();
    site = await buildTestApp(fakeSite.env);
  });
  afterAll(async () => {
    await site.close();
    await fakeSite.remove();
  });

  it('sends the site policy and the other headers on pages', async () => {
    for (const url of ['/', '/puja/some-key', '/favicon.svg']) {
      const res = await site.app.inject({ url });
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
      expect(policy['upgrade-insecure-requests']).toBeUndefined();
      expect(policy['report-uri']).toEqual([CSP_REPORT_PATH]);
      expect(policy['report-to']).toEqual(['csp']);
      expect(res.headers['reporting-endpoints']).toBe(`csp="${CSP_REPORT_PATH}"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends API answers the policy that forbids everything, with the same other headers', async () => {
    for (const url of ['/public/api/v1/puja/all', '/public/api/v1/nothing-here']) {
      const res = await site.app.inject({ url });
      expect(csp(res.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(res.headers['reporting-endpoints']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('allows Razorpay and the tag manager only when this deployment loads them', async () => {
    const plain = await site.app.inject({ url: '/' });
    expect(hasHost(csp(plain.headers['content-security-policy']), 'razorpay')).toBe(false);
    expect(hasHost(csp(plain.headers['content-security-policy']), 'googletagmanager')).toBe(false);

    const loaded = await buildTestApp({ ...RAZORPAY_KEYS, VITE_GTM_ID: 'GTM-ABC123', MEDIA_ORIGINS: 'https://cdn.sankalp.example' });
    try {
      const policy = csp((await loaded.app.inject({ url: '/' })).headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://www.googletagmanager.com']);
      expect(policy['frame-src']).toContain('https://api.razorpay.com');
      expect(policy['connect-src']).toContain('https://lumberjack.razorpay.com');
      expect(policy['form-action']).toEqual(["'self'", 'https://api.razorpay.com']);
      expect(policy['img-src']).toContain('https://cdn.sankalp.example');
      expect(policy['media-src']).toEqual(["'self'", 'https://cdn.sankalp.example']);
    } finally {
      await loaded.close();
    }
  });

  it('lets other sites show the public files (the brand image in the payment overlay)', async () => {
    const res = await site.app.inject({ url: '/favicon.svg' });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await site.app.inject({ url: '/public/api/v1/puja/all' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends HSTS only for requests that came over HTTPS', async () => {
    expect((await site.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client-written X-Forwarded-Proto means nothing.
    expect((await site.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();

    const proxied = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      const viaHttps = await proxied.app.inject({ url: '/public/api/v1/puja/all', headers: { 'x-forwarded-proto': 'https' } });
      expect(viaHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const viaHttp = await proxied.app.inject({ url: '/public/api/v1/puja/all', headers: { 'x-forwarded-proto': 'http' } });
      expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('gives the API explorer its own policy, allowing its inline code by hash only', async () => {
    const res = await site.app.inject({ url: '/public/api/docs' });
    expect(res.statusCode).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    for (const [, text] of inline) expect(policy['script-src']).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['script-src']?.[0]).toBe("'self'");
    expect(policy['script-src']?.slice(1).every((s) => s.startsWith("'sha256-"))).toBe(true);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });
});

describe('settings of the security headers', () => {
  it('requires PUBLIC_BASE_URL in production, so callbacks never come from the Host header', () => {
    const secrets = { OTP_SECRET: 's'.repeat(32), SIMULATED_PAYMENT_SECRET: 's'.repeat(32) };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets })).toThrow(/PUBLIC_BASE_URL: must be set in production/);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets, PUBLIC_BASE_URL: 'https://sankalp.example' }).PUBLIC_BASE_URL).toBe('https://sankalp.example');
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_BASE_URL).toBeUndefined();
  });

  it('refuses a tag-manager id or media origin that is not one', () => {
    expect(() => loadConfig({ VITE_GTM_ID: 'UA-1234' })).toThrow(/VITE_GTM_ID: must look like GTM-ABC123/);
    expect(() => loadConfig({ MEDIA_ORIGINS: 'https://cdn.example, http://plain.example' })).toThrow(/'http:\/\/plain.example' is not an https origin/);
    expect(loadConfig({ MEDIA_ORIGINS: 'https://cdn.example, https://*.images.example' }).MEDIA_ORIGINS).toEqual([
      'https://cdn.example',
      'https://*.images.example',
    ]);
  });

  it('has the documented timeouts', () => {
    expect(loadConfig({})).toMatchObject({ REQUEST_TIMEOUT_SECONDS: 30, KEEP_ALIVE_TIMEOUT_SECONDS: 72, MEDIA_ORIGINS: [] });
  });
});

describe('CSP violation reports', () => {
  it('are logged at warn, bounded, from both report formats, and answered 204', async () => {
    const ctx = await buildTestApp();
    const lines: Record<string, unknown>[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', NOTIFY_WORKER: 'false' }), ctx.handle.db, {
      logStream,
    });
    try {
      const legacy = await app.inject({
        method: 'POST',
        url: CSP_REPORT_PATH,
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify({
          'csp-report': {
            'document-uri': 'https://sankalp.example/puja',
            'effective-directive': 'script-src-elem',
            'blocked-uri': `https://evil.example/${'x'.repeat(1000)}`,
          },
        }),
      });
      expect(legacy.statusCode).toBe(204);
      const modern = await app.inject({
        method: 'POST',
        url: CSP_REPORT_PATH,
        headers: { 'content-type': 'application/reports+json' },
        payload: JSON.stringify([
          {
            type: 'csp-violation',
            body: { documentURL: 'https://sankalp.example/', effectiveDirective: 'img-src', blockedURL: 'https://cdn.other.example/a.png', lineNumber: 3 },
          },
        ]),
      });
      expect(modern.statusCode).toBe(204);
      const garbage = await app.inject({ method: 'POST', url: CSP_REPORT_PATH, headers: { 'content-type': 'application/csp-report' }, payload: 'not json' });
      expect(garbage.statusCode).toBe(204);
      const tooBig = await app.inject({
        method: 'POST',
        url: CSP_REPORT_PATH,
        headers: { 'content-type': 'application/csp-report' },
        payload: 'x'.repeat(20_000),
      });
      expect(tooBig.statusCode).toBe(413);

      const reports = lines.filter((l) => l.msg === 'content security policy violation reported').map((l) => l.csp as Record<string, string>);
      expect(reports).toHaveLength(2);
      expect(reports[0]).toMatchObject({ document: 'https://sankalp.example/puja', directive: 'script-src-elem' });
      expect(reports[0]!.blocked).toHaveLength(300);
      expect(reports[1]).toEqual({ document: 'https://sankalp.example/', directive: 'img-src', blocked: 'https://cdn.other.example/a.png', line: '3' });
      expect(lines.every((l) => l.level === 40)).toBe(true);

      // A flood is answered but no longer logged past the per-minute allowance (2 logged so far).
      const one = JSON.stringify({ 'csp-report': { 'document-uri': 'https://sankalp.example/', 'effective-directive': 'img-src' } });
      for (let i = 0; i < 70; i++) {
        const res = await app.inject({ method: 'POST', url: CSP_REPORT_PATH, headers: { 'content-type': 'application/csp-report' }, payload: one });
        expect(res.statusCode).toBe(204);
      }
      expect(lines.filter((l) => l.msg === 'content security policy violation reported')).toHaveLength(60);
    } finally {
      await app.close();
      await ctx.close();
    }
  });
});
