import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { OG_SITE_IMAGE_PATH, type TEventKind } from '@sankalp/contract';
import { prepareBody } from '../../lib/prepared-body.ts';
import { createMediaStorage } from '../../media/storage.ts';
import { PREPARED_BODY_ROUTE, sendPrepared } from '../../plugins/cached-json.ts';
import { eventNotFound, isEventId } from '../event/get-event-detail.ts';
import { findEvent, findImages, findPublishedEventKeys } from '../event/queries.ts';
import { plainOgImage, renderOgImage } from './og-image.ts';
import { readOgSource } from './og-source.ts';
import { robotsTxt } from './robots.ts';
import { SITE_EVENT_KIND, sitemapXml } from './sitemap.ts';

/**
 * The preview image of pages without an event: the title image of the puja the first seeded banner
 * shows (Rudrabhishek at Kashi Vishwanath), a file of the built site
 * (apps/web/public/images/events/). Not the banner itself: at 1200×500 its cover-crop cut the temple.
 */
export const SITE_OG_SOURCE = '/images/events/rudrabhishek-kashi-vishwanath-1.svg';

const DAY_SECONDS = 86_400;

/** Rendered previews (~50–150 KB each), kept until pushed out: a given event + image URL always renders the same. */
const OG_CACHE_BYTES = 32 * 1024 * 1024;

/** `<event id>.jpg`; anything else is an unknown event. */
const OG_FILE = /^(.+)\.jpg$/;

/**
 * What crawlers and link previews need besides the pages: robots.txt, the sitemap, and the 1200×630
 * og:image of every page (decision 161). Not JSON and not part of the API contract, so hidden from
 * the OpenAPI document (`hide`; untagged routes are hidden anyway). Registered before the site's
 * not-found handler, which would otherwise answer these paths with the site's index.html.
 */
export async function registerSeo(app: FastifyInstance): Promise<void> {
  const hide = { schema: { hide: true } };
  const storage = createMediaStorage(app.config);
  const ogDeps = { db: app.db, storage, config: app.config };
  // A fetchMethod that resolves undefined stores nothing: a fallback to the site image is not
  // remembered for the event, so an image that comes back later is used.
  const rendered = new LRUCache<string, Buffer, () => Promise<Buffer | undefined>>({
    maxSize: OG_CACHE_BYTES,
    sizeCalculation: (jpeg) => jpeg.length,
    fetchMethod: (_key, _stale, { context }) => context(),
  });

  /** Origin the sitemap and robots.txt name: the configured one (required in production), else the request's. */
  const baseUrl = (request: FastifyRequest) => (app.config.PUBLIC_BASE_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  const siteImage = async (): Promise<Buffer> =>
    (await rendered.fetch('site', {
      context: async () => {
        try {
          return await renderOgImage(await readFile(path.join(app.config.WEB_DIST_DIR, SITE_OG_SOURCE)));
        } catch (err) {
          app.log.warn({ err, source: SITE_OG_SOURCE }, 'og image: site image unreadable, plain card used');
          return plainOgImage();
        }
      },
    }))!;

  const eventImage = async (eventId: string, url: string | undefined): Promise<Buffer> => {
    if (!url) return siteImage();
    const jpeg = await rendered.fetch(`${eventId}|${url}`, {
      context: async () => {
        try {
          const source = await readOgSource(ogDeps, url);
          // A remote image is not fetched: the site image stands in (decision 161).
          return source ? await renderOgImage(source) : undefined;
        } catch (err) {
          app.log.warn({ err, eventId, url }, 'og image: event image unreadable, site image used');
          return undefined;
        }
      },
    });
    return jpeg ?? siteImage();
  };

  app.get('/robots.txt', hide, (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${DAY_SECONDS}`)
      .send(robotsTxt(baseUrl(request))),
  );

  app.get('/sitemap.xml', { ...hide, ...PREPARED_BODY_ROUTE }, async (request, reply) => {
    const base = baseUrl(request);
    const body = await app.readCache.get(`sitemap:${base}`, async () => prepareBody(sitemapXml(base, await findPublishedEventKeys(app.db))));
    sendPrepared(request, reply, body, 'application/xml; charset=utf-8');
  });

  app.get(OG_SITE_IMAGE_PATH, hide, async (_request, reply) => sendJpeg(reply, await siteImage()));

  for (const [type, kind] of Object.entries(SITE_EVENT_KIND) as [TEventKind, string][]) {
    app.get<{ Params: { file: string } }>(`/og/${kind}/:file`, hide, async (request, reply) => {
      const id = OG_FILE.exec(request.params.file)?.[1] ?? '';
      if (!isEventId(id)) throw eventNotFound(type);
      const event = await findEvent(app.db, type, { id: id.toLowerCase() });
      if (!event) throw eventNotFound(type);
      const main = (await findImages(app.db, [event.id])).find((image) => image.section === 'MAIN');
      return sendJpeg(reply, await eventImage(event.id, main?.url));
    });
  }
}

/** Other sites show these (WhatsApp, Facebook): cross-origin allowed, over helmet's same-origin default. */
function sendJpeg(reply: FastifyReply, jpeg: Buffer) {
  return reply.type('image/jpeg').header('cache-control', `public, max-age=${DAY_SECONDS}`).header('cross-origin-resource-policy', 'cross-origin').send(jpeg);
}
