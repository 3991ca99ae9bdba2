import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { pickEncoding, prepareBody, type BodyEncoding, type PreparedBody } from '../lib/prepared-body.ts';
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

type CachedPage = { status: number; html: PreparedBody };

export type SitePages = { send: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> };

/**
 * Loads the site's server renderer and answers page requests with it (decision 160). Rendered HTML
 * is cached per (URL, language, origin) for CATALOGUE_CACHE_SECONDS, rendered from fresh data (the
 * in-process fetch bypasses the catalogue cache), so a page follows catalogue edits within that
 * time like the API does; the pages hold nothing of the visitor's (the browser fills that in), so
 * one copy serves everyone.
 * Pages are compressed here, not by @fastify/compress, which does not reach the not-found handler
 * that sends them: a kept page is compressed once per cache period (PreparedBody), a page being
 * rendered is compressed as it streams, with brotli's fast level (its quality 9 costs more than
 * the render).
 */
export async function loadSitePages(app: FastifyInstance, options: { distDir: string; ssrEntry: string; cacheSeconds: number }): Promise<SitePages | null> {
  const templateFile = path.join(options.distDir, 'index.html');
  if (!existsSync(templateFile) || !existsSync(options.ssrEntry)) {
    app.log.warn({ distDir: options.distDir, ssrEntry: options.ssrEntry }, 'built site not found: serving the API only (run npm run build -w @sankalp/web)');
    return null;
  }
  const entry = (await import(pathToFileURL(options.ssrEntry).href)) as ServerEntry;
  const renderer = await entry.createRenderer({
    template: scriptsAfterContent(await inlineStylesheets(await readFile(templateFile, 'utf8'), options.distDir)),
    fetch: inProcessFetch(app),
    onError: (error) => app.log.error({ err: error }, 'site page render error'),
  });
  const cache = options.cacheSeconds > 0 ? new LRUCache<string, CachedPage>({ max: 1_000, ttl: options.cacheSeconds * 1000 }) : null;
  /** Renders in progress of pages that will be kept, by cache key. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  const baseUrl = (request: FastifyRequest) => app.config.PUBLIC_BASE_URL ?? `${request.protocol}://${request.host}`;

  async function send(request: FastifyRequest, reply: FastifyReply) {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const language = entry.pageLanguage(search, request.headers.cookie);
    const origin = baseUrl(request);
    const key = `${language} ${origin} ${request.url}`;
    const vary = reply.getHeader('vary');
    reply
      .header('cache-control', 'no-cache')
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // When a kept page expires under load, every request for it would render it at once: they
    // wait for the one render in progress instead.
    const kept = cache?.get(key) ?? (await rendering.get(key));
    if (kept) {
      const compressed = encoding ? kept.html.encoded(encoding) : null;
      if (compressed) reply.header('content-encoding', encoding);
      return reply.status(kept.status).send(compressed ?? kept.html.bytes);
    }
    let settle: (page: CachedPage | null) => void = () => {};
    if (cache) {
      const done = new Promise<CachedPage | null>((resolve) => (settle = resolve));
      rendering.set(key, done);
      void done.then(() => rendering.get(key) === done && rendering.delete(key));
    }
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
          const complete = page.status === 200 || page.status === 404 ? { status: page.status, html: prepareBody(Buffer.concat(chunks)) } : null;
          if (complete) cache?.set(key, complete);
          settle(complete);
          done();
        },
      });
      keep.once('close', () => settle(null)); // ended without flush (client gone, render error): waiters render themselves
      const html = page.body.pipe(keep);
      if (!encoding) return reply.status(page.status).send(html);
      return reply
        .status(page.status)
        .header('content-encoding', encoding)
        .send(html.pipe(streamingCompressor(encoding)));
    } catch (error) {
      settle(null);
      request.log.error({ err: error }, 'site page could not be rendered');
      return reply.status(500).send(renderer.errorPage(language));
    }
  }

  return { send };
}

function streamingCompressor(encoding: BodyEncoding): Transform {
  return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 });
}

/**
 * The site's stylesheet goes into each page instead of being linked: a linked one is a second
 * request the first paint waits for, a round trip on a slow phone network (Lighthouse's LCP,
 * decision 163). It costs ~12 KB compressed per page, which a repeat visit pays again.
 */
async function inlineStylesheets(template: string, distDir: string): Promise<string> {
  let page = template;
  for (const [link, href] of template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await readFile(path.join(distDir, href!), 'utf8');
    // A function, so `$&` and the like in the CSS are not read as replacement patterns.
    page = page.replace(link, () => `<style>${css.replaceAll('</style', '<\\/style')}</style>`);
  }
  return page;
}

/**
 * The page's module scripts (and their modulepreload links) move from the head to the end of the
 * body. They run after the document is parsed wherever they are; at the end, the browser asks
 * for the page's main image first (its preload link opens the rendered markup), so on a slow
 * HTTP/1.1 connection the image does not queue behind eight scripts (Lighthouse LCP).
 */
function scriptsAfterContent(template: string): string {
  const tags = template.match(/<link rel="modulepreload"[^>]*>|<script type="module"[^>]*><\/script>/g) ?? [];
  if (tags.length === 0 || !template.includes('</body>')) return template;
  let page = template;
  for (const tag of tags) page = page.replace(tag, '');
  return page.replace('</body>', () => `${tags.join('\n    ')}\n  </body>`);
}
