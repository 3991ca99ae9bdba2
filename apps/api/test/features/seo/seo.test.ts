import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { ADMIN_API_PREFIX, MEDIA_IMAGES_PATH, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ZErrorResponse, ZMediaImageResponse, ogImagePath } from '@sankalp/contract';
import { events } from '../../../src/db/schema/index.ts';
import { catalogue } from '../../../src/db/seed/catalogue/index.ts';
import { sitemapXml } from '../../../src/features/seo/sitemap.ts';
import { buildIsolatedTestApp, type TestContext } from '../../helper.ts';
import { createEvent, pujaInput } from '../../admin/catalogue-fixtures.ts';
import { adminCall, signInStaff, type StaffSession } from '../../admin/helpers.ts';

const BASE = 'https://sankalp.example';
/** The site's public files are what its build copies to dist/: the seeded catalogue images. */
const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public', import.meta.url));

let ctx: TestContext;
let mediaDir: string;
let operator: StaffSession;

// Publishes events: on PostgreSQL a database of this file's own (buildIsolatedTestApp).
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'seo-media-'));
  ctx = await buildIsolatedTestApp({ PUBLIC_BASE_URL: BASE, WEB_DIST_DIR: WEB_PUBLIC, MEDIA_DIR: mediaDir });
  operator = await signInStaff(ctx.app, 'operator');
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const console_ = (method: 'POST', url: string) => adminCall(ctx.app, method, url, { session: operator });

async function newPuja(imageUrl: string, publish: boolean) {
  const input = await pujaInput(ctx.app);
  const event = await createEvent(ctx.app, operator, { ...input, images: [{ ...input.images[0]!, url: imageUrl }] });
  if (publish) expect((await console_('POST', `/catalogue/events/${event.id}/publish`)).statusCode).toBe(200);
  return event;
}

/** A JPEG's size, format and metadata as sharp reads them back. */
async function jpegOf(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  return sharp(res.rawPayload).metadata();
}

/** The colour at the middle of an image, as [r, g, b]. */
async function centreColour(jpeg: Buffer): Promise<number[]> {
  const { data } = await sharp(jpeg).extract({ left: 590, top: 305, width: 20, height: 10 }).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
  return [...data];
}

describe('robots.txt', () => {
  it('opens the site, closes the console, the API and private pages, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.trim().split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/admin', '/public/api/', '/cart', '/orders', '/profile', '/payment', '/auth']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines.at(-1)).toBe(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  const urlEntries = (xml: string) => xml.match(/<url>.*?<\/url>/g) ?? [];
  const entryOf = (xml: string, loc: string) => urlEntries(xml).find((u) => u.includes(`<loc>${loc}</loc>`));

  it('lists the fixed pages and every published event in both languages, with alternates and lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );

    const pages = ['/', '/puja', '/chadawa', '/policy', '/support'];
    const eventPages = catalogue.events.map((e) => `/${e.type === 'PUJA' ? 'puja' : 'chadawa'}/${e.searchKey}`);
    for (const page of [...pages, ...eventPages]) {
      const en = `${BASE}${page}?language=english`;
      const hi = `${BASE}${page}?language=hindi`;
      for (const loc of [en, hi]) {
        const entry = entryOf(xml, loc);
        expect(entry, loc).toBeDefined();
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`);
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${hi}"/>`);
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`);
        if (page.split('/').length > 2) expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
      }
    }
    expect(urlEntries(xml)).toHaveLength(2 * (pages.length + catalogue.events.length));
  });

  it('is compressed for clients that accept it', async () => {
    const plain = await get('/sitemap.xml');
    const gzipped = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('escapes what it writes into the XML', () => {
    const xml = sitemapXml('https://a.example/x&y', [{ id: randomUUID(), type: 'OFFERING', searchKey: `it's<b>`, updatedAt: new Date(0) }]);
    expect(xml).toContain(`<loc>https://a.example/x&amp;y/chadawa/it&apos;s%3Cb%3E?language=hindi</loc>`);
    expect(xml).toContain('<lastmod>1970-01-01T00:00:00.000Z</lastmod>');
    expect(xml).not.toMatch(/&(?!amp;|apos;|quot;|lt;|gt;)/);
  });

  it('leaves out drafts and follows publishing and unpublishing', async () => {
    const draft = await newPuja('/images/placeholder.svg', false);
    const sitemapHas = async (searchKey: string) => (await get('/sitemap.xml')).body.includes(`/puja/${searchKey}?language=`);
    expect(await sitemapHas(draft.searchKey)).toBe(false);

    expect((await console_('POST', `/catalogue/events/${draft.id}/publish`)).statusCode).toBe(200);
    expect(await sitemapHas(draft.searchKey)).toBe(true);
    expect((await console_('POST', `/catalogue/events/${draft.id}/unpublish`)).statusCode).toBe(200);
    expect(await sitemapHas(draft.searchKey)).toBe(false);
  });
});

describe('og:image', () => {
  const seeded = async (type: 'PUJA' | 'OFFERING') => (await ctx.app.db.select().from(events).where(eq(events.type, type)).limit(1))[0]!;

  it('renders a seeded puja and chadawa image as a progressive, metadata-free 1200×630 JPEG', async () => {
    for (const [type, kind] of [
      ['PUJA', 'puja'],
      ['OFFERING', 'chadawa'],
    ] as const) {
      const event = await seeded(type);
      const res = await get(ogImagePath(kind, event.id));
      const meta = await jpegOf(res);
      expect(meta).toMatchObject({ format: 'jpeg', width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, isProgressive: true });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      // Security headers still apply, but other sites may show the image.
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves the site image at /og/site.jpg, 1200×630', async () => {
    const res = await get('/og/site.jpg');
    expect(await jpegOf(res)).toMatchObject({ format: 'jpeg', width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('crops the largest width of an uploaded image', async () => {
    const photo = await sharp({ create: { width: 1800, height: 1800, channels: 3, background: '#10a040' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)]), 'green.jpg');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN_API_PREFIX}${MEDIA_IMAGES_PATH}`,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, ...operator.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = ZMediaImageResponse.parse(uploaded.json()).data;
    // The site may name a smaller width; the preview still comes from the largest.
    const event = await newPuja(image.url.replace(/-\d+\.webp$/, '-360.webp'), true);

    const res = await get(ogImagePath('puja', event.id));
    expect(await jpegOf(res)).toMatchObject({ width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
    const [r, g, b] = await centreColour(res.rawPayload);
    expect(g).toBeGreaterThan(140);
    expect(r).toBeLessThan(40);
    expect(b).toBeLessThan(90);
  });

  it('uses the site image for a remote or missing event image, never fetching it', async () => {
    const site = (await get('/og/site.jpg')).rawPayload;
    for (const url of ['https://elsewhere.example/photo.jpg', '/images/events/no-such-file.svg', `/media/images/${randomUUID()}-720.webp`]) {
      const event = await newPuja(url, true);
      const res = await get(ogImagePath('puja', event.id));
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(site), url).toBe(true);
    }
  });

  it('answers 404 for an unknown, malformed, unpublished or wrong-kind event', async () => {
    const draft = await newPuja('/images/placeholder.svg', false);
    const puja = await seeded('PUJA');
    for (const url of [
      ogImagePath('puja', randomUUID()),
      '/og/puja/not-an-id.jpg',
      `/og/puja/${puja.id}.png`,
      ogImagePath('puja', draft.id),
      ogImagePath('chadawa', puja.id),
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(ZErrorResponse.parse(res.json()).code).toBe('NOT_FOUND');
    }
  });
});

describe('API documentation', () => {
  it('leaves these routes out: they are not JSON and not part of the API contract', async () => {
    const doc = (await get('/public/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths).filter((p) => /robots|sitemap|\/og\//.test(p))).toEqual([]);
  });
});
