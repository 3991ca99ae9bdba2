import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type Language } from '@sankalp/contract';
import { LOCALE_CODES } from '../../lib/i18n.ts';
import { LANGUAGE_PARAM } from '../../lib/language-url.ts';

export type PageMeta = {
  title: string;
  description: string;
  /**
   * Path of the page without its language (`/puja/rudrabhishek`); the canonical URL adds it. Null on
   * the 404 page: it is the page of no address, so it names none (no canonical, alternates or og:url),
   * which also makes it the same page for every unknown path, rendered once (decision 188).
   */
  path: string | null;
  /** Path of a 1200×630 preview image (`/og/puja/<id>.jpg`). */
  image: string;
  imageAlt: string;
  type: 'website' | 'article';
  /** schema.org data (an Event on event pages). */
  jsonLd?: object;
  /** The visitor's own pages and error pages are kept out of search results. */
  noindex?: boolean;
};

const OG_LOCALE: Record<Language, string> = { english: 'en_IN', hindi: 'hi_IN' };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const pageUrl = (baseUrl: string, path: string, language: Language) => `${baseUrl}${path}?${LANGUAGE_PARAM}=${language}`;

/** The head of a page: title, description, canonical and alternates, Open Graph, Twitter, JSON-LD. */
export function renderHead(meta: PageMeta, language: Language, baseUrl: string, brand: string): string {
  const image = `${baseUrl}${meta.image}`;
  const other: Language = language === 'english' ? 'hindi' : 'english';
  const tag = (name: string, attrs: Record<string, string>) =>
    `<${name} ${Object.entries(attrs)
      .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
      .join(' ')}>`;
  const property = (key: string, content: string) => tag('meta', { property: key, content });
  const named = (key: string, content: string) => tag('meta', { name: key, content });
  const address = (path: string) => {
    const canonical = pageUrl(baseUrl, path, language);
    return {
      links: [
        tag('link', { rel: 'canonical', href: canonical }),
        tag('link', { rel: 'alternate', hreflang: LOCALE_CODES.english, href: pageUrl(baseUrl, path, 'english') }),
        tag('link', { rel: 'alternate', hreflang: LOCALE_CODES.hindi, href: pageUrl(baseUrl, path, 'hindi') }),
        tag('link', { rel: 'alternate', hreflang: 'x-default', href: pageUrl(baseUrl, path, 'english') }),
      ],
      ogUrl: [property('og:url', canonical)],
    };
  };
  const { links, ogUrl } = meta.path === null ? { links: [], ogUrl: [] } : address(meta.path);
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    ...(meta.noindex ? [named('robots', 'noindex')] : []),
    ...links,
    property('og:site_name', brand),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    ...ogUrl,
    property('og:locale', OG_LOCALE[language]),
    property('og:locale:alternate', OG_LOCALE[other]),
    property('og:image', image),
    property('og:image:type', 'image/jpeg'),
    property('og:image:width', String(OG_IMAGE_WIDTH)),
    property('og:image:height', String(OG_IMAGE_HEIGHT)),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    named('twitter:image:alt', meta.imageAlt),
  ];
  if (meta.jsonLd) lines.push(`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`);
  return lines.join('\n    ');
}
