import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFakeSite, type FakeSite } from '../fake-site.ts';
import { buildTestApp, type TestContext } from '../helper.ts';

/** The operator console's built files, served under /admin next to the site (plugins/admin-web.ts). */
let t: TestContext;
let site: FakeSite;
const dirs: string[] = [];

async function dist(title: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sankalp-dist-'));
  dirs.push(dir);
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), `console.log("${title}")`);
  return dir;
}

/** The CSP header as directive → sources. */
const csp = (header: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

beforeAll(async () => {
  site = await writeFakeSite();
  t = await buildTestApp({ ...site.env, ADMIN_DIST_DIR: await dist('Console') });
});
afterAll(async () => {
  await t.close();
  await site.remove();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the console at /admin', () => {
  it('serves its index.html for every console page path, deep links included, never cached', async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders', '/admin/orders/XYZ?tab=payment', '/admin/sign-in']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Console</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('serves hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Console');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a JSON 404, not index.html, for the console API and missing files', async () => {
    for (const url of ['/admin/api/v1/nope', '/admin/api/v1/nope/XYZ', '/admin/api', '/admin/assets/old-chunk-1.js', '/admin/favicon.ico']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    // A console page posted to: 405 naming the page's methods (decision 235), never index.html.
    const post = await t.app.inject({ method: 'POST', url: '/admin/orders', payload: {} });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
    const options = await t.app.inject({ method: 'OPTIONS', url: '/admin/orders/XYZ' });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('leaves the site as it was', async () => {
    const page = await t.app.inject({ url: '/puja/some-key' });
    expect(page.body).toContain('>/puja/some-key</main>');
    const administrator = await t.app.inject({ url: '/administrator' });
    expect(administrator.body).toContain('>/administrator</main>');
  });

  it('gives console pages their own policy: own origin only, blob:/data: previews', async () => {
    const policy = csp((await t.app.inject({ url: '/admin/orders/XYZ' })).headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
    expect(policy['media-src']).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(Object.values(policy).flat().join(' ')).not.toMatch(/razorpay|google|youtube/);
  });

  it('gives the console API the API policy', async () => {
    const policy = csp((await t.app.inject({ url: '/admin/api/v1/nope' })).headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'none'"]);
  });
});

describe('without a built console', () => {
  it('answers 404 under /admin and still serves the site', async () => {
    const bare = await buildTestApp({ ...site.env, ADMIN_DIST_DIR: path.join(tmpdir(), 'no-such-console-dist') });
    try {
      expect((await bare.app.inject({ url: '/admin/orders' })).statusCode).toBe(404);
      expect((await bare.app.inject({ url: '/' })).body).toContain('<title>Sankalp</title>');
    } finally {
      await bare.close();
    }
  });
});
