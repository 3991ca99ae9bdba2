import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The document title of a screen, with the site's name in the page's language. */
export function pageTitle(title: string | undefined, brand: string, tagline: string): string {
  return title ? `${title} · ${brand}` : `${brand} — ${tagline}`;
}

/**
 * Sets the document title for the current screen ("Puja Basket · Sankalp", "पूजा टोकरी · संकल्प");
 * the landing page, which has no title of its own, gets the name and tagline.
 */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const [brand, tagline] = [t('brand'), t('tagline')];
  useEffect(() => {
    document.title = pageTitle(title, brand, tagline);
  }, [title, brand, tagline]);
}
