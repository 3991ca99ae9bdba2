import type { TEventKind, TSiteEventKind } from '@sankalp/contract';

/** Pages of the site that are the same for everyone, besides the event pages. */
export const STATIC_PAGES = ['/', '/puja', '/chadawa', '/policy', '/support'] as const;

export const SITE_EVENT_KIND: Record<TEventKind, TSiteEventKind> = { PUJA: 'puja', OFFERING: 'chadawa' };

export type SitemapEvent = { id: string; type: TEventKind; searchKey: string; updatedAt: Date };
type Page = { path: string; lastmod?: Date };

/** The language query the site reads, and the hreflang each one is announced under. */
const LANGUAGES = [
  { query: 'english', hreflang: 'en' },
  { query: 'hindi', hreflang: 'hi' },
] as const;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);

/** The path the site links an event at (event-card.tsx): its searchKey, else its id. */
export const eventPagePath = (event: Pick<SitemapEvent, 'id' | 'type' | 'searchKey'>) =>
  `/${SITE_EVENT_KIND[event.type]}/${encodeURIComponent(event.searchKey || event.id)}`;

/**
 * sitemaps.org 0.9 with hreflang alternates (Google's "localized versions" format): each page once
 * per language, every entry naming both languages and English as x-default.
 */
export function sitemapXml(baseUrl: string, events: SitemapEvent[]): string {
  const pages: Page[] = [...STATIC_PAGES.map((path) => ({ path })), ...events.map((e) => ({ path: eventPagePath(e), lastmod: e.updatedAt }))];
  const urls = pages.flatMap((page) => {
    const href = (language: string) => escapeXml(`${baseUrl}${page.path}?language=${language}`);
    const alternates = [
      ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${href(l.query)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href('english')}"/>`,
    ].join('');
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
    return LANGUAGES.map((l) => `<url><loc>${href(l.query)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
