import { LANGUAGES, SPEC_DEFAULT_VISIBILITY } from '@sankalp/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { isUnknownPage } from '../../entry-server.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { setRequestTransport } from '../../lib/request.ts';
import { matchPage } from '../routes.tsx';
import { renderHead } from './head.ts';
import { loadPage } from './page-data.ts';
import { serverI18n } from './server-i18n.ts';

/**
 * The server renders the 404 page once per language and answers every unknown path with it
 * (decision 188). That is right only while the page names no path and shows nothing of the
 * catalogue: these tests say so.
 */
const BASE = 'https://sankalp.example';

afterEach(() => setRequestTransport((input, init) => fetch(input, init)));

async function notFoundPage(pathname: string, language: (typeof LANGUAGES)[number]) {
  const asked: string[] = [];
  setRequestTransport(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url);
    return new Response(JSON.stringify({ data: SPEC_DEFAULT_VISIBILITY }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const queryClient = createQueryClient();
  const t = serverI18n[language].t.bind(serverI18n[language]);
  const page = await loadPage({ match: matchPage(pathname), pathname, language, queryClient, t, baseUrl: BASE });
  const head = renderHead(page.meta, language, BASE, t('common:brand'));
  return { page, head, asked, queries: queryClient.getQueryCache().getAll() };
}

describe('the 404 page', () => {
  it('is what the server answers for a path that names no page, and only for those', () => {
    expect(isUnknownPage('/no-such-page')).toBe(true);
    expect(isUnknownPage('/puja/some-key/extra')).toBe(true);
    for (const known of ['/', '/puja', '/puja/some-key', '/chadawa/x', '/cart', '/policy', '/support']) expect(isUnknownPage(known), known).toBe(false);
  });

  it("decides quickly, and as the renderer's own matching does, for every kind of path", () => {
    const paths = [
      ...['/', '//', '/puja', '/PUJA', '/Puja/', '/puja//', '/puja/abc', '/puja/abc/', '/puja/abc/def', '/puja//abc', '//puja', '/puja/%E0%A4%97'],
      ...['/pu%6Aa', '/pu%6Aa/x', '/puja%2Fx', '/puja%2F', '/%E0%A4', '/%ZZ', '/puja/%ZZ', '/x/../puja', '/puja/./x', '/chadawa/a%2Fb'],
      ...['/cart', '/cart/x', '/orders/details', '/orders/Details', '/profile/deactivate', '/payment/processing', '/payment/x', '/payment'],
      ...['/policy', '/support', '/auth', '/AUTH/', '/anything-random', '/wp-admin/setup', '/\u017Fupport', '/\u212Aart', '/pujas', '/p'],
    ];
    const rendersNotFound = (path: string) => {
      const url = URL.parse(path, 'http://site'); // as entry-server.tsx reads it
      return url !== null && matchPage(url.pathname).id === 'notFound';
    };
    for (const path of paths) expect(isUnknownPage(path), path).toBe(rendersNotFound(path));
  });

  it.each(LANGUAGES)('names no address and is the same head for every unknown path (%s)', async (language) => {
    const a = await notFoundPage('/no-such-page', language);
    const b = await notFoundPage('/x/y/z', language);
    expect(a.page.status).toBe(404);
    expect(a.page.meta.path).toBeNull();
    expect(a.head).toBe(b.head);
    expect(a.head).toContain('<meta name="robots" content="noindex">');
    expect(a.head).not.toMatch(/canonical|hreflang|og:url|no-such-page/);
    expect(a.head).toContain(`<title>${serverI18n[language].t('common:notFound.title')}`);
  });

  it('shows nothing of the catalogue: its only data is the visibility of the site parts, fixed at start', async () => {
    const { asked, queries } = await notFoundPage('/no-such-page', 'english');
    expect(asked).toEqual(['/public/api/v1/config/visibility']);
    expect(queries.map((query) => query.queryKey)).toEqual([['config', 'visibility']]);
  });
});
