import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PREFIX, API_PREFIX, type TErrorResponse } from '@sankalp/contract';
import { localize } from '../lib/messages.ts';
import { varyForFile } from '../lib/vary.ts';
import { loadSitePages } from '../site/site-renderer.ts';

const YEAR_SECONDS = 31_536_000;

/**
 * Serves the site from one process with the API. Hashed assets are cached for a year. Every page
 * path is rendered by the site's server renderer (decision 160) and revalidated on every visit, so
 * a deploy or a catalogue edit shows at once; an unknown page answers 404 with the site's 404 page.
 * Unknown API paths and missing files (a path whose last segment has an extension, e.g. an old
 * hashed chunk after a deploy) get a JSON 404, so the browser sees a failed load instead of HTML
 * parsed as JavaScript.
 */
export async function registerWeb(app: FastifyInstance, distDir: string, ssrEntry: string): Promise<void> {
  const hasSite = existsSync(path.join(distDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The template the renderer fills in is not a page of its own.
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (res, filePath) => {
        // Public files may be shown by other sites (the brand image in Razorpay's checkout frame).
        res.header('cross-origin-resource-policy', 'cross-origin');
        varyForFile(res, filePath);
        const rel = path.relative(distDir, filePath);
        if (rel.startsWith('assets')) res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
        else if (rel.endsWith('.html')) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=86400');
      },
    });
  }
  const pages = await loadSitePages(app, { distDir, ssrEntry, cacheSeconds: app.config.CATALOGUE_CACHE_SECONDS });
  app.setNotFoundHandler((request, reply) => {
    if (isPagePath(request.url) && pages) {
      if (request.method === 'GET' || request.method === 'HEAD') return pages.send(request, reply);
      // A page asked with POST, OPTIONS…: 405 / 204 with Allow (decision 235); an unknown path stays a 404.
      const answered = pages.answerOtherMethod(request, reply);
      if (answered) return answered;
    }
    const body: TErrorResponse = { statusCode: 404, code: 'NOT_FOUND', message: localize('Route not found.', request.language) };
    return reply.status(404).header('vary', 'Accept-Language').send(body);
  });
}

/** A page of the site (rendered by the server renderer) rather than an API call or a file. */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname.startsWith(API_PREFIX) || pathname.startsWith('/public/api/') || pathname.startsWith(`${ADMIN_API_PREFIX}/`)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
