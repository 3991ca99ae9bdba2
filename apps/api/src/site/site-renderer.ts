import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { prepareBody, type PreparedBody } from '../lib/prepared-body.ts';
import { cacheLookups, pagesRendered } from '../metrics/registry.ts';
import { allowHeader, answerOtherMethod as answerMethod } from '../plugins/allowed-methods.ts';
import { sendPrepared } from '../plugins/cached-json.ts';
import { inProcessFetch } from './in-process-fetch.ts';

/** What apps/web/src/entry-server.tsx exports (the built dist-ssr/entry-server.js). */
type Language = 'english' | 'hindi';
type RenderedPage = { status: number; body: AsyncIterable<unknown>; complete?: boolean };
type SiteRenderer = {
  render: (page: { url: string; language: Language; baseUrl: string }) => Promise<RenderedPage>;
  errorPage: (language: Language) => string;
};
type ServerEntry = {
  createRenderer: (options: { template: string; fetch: typeof fetch; onError: (error: unknown) => void }) => Promise<SiteRenderer>;
  pageLanguage: (search: string, cookieHeader: string | undefined) => Language;
  /** Whether a path names no page: its answer is the one 404 page (decision 188). */
  isUnknownPage: (pathname: string) => boolean;
  /** Whether a path is one of the visitor's own pages (orders, payment status, profile…): sent no-store (decision 235). */
  isSignedInPage?: (pathname: string) => boolean;
};

/** `personal`: a signed-in page's shell, which no cache keeps (its URL names an order). */
type CachedPage = { status: number; html: PreparedBody; keep: boolean; personal?: boolean };

/** What a page path answers to a method other than GET and HEAD (405, or OPTIONS' 204). */
const PAGE_METHODS = allowHeader(['GET', 'HEAD']);

/** Bytes of HTML kept at most (pages are ~60 KB; their compressed copies add ~40 %). */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** 404 pages kept: one per language and origin (one origin in production: PUBLIC_BASE_URL). */
const NOT_FOUND_PAGES_MAX = 16;

export type SitePages = {
  send: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /** A page path asked with another method: 405 (or 204 for OPTIONS) with Allow when it names a page, else null. */
  answerOtherMethod: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;
};

/**
 * Loads the site's server renderer and answers page requests with it (decision 160). Rendered HTML
 * is cached per (URL, language, origin) for CATALOGUE_CACHE_SECONDS, rendered from fresh data (the
 * in-process fetch bypasses the catalogue cache), so a page follows catalogue edits within that
 * time like the API does; the pages hold nothing of the visitor's (the browser fills that in), so
 * one copy serves everyone. Every path that names no page gets the one 404 page of its language,
 * rendered once (decision 188).
 * Pages are compressed here, not by @fastify/compress, which does not reach the not-found handler
 * that sends them: a kept page is compressed once per cache period (PreparedBody), and carries an
 * entity tag, so a browser revalidating its copy (no-cache) gets 304 while it is unchanged. A page is sent
 * once whole (React renders it whole anyway: decision 160), so requests waiting for the same render
 * never depend on another visitor's connection.
 */
export async function loadSitePages(app: FastifyInstance, options: { distDir: string; ssrEntry: string; cacheSeconds: number }): Promise<SitePages | null> {
  const templateFile = path.join(options.distDir, 'index.html');
  if (!existsSync(templateFile) || !existsSync(options.ssrEntry)) {
    app.log.warn({ distDir: options.distDir, ssrEntry: options.ssrEntry }, 'built site not found: serving the API only (run npm run build -w @sankalp/web)');
    return null;
  }
  const entry = (await import(pathToFileURL(options.ssrEntry).href)) as ServerEntry;
  const stylesheets = await inlineStylesheets(await readFile(templateFile, 'utf8'), options.distDir);
  const renderer = await entry.createRenderer({
    template: scriptsAfterContent(stylesheets.template),
    fetch: inProcessFetch(app),
    onError: (error) => app.log.error({ err: error }, 'site page render error'),
  });
  const cache =
    options.cacheSeconds > 0
      ? new LRUCache<string, CachedPage>({ maxSize: CACHE_MAX_BYTES, sizeCalculation: (page) => page.html.bytes.length, ttl: options.cacheSeconds * 1000 })
      : null;
  /**
   * The 404 page, per (language, origin), never per path: a crawler or a bot walking random paths
   * costs no render (decision 188). Kept for the process's life, not for CATALOGUE_CACHE_SECONDS: it
   * shows nothing of the catalogue, only the build and the settings read at start (the visibility of
   * the site's parts), which change only with a restart. A deploy starts afresh.
   */
  const notFoundPages = new LRUCache<string, CachedPage>({ max: NOT_FOUND_PAGES_MAX });
  /** Renders in progress, by cache key: requests that miss together wait for the one render. */
  const rendering = new Map<string, Promise<CachedPage>>();

  const baseUrl = (request: FastifyRequest) => (app.config.PUBLIC_BASE_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  /**
   * A page depends on its path and language only (its canonical URL names nothing else), so it is
   * rendered and kept for (language, origin, path): `?utm=…` and the like cost no render.
   */
  async function renderPage(pathname: string, language: Language, origin: string, unknown: boolean): Promise<CachedPage> {
    try {
      const page = await renderer.render({ url: `${pathname}?language=${language}`, language, baseUrl: origin });
      pagesRendered.inc({ status: page.status });
      const chunks: Buffer[] = [];
      for await (const chunk of page.body) chunks.push(Buffer.from(chunk as Buffer | string));
      const html = Buffer.concat(chunks);
      return {
        status: page.status,
        html: prepareBody(unknown ? stylesheets.linkedAgain(html.toString('utf8')) : html),
        keep: page.status === 200 || page.status === 404 ? page.complete !== false : false,
        personal: entry.isSignedInPage?.(pathname) ?? false,
      };
    } catch (error) {
      app.log.error({ err: error }, 'site page could not be rendered');
      return { status: 500, html: prepareBody(renderer.errorPage(language)), keep: false };
    }
  }

  async function send(request: FastifyRequest, reply: FastifyReply) {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt >= 0 ? request.url.slice(0, queryAt) : request.url;
    const language = entry.pageLanguage(queryAt >= 0 ? request.url.slice(queryAt) : '', request.headers.cookie);
    const origin = baseUrl(request);
    const pageKey = `${language} ${origin} ${pathname}`;
    // A kept page first: it needs no matching of its path (isUnknownPage), which only a miss pays.
    let page = cache?.get(pageKey);
    const unknown = !page && entry.isUnknownPage(pathname);
    const key = unknown ? `404 ${language} ${origin}` : pageKey;
    const kept = unknown ? notFoundPages : cache;
    page ??= kept?.get(key) ?? (await rendering.get(key));
    cacheLookups.inc({ cache: 'pages', result: page ? 'hit' : 'miss' });
    if (!page) {
      const render = renderPage(pathname, language, origin, unknown);
      rendering.set(key, render);
      try {
        page = await render;
      } finally {
        rendering.delete(key);
      }
      // Only whole pages are kept: one whose data did not all arrive (or a 503, a 500) is rendered again next time.
      if (page.keep) kept?.set(key, page);
    }
    // Without ?language= in the URL, the language cookie chooses.
    sendPrepared(request, reply, page.html, {
      contentType: 'text/html; charset=utf-8',
      status: page.status,
      cacheControl: page.personal ? 'no-store' : 'no-cache',
      vary: 'Cookie',
    });
    return reply;
  }

  function answerOtherMethod(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt >= 0 ? request.url.slice(0, queryAt) : request.url;
    return entry.isUnknownPage(pathname) ? null : answerMethod(request, reply, PAGE_METHODS);
  }

  return { send, answerOtherMethod };
}

/**
 * The site's stylesheet goes into each page instead of being linked: a linked one is a second
 * request the first paint waits for, a round trip on a slow phone network (Lighthouse's LCP,
 * decision 163). It costs ~12 KB compressed per page, which a repeat visit pays again.
 * Except on the 404 page (`linkedAgain`): there the stylesheet was nine tenths of its bytes, and
 * every bot walking random paths is sent that page (decision 274); a devotee who mistyped a
 * path waits for one stylesheet, which the browser then keeps for the whole site.
 */
async function inlineStylesheets(template: string, distDir: string): Promise<{ template: string; linkedAgain: (html: string) => string }> {
  let page = template;
  const inlined: { link: string; style: string }[] = [];
  for (const [link, href] of template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await readFile(path.join(distDir, href!), 'utf8');
    const style = `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
    // A function, so `$&` and the like in the CSS are not read as replacement patterns.
    page = page.replace(link, () => style);
    inlined.push({ link, style });
  }
  return { template: page, linkedAgain: (html) => inlined.reduce((text, { link, style }) => text.replace(style, () => link), html) };
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
