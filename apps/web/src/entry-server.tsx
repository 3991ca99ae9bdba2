import { PassThrough, Writable, type Readable } from 'node:stream';
import type { Language } from '@sankalp/contract';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { parseHTML } from 'linkedom';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppRoutes, matchPage } from './app/routes.tsx';
import { errorPage } from './app/ssr/error-page.ts';
import { renderHead, scriptJson } from './app/ssr/head.ts';
import { loadPage } from './app/ssr/page-data.ts';
import { serverI18n } from './app/ssr/server-i18n.ts';
import { ServerAppState, serverAppState } from './lib/app-state.ts';
import { LOCALE_CODES } from './lib/i18n.ts';
import { preloadAll } from './lib/lazy-component.ts';
import { createQueryClient } from './lib/query-client.ts';
import { setRequestTransport } from './lib/request.ts';
import { setHtmlParser } from './lib/sanitize-html.ts';

/** Where the built index.html takes the server's parts (index.html). */
export const SLOTS = { head: '<!--app-head-->', html: '<!--app-html-->', state: '<!--app-state-->', lang: '<html lang="en">' } as const;

/** A page that has not rendered by then is sent with what it has (the rest renders in the browser). */
const RENDER_TIMEOUT_MS = 5_000;

export type RendererOptions = {
  /** The built index.html (its hashed script and style links). */
  template: string;
  /** How the server's own API is called: in the same process, never over the network. */
  fetch: typeof fetch;
  onError: (error: unknown) => void;
};
/** `complete`: every query the page shows was answered (a page missing some is not worth keeping). */
export type RenderedPage = { status: number; body: Readable; complete: boolean };

/**
 * Renders a page of the site to HTML (decision 160): its data first (the catalogue, from the API in
 * this process, at most PREFETCH_DEADLINE_MS), then React's stream between the template's head and
 * the data the browser hydrates from. Every page and section is preloaded, so nothing waits in a
 * Suspense fallback and no inline script is needed to reveal content.
 */
export async function createRenderer(options: RendererOptions) {
  setRequestTransport(options.fetch);
  setHtmlParser(() => new (parseHTML('<!doctype html><html></html>').DOMParser)());
  await preloadAll();
  const [beforeHtml, afterHtml] = options.template.split(SLOTS.html) as [string, string];
  if (afterHtml === undefined || !beforeHtml.includes(SLOTS.head) || !afterHtml.includes(SLOTS.state))
    throw new Error('index.html lacks the server-rendering slots');

  /** `baseUrl`: the site's public origin, for canonical URLs and link previews. */
  // Linked, or put inline by the API (its site renderer inlines the stylesheet for a faster first paint).
  const stylesheets = (options.template.match(/<link rel="stylesheet"[^>]*>|<style>[\s\S]*?<\/style>/g) ?? []).join('\n    ');

  async function render({ url, language, baseUrl }: { url: string; language: Language; baseUrl: string }): Promise<RenderedPage> {
    const { pathname } = new URL(url, 'http://site');
    const match = matchPage(pathname);
    const queryClient = createQueryClient();
    const i18n = serverI18n[language];
    const t = i18n.t.bind(i18n);
    const { status, meta, complete } = await loadPage({ match, pathname, language, queryClient, t, baseUrl });
    const head = renderHead(meta, language, baseUrl, t('common:brand'));
    // Functions, so `$'`, `$&` and the like in a URL or a catalogue text are not read as replacement patterns.
    const before = beforeHtml.replace(SLOTS.lang, () => `<html lang="${LOCALE_CODES[language]}">`).replace(SLOTS.head, () => head);
    const after = afterHtml.replace(SLOTS.state, () => scriptJson(dehydrate(queryClient)));

    const app = (
      <ServerAppState.Provider value={serverAppState(language)}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </QueryClientProvider>
        </I18nextProvider>
      </ServerAppState.Provider>
    );

    return new Promise<RenderedPage>((resolve, reject) => {
      const body = new PassThrough();
      const forward = new Writable({
        write: (chunk: Buffer, _encoding, done) => void body.write(chunk, done),
        final: (done) => {
          body.end(after);
          done();
        },
      });
      // Past this, what is still waiting is given up and left to the browser (React renders it there).
      const giveUp = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
      const stream = renderToPipeableStream(app, {
        // The page is sent once complete: its data is already here (loadPage), so this is as soon as
        // React has rendered it, and nothing needs an inline script to be revealed (see progressiveChunkSize).
        onAllReady() {
          clearTimeout(giveUp);
          body.write(before);
          stream.pipe(forward);
          resolve({ status, body, complete });
        },
        onShellError(error) {
          clearTimeout(giveUp);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError: options.onError,
        // React moves a large finished section out of place (to be put back by an inline script)
        // to send what comes before it sooner; our CSP allows no inline script and a visitor without
        // JavaScript would see it hidden, so every finished section stays in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      });
    });
  }

  return { render, errorPage: (language: Language) => errorPage(language, serverI18n[language].t, stylesheets) };
}

export type SiteRenderer = Awaited<ReturnType<typeof createRenderer>>;

export { pageLanguage } from './lib/language-url.ts';

/**
 * Whether a path names no page of the site: its answer is the 404 page, the same for every such
 * path (its head names no address), so the server renders it once per language and keeps it
 * (decision 188). An unknown event (/puja/<no such key>) is a known page whose data says 404: not this.
 */
export { isUnknownPath as isUnknownPage } from './app/routes.tsx';

/** The visitor's own pages, which the server sends no-store (decision 235). */
export { isSignedInPath as isSignedInPage } from './app/routes.tsx';
