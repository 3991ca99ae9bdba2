import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PREFIX, API_PREFIX, type TErrorResponse } from '@sankalp/contract';
import { localize } from '../lib/messages.ts';

const YEAR_SECONDS = 31_536_000;

/**
 * Serves the built site from one process with the API. Hashed assets are cached for a year;
 * index.html is revalidated on every visit so a deploy shows at once. Unknown page paths get
 * index.html, so deep links like /puja/some-key work; unknown API paths and missing files (a
 * path whose last segment has an extension, e.g. an old hashed chunk after a deploy) get a 404,
 * so the browser sees a failed load instead of HTML parsed as JavaScript.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const hasSite = existsSync(path.join(distDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Public files may be shown by other sites (the brand image in Razorpay's checkout frame).
        res.header('cross-origin-resource-policy', 'cross-origin');
        const rel = path.relative(distDir, filePath);
        if (rel.startsWith('assets')) res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
        else if (rel.endsWith('.html')) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=86400');
      },
    });
  } else {
    app.log.warn({ distDir }, 'built site not found: serving the API only (run npm run build -w @sankalp/web)');
  }
  app.setNotFoundHandler((request, reply) => {
    if (isPagePath(request.url) && hasSite && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: TErrorResponse = { statusCode: 404, code: 'NOT_FOUND', message: localize('Route not found.', request.language) };
    return reply.status(404).send(body);
  });
}

/** A route of the site (served index.html) rather than an API call or a file. */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname.startsWith(API_PREFIX) || pathname.startsWith('/public/api/') || pathname.startsWith(`${ADMIN_API_PREFIX}/`)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
