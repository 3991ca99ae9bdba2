import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@sankalp/contract';

/** The locale list and fallback in one place; URLs and the API name languages, i18next uses codes. */
export const LOCALE_CODES = { english: 'en', hindi: 'hi' } as const satisfies Record<Language, string>;
export type LocaleCode = (typeof LOCALE_CODES)[Language];
export const FALLBACK_LOCALE: LocaleCode = 'en';
export const NAMESPACES = ['common', 'landing', 'event', 'pages', 'account', 'booking', 'orders'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Bundle = Record<Namespace, ResourceKey>;

/** One lazy chunk per language holding all its namespaces (spec §7: chunk time-out 120 000 ms). */
const LOADERS: Record<LocaleCode, () => Promise<{ default: Bundle }>> = {
  en: () => import('../locales/en/index.ts'),
  hi: () => import('../locales/hi/index.ts'),
};
const CHUNK_TIMEOUT_MS = 120_000;
const loaded = new Map<string, Promise<Bundle>>();

function loadBundle(code: string): Promise<Bundle> {
  const loader = LOADERS[code as LocaleCode];
  if (!loader) return Promise.reject(new Error(`No locale ${code}`));
  let pending = loaded.get(code);
  if (!pending) {
    pending = Promise.race([
      loader().then((m) => m.default),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`Locale ${code} timed out`)), CHUNK_TIMEOUT_MS)),
    ]);
    pending.catch(() => loaded.delete(code));
    loaded.set(code, pending);
  }
  return pending;
}

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadBundle(language).then(
      (bundle) => callback(null, bundle[namespace as Namespace] ?? {}),
      (error: unknown) => {
        // A failed language pack is logged; texts fall back to keys (spec §8).
        console.warn('Language pack failed to load', error);
        callback(null, {});
      },
    );
  },
};

export function initI18n(language: Language): Promise<unknown> {
  document.documentElement.lang = LOCALE_CODES[language];
  return i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: LOCALE_CODES[language],
      fallbackLng: false,
      supportedLngs: Object.values(LOCALE_CODES),
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** Switches texts and the document language; resolves once the pack is in. */
export function applyLanguage(language: Language): Promise<unknown> {
  const code = LOCALE_CODES[language];
  document.documentElement.lang = code;
  return i18n.language === code ? Promise.resolve() : i18n.changeLanguage(code);
}

/** For code outside React (request helper): the translated text, or the English fallback. */
export function translate(key: string, fallback: string, values?: Record<string, unknown>): string {
  if (!i18n.isInitialized) return fallback.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values?.[k] ?? ''));
  return i18n.t(key, { defaultValue: fallback, ...values });
}

export { i18n };
