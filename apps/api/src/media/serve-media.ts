import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_URL_PREFIX } from './storage.ts';

const YEAR_SECONDS = 31_536_000;

/** Only finished media: never the tus folder of uploads in progress, nor a temporary file. */
const SERVABLE = /^\/(images|videos)\/[A-Za-z0-9_-]+(-\d+)?\.(webp|mp4|mov|webm)$/;

/**
 * Serves uploaded media from MEDIA_DIR at /media/ (local storage; with S3 the browser reads the
 * bucket's public URL instead). A name's content never changes (a new upload gets a new id), so
 * browsers and CDNs may keep it for a year without asking again. Range requests (video seeking)
 * come with @fastify/static. Other sites may show them (shared previews), hence the
 * cross-origin resource policy.
 */
export async function registerMediaFiles(app: FastifyInstance, mediaDir: string): Promise<void> {
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    allowedPath: (pathName) => SERVABLE.test(pathName),
    setHeaders: (res) => {
      res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
      res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
