import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@sankalp/contract';
import { LOCALE_CODES, NAMESPACES } from '../../lib/i18n.ts';
import en from '../../locales/en/index.ts';
import hi from '../../locales/hi/index.ts';

/**
 * One i18next instance per language, every text loaded up front: requests in both languages render
 * at the same time, so the server never switches a shared instance's language (the browser does).
 */
function instance(language: Language): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: LOCALE_CODES[language],
    resources: { en, hi },
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}

export const serverI18n: Record<Language, I18n> = { english: instance('english'), hindi: instance('hindi') };
