import type { Language } from '@sankalp/contract';
import type { TFunction } from 'i18next';
import { LOCALE_CODES } from '../../lib/i18n.ts';

/**
 * The 500 page, in the visitor's language, never a blank screen: plain HTML with the site's
 * stylesheets and no script (what failed may be the renderer itself).
 */
export function errorPage(language: Language, t: TFunction, stylesheets: string): string {
  return `<!doctype html>
<html lang="${LOCALE_CODES[language]}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${t('pages:serverError.title')} · ${t('common:brand')}</title>
    ${stylesheets}
  </head>
  <body>
    <main id="main" class="container server-error">
      <h1>${t('pages:serverError.title')}</h1>
      <p>${t('pages:serverError.body')}</p>
      <p><a href="">${t('pages:serverError.retry')}</a> · <a href="/?language=${language}">${t('pages:serverError.goHome')}</a></p>
    </main>
  </body>
</html>`;
}
