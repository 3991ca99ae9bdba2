import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetPujaResponse } from '@sankalp/contract';
import { catalogue } from '../../src/db/seed/catalogue/index.ts';
import { writeFakeSite, type FakeSite } from '../fake-site.ts';
import { buildTestApp, type TestContext } from '../helper.ts';

/**
 * Served over a real socket: compression streams large bodies, and light-my-request does not
 * show what a browser receives then.
 */
let t: TestContext;
let base: string;
let site: FakeSite;

beforeAll(async () => {
  site = await writeFakeSite();
  t = await buildTestApp({ ...site.env, CATALOGUE_CACHE_SECONDS: '30' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await site.remove();
});

/** The bytes as sent (fetch would decompress them). */
const fetchRaw = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(`${base}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });

describe('compressed API responses', () => {
  // A Hindi detail is large enough to take the streamed compression path.
  const puja = catalogue.events.find((e) => e.type === 'PUJA')!;
  const url = `/public/api/v1/puja/name/${puja.searchKey}`;

  it.each([
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const)('arrive whole with %s', async (encoding, decompress) => {
    const plain = await fetchRaw(url, { 'accept-language': 'hindi', 'accept-encoding': 'identity' });
    expect(plain.body.length).toBeGreaterThan(8 * 1024);
    const packed = await fetchRaw(url, { 'accept-language': 'hindi', 'accept-encoding': encoding });
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    const body = JSON.parse(decompress(packed.body).toString('utf8'));
    expect(ZGetPujaResponse.parse(body).data.mainSection.name).toBe(puja.name.hi);
    expect(body).toEqual(JSON.parse(plain.body.toString('utf8')));
  });
});

describe('the site', () => {
  it('renders every page path on the server, deep links included, in the language of its URL or cookie', async () => {
    for (const page of ['/', '/puja/some-key?language=hindi', '/orders']) {
      const res = await fetchRaw(page);
      expect(res.status, page).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      // The visitor's own pages (their URLs name an order) are kept by no cache; the others revalidated.
      expect(res.headers['cache-control']).toBe(page === '/orders' ? 'no-store' : 'no-cache');
      const html = res.body.toString();
      expect(html).toContain(`>${page.split('?')[0]}</main>`);
      // The page's data came from this process's own API.
      expect(html).toMatch(/data-pujas="[1-9]\d*"/);
      expect(html).toContain(page.includes('hindi') ? '<html lang="hi">' : '<html lang="en">');
    }
    const byCookie = await fetchRaw('/support', { cookie: 'language=hindi' });
    expect(byCookie.body.toString()).toContain('<html lang="hi">');
  });

  it("answers the renderer's status, and a 500 page in the visitor's language when rendering fails", async () => {
    expect((await fetchRaw('/missing-page')).status).toBe(404);
    const failed = await fetchRaw('/boom?language=hindi');
    expect(failed.status).toBe(500);
    expect(failed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(failed.body.toString()).toContain('<html lang="hi"><title>Something went wrong</title>');
  });

  it('keeps a rendered page for CATALOGUE_CACHE_SECONDS, per path and language (other query parameters render nothing new)', async () => {
    const renderOf = async (url: string, headers: Record<string, string> = {}) =>
      /data-render="(\d+)"/.exec((await fetchRaw(url, headers)).body.toString())?.[1];
    const first = await renderOf('/policy?language=english');
    expect(await renderOf('/policy?language=english')).toBe(first);
    expect(await renderOf('/policy?language=hindi')).not.toBe(first);
    expect(await renderOf('/policy?language=english&utm=1')).toBe(first);
    expect(await renderOf('/support?language=english')).not.toBe(first);
  });

  it('renders a page from its path and language only, whatever else the URL carries', async () => {
    const html = (await fetchRaw('/puja/k?language=hindi&x=%3Cb%3E')).body.toString();
    expect(html).toContain('data-url="/puja/k?language=hindi"');
  });

  it('compresses a page as the browser accepts, when rendered and when kept', async () => {
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const url = `/large-${encoding}`;
      for (const pass of ['rendered', 'kept']) {
        const res = await fetchRaw(url, { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' });
        expect(res.headers['content-encoding'], `${encoding} ${pass}`).toBe(encoding);
        expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
        const html = decompress(res.body).toString('utf8');
        expect(html).toContain(`>${url}</main>`);
        expect(html).toContain('</html>');
      }
    }
    const plain = await fetchRaw('/large-plain', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('</html>');
  });

  it('answers every unknown path with the one 404 page of its language, rendered once per language, whatever the path', async () => {
    const renderOf = (html: string) => /data-render="(\d+)"/.exec(html)?.[1];
    const english = await Promise.all(['/missing-a', '/missing-b/deeper?x=1', '/missing-c?language=english'].map((url) => fetchRaw(url)));
    const hindi = await Promise.all([fetchRaw('/missing-d?language=hindi'), fetchRaw('/missing-e', { cookie: 'language=hindi' })]);
    for (const res of [...english, ...hindi]) {
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers.etag).toBeUndefined();
    }
    const englishRenders = new Set(english.map((res) => renderOf(res.body.toString())));
    const hindiRenders = new Set(hindi.map((res) => renderOf(res.body.toString())));
    expect(englishRenders.size).toBe(1);
    expect(hindiRenders.size).toBe(1);
    expect([...englishRenders][0]).not.toBe([...hindiRenders][0]);
    expect(english[0]!.body.toString()).toContain('<html lang="en">');
    expect(hindi[0].body.toString()).toContain('<html lang="hi">');
    expect(hindi[1].body.toString()).toContain('<html lang="hi">');
    // A later unknown path: the same page again, not a render.
    expect(renderOf((await fetchRaw('/missing-f')).body.toString())).toBe([...englishRenders][0]);
  });

  it('lets a browser revalidate a kept page (304 while unchanged)', async () => {
    const first = await fetchRaw('/large-etag?language=english', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await fetchRaw('/large-etag?language=english', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('renders a page once for requests that arrive together', async () => {
    const pages = await Promise.all(Array.from({ length: 6 }, () => fetchRaw('/slow-policy?language=english')));
    const renders = new Set(pages.map((page) => /data-render="(\d+)"/.exec(page.body.toString())?.[1]));
    expect(renders.size).toBe(1);
    expect(pages.every((page) => page.status === 200)).toBe(true);
  });

  it('puts the site stylesheet into the page, and its scripts after the content', async () => {
    const html = (await fetchRaw('/support')).body.toString();
    expect(html).toContain('<style>main{color:maroon}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    const script = html.indexOf('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
    expect(script).toBeGreaterThan(html.indexOf('</main>'));
    expect(script).toBeLessThan(html.indexOf('</body>'));
  });

  it('links the stylesheet from the 404 page instead (bots walking random paths get a small page)', async () => {
    const html = (await fetchRaw('/missing-styles')).body.toString();
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-abc123.css">');
    expect(html).not.toContain('<style>');
    // A known page after it still has its stylesheet inside.
    expect((await fetchRaw('/policy')).body.toString()).toContain('<style>main{color:maroon}</style>');
  });

  it('does not serve the template itself', async () => {
    const res = await fetchRaw('/index.html');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<!--app-html-->');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await fetchRaw('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers 404, not index.html, for a missing file or API path', async () => {
    for (const missing of ['/assets/old-chunk-123.js', '/images/nope.svg', '/public/api/v1/nope']) {
      const res = await fetchRaw(missing);
      expect(res.status, missing).toBe(404);
      expect(res.body.toString()).not.toContain('<title>');
    }
  });
});

describe('with the catalogue cache off', () => {
  let off: TestContext;
  let offBase: string;
  beforeAll(async () => {
    off = await buildTestApp({ ...site.env, CATALOGUE_CACHE_SECONDS: '0' });
    offBase = await off.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => off.close());

  it('still renders the 404 page once per language (it shows nothing of the catalogue)', async () => {
    const renders = new Set<string | undefined>();
    for (const url of ['/missing-1', '/missing-2', '/missing-3?language=hindi', '/missing-4?language=hindi']) {
      const res = await fetch(`${offBase}${url}`);
      expect(res.status).toBe(404);
      renders.add(/data-render="(\d+)"/.exec(await res.text())?.[1]);
    }
    expect(renders.size).toBe(2);
  });

  it('renders every other page afresh, and answers catalogue reads with an entity tag but no cache period', async () => {
    const render = async (url: string) => /data-render="(\d+)"/.exec(await (await fetch(`${offBase}${url}`)).text())?.[1];
    expect(await render('/policy')).not.toBe(await render('/policy'));
    const detail = await fetch(`${offBase}/public/api/v1/puja/all?pageNumber=0`);
    expect(detail.headers.get('cache-control')).toBeNull();
    const etag = detail.headers.get('etag')!;
    expect((await fetch(`${offBase}/public/api/v1/puja/all?pageNumber=0`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});

describe('cached catalogue answers', () => {
  it('vary by language and encoding, and are plain when compression is refused', async () => {
    const res = await fetchRaw('/public/api/v1/review/all', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/Accept-Language/i);
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(res.body.toString('utf8')).data.reviews.length).toBeGreaterThan(0);
  });

  it('carry an entity tag per encoding, and answer 304 to a client that holds that one', async () => {
    const url = '/public/api/v1/puja/all?pageNumber=0';
    const plain = await fetchRaw(url);
    const br = await fetchRaw(url, { 'accept-encoding': 'br' });
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const held = await fetchRaw(url, { 'accept-encoding': 'br', 'if-none-match': `"other", W/${String(br.headers.etag)}` });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    expect(held.headers.etag).toBe(br.headers.etag);
    expect(held.headers['cache-control']).toBe('public, max-age=30');
    expect(String(held.headers.vary)).toMatch(/Accept-Language.*Accept-Encoding/);
    // The tag of another encoding is another representation: the whole answer.
    const other = await fetchRaw(url, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
  });

  it('prefer brotli, fall back to gzip', async () => {
    const url = '/public/api/v1/puja/all?pageNumber=0';
    expect((await fetchRaw(url, { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
    const gz = await fetchRaw(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8')).data.pujaList.length).toBeGreaterThan(0);
  });
});
