import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@sankalp/contract';

/** The locale list and fallback in one place; URLs and the API name languages, i18next uses codes. */
export const LOCALE_CODES = { english: 'en', hindi: 'hi' } as const satisfies Record<Language, string>;
export type LocaleCode = (typeof LOCALE_CODES)[Language];
export const FALLBACK_LOCALE: LocaleCode = 'en';
export const NAMESPACES = ['common', 'landing', 'event', 'pages', 'account', 'booking', 'orders'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Two lazy chunks per language (spec §7: chunk time-out 120 000 ms): what browsing needs, loaded
 * at start, and the sign-in / booking texts, loaded when a screen first asks for one of their
 * namespaces (react-i18next suspends it meanwhile). Keeps ~3 KB gzip off the landing page.
 */
type Pack = 'browse' | 'signedIn';
const PACK_OF: Record<Namespace, Pack> = {
  common: 'browse',
  landing: 'browse',
  event: 'browse',
  pages: 'browse',
  account: 'signedIn',
  booking: 'signedIn',
  orders: 'signedIn',
};
const BROWSE_NAMESPACES = NAMESPACES.filter((ns) => PACK_OF[ns] === 'browse');

type Texts = Partial<Record<Namespace, ResourceKey>>;
const LOADERS: Record<LocaleCode, Record<Pack, () => Promise<{ default: Texts }>>> = {
  en: { browse: () => import('../locales/en/browse.ts'), signedIn: () => import('../locales/en/signed-in.ts') },
  hi: { browse: () => import('../locales/hi/browse.ts'), signedIn: () => import('../locales/hi/signed-in.ts') },
};
const CHUNK_TIMEOUT_MS = 120_000;
const loaded = new Map<string, Promise<Texts>>();

function loadPack(code: string, pack: Pack): Promise<Texts> {
  const loader = LOADERS[code as LocaleCode]?.[pack];
  if (!loader) return Promise.reject(new Error(`No locale ${code}`));
  const key = `${code}/${pack}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = Promise.race([
      loader().then((m) => m.default),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`Locale ${key} timed out`)), CHUNK_TIMEOUT_MS)),
    ]);
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadPack(language, PACK_OF[namespace as Namespace] ?? 'browse').then(
      (texts) => callback(null, texts[namespace as Namespace] ?? {}),
      (error: unknown) => {
        // A failed language pack is logged; texts fall back to keys (spec §8).
        console.warn('Language pack failed to load', error);
        callback(null, {});
      },
    );
  },
};

/** Starts i18next with the browse texts (tests that render sign-in or booking screens pass every namespace). */
export function initI18n(language: Language, namespaces: readonly Namespace[] = BROWSE_NAMESPACES): Promise<unknown> {
  document.documentElement.lang = LOCALE_CODES[language];
  return i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: LOCALE_CODES[language],
      fallbackLng: false,
      supportedLngs: Object.values(LOCALE_CODES),
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

/**
 * Loads namespaces a server-rendered page shows, before it is hydrated: a component whose texts are
 * still loading suspends as it hydrates, and the next update above it makes React swap the server's
 * HTML for the Suspense fallback until they arrive (the page vanishes on a slow network).
 */
export const loadTexts = (...namespaces: Namespace[]) => i18n.loadNamespaces(namespaces);

/** Switches texts and the document language; resolves once the pack is in. */
export function applyLanguage(language: Language): Promise<unknown> {
  const code = LOCALE_CODES[language];
  document.documentElement.lang = code;
  return i18n.language === code ? Promise.resolve() : i18n.changeLanguage(code);
}

/** For code outside React (request helper): the translated text, or the English fallback. */
export function translate(key: string, fallback: string, values?: Record<string, string | number>): string {
  if (!i18n.isInitialized) return fallback.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values?.[k] ?? ''));
  return i18n.t(key, { defaultValue: fallback, ...values });
}

export { i18n };
