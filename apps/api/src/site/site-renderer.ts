import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { inProcessFetch } from './in-process-fetch.ts';

/** What apps/web/src/entry-server.tsx exports (the built dist-ssr/entry-server.js). */
type Language = 'english' | 'hindi';
type RenderedPage = { status: number; body: NodeJS.ReadableStream };
type SiteRenderer = {
  render: (page: { url: string; language: Language; baseUrl: string }) => Promise<RenderedPage>;
  errorPage: (language: Language) => string;
};
type ServerEntry = {
  createRenderer: (options: { template: string; fetch: typeof fetch; onError: (error: unknown) => void }) => Promise<SiteRenderer>;
  pageLanguage: (search: string, cookieHeader: string | undefined) => Language;
};

type CachedPage = { status: number; html: Buffer };

export type SitePages = { send: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> };

/**
 * Loads the site's server renderer and answers page requests with it (decision 160). Rendered HTML
 * is cached per (URL, language, origin) for CATALOGUE_CACHE_SECONDS, rendered from fresh data (the
 * in-process fetch bypasses the catalogue cache), so a page follows catalogue edits within that
 * time like the API does; the pages hold nothing of the visitor's (the browser fills that in), so
 * one copy serves everyone.
 */
export async function loadSitePages(app: FastifyInstance, options: { distDir: string; ssrEntry: string; cacheSeconds: number }): Promise<SitePages | null> {
  const templateFile = path.join(options.distDir, 'index.html');
  if (!existsSync(templateFile) || !existsSync(options.ssrEntry)) {
    app.log.warn({ distDir: options.distDir, ssrEntry: options.ssrEntry }, 'built site not found: serving the API only (run npm run build -w @sankalp/web)');
    return null;
  }
  const entry = (await import(pathToFileURL(options.ssrEntry).href)) as ServerEntry;
  const renderer = await entry.createRenderer({
    template: await readFile(templateFile, 'utf8'),
    fetch: inProcessFetch(app),
    onError: (error) => app.log.error({ err: error }, 'site page render error'),
  });
  const cache = options.cacheSeconds > 0 ? new LRUCache<string, CachedPage>({ max: 1_000, ttl: options.cacheSeconds * 1000 }) : null;

  const baseUrl = (request: FastifyRequest) => app.config.PUBLIC_BASE_URL ?? `${request.protocol}://${request.host}`;

  async function send(request: FastifyRequest, reply: FastifyReply) {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const language = entry.pageLanguage(search, request.headers.cookie);
    const origin = baseUrl(request);
    const key = `${language} ${origin} ${request.url}`;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const cached = cache?.get(key);
    if (cached) return reply.status(cached.status).send(cached.html);
    try {
      const page = await renderer.render({ url: request.url, language, baseUrl: origin });
      const chunks: Buffer[] = [];
      const keep = new Transform({
        transform(chunk: Buffer | string, _encoding, done) {
          chunks.push(Buffer.from(chunk));
          done(null, chunk);
        },
        flush(done) {
          // Only complete pages are kept: a 503 (data not in time) is rendered again next time.
          if (page.status === 200 || page.status === 404) cache?.set(key, { status: page.status, html: Buffer.concat(chunks) });
          done();
        },
      });
      return reply.status(page.status).send(page.body.pipe(keep));
    } catch (error) {
      request.log.error({ err: error }, 'site page could not be rendered');
      return reply.status(500).send(renderer.errorPage(language));
    }
  }

  return { send };
}
