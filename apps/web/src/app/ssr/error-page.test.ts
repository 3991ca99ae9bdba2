import { describe, expect, it } from 'vitest';
import en from '../../locales/en/pages.json' with { type: 'json' };
import hi from '../../locales/hi/pages.json' with { type: 'json' };
import { errorPage } from './error-page.ts';
import { serverI18n } from './server-i18n.ts';

const STYLES = '<link rel="stylesheet" href="/assets/index-abc.css">';

describe('the 500 page (sent when a page cannot be rendered)', () => {
  it.each([
    ['english', 'en', en.serverError, 'Sankalp'],
    ['hindi', 'hi', hi.serverError, 'संकल्प'],
  ] as const)('is a whole HTML page in %s, with the site styles and no script', (language, lang, texts, brand) => {
    const html = errorPage(language, serverI18n[language].t, STYLES);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<title>${texts.title} · ${brand}</title>`);
    expect(html).toContain(`<h1>${texts.title}</h1>`);
    expect(html).toContain(`<p>${texts.body}</p>`);
    expect(html).toContain(`>${texts.retry}</a>`);
    expect(html).toContain(`<a href="/?language=${language}">${texts.goHome}</a>`);
    expect(html).toContain(STYLES);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('<script');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});
