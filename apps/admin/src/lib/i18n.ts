import i18n, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@sankalp/contract';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

export const CONSOLE_LANGUAGES = ['en', 'hi'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: ConsoleLanguage = 'en';
/** The API names languages in full (Accept-Language: english | hindi). */
const API_LANGUAGE: Record<ConsoleLanguage, Language> = { en: 'english', hi: 'hindi' };

/**
 * Every locale file, bundled: locales/<language>/<namespace>.json, one namespace per feature (the
 * console is a staff tool: a few KB of texts are not worth lazy chunks). A feature adds its two
 * files and uses `useTranslation('<namespace>')`; nothing to register.
 */
const files = import.meta.glob<{ default: ResourceLanguage[string] }>('../locales/*/*.json', { eager: true });
export const resources: Resource = {};
for (const [file, module] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language = '', namespace = ''] = match;
  (resources[language] ??= {})[namespace] = module.default;
}
export const NAMESPACES = [...new Set(Object.values(resources).flatMap((texts) => Object.keys(texts)))];

const isConsoleLanguage = (value: unknown): value is ConsoleLanguage => CONSOLE_LANGUAGES.includes(value as ConsoleLanguage);

/** The language chosen last time in this browser, else English. */
export const storedLanguage = (): ConsoleLanguage => {
  const stored = readStorage(STORAGE_KEYS.language);
  return isConsoleLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

export function initI18n(language: ConsoleLanguage = storedLanguage()): Promise<unknown> {
  document.documentElement.lang = language;
  return i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...CONSOLE_LANGUAGES],
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}

/** Switches the texts, the document language and the remembered choice. */
export async function changeLanguage(language: ConsoleLanguage): Promise<void> {
  writeStorage(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export const currentLanguage = (): ConsoleLanguage => (isConsoleLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
export const currentApiLanguage = (): Language => API_LANGUAGE[currentLanguage()];

/** For code outside React (request helper): the translated text, or the English fallback. */
export function translate(key: string, fallback: string, values?: Record<string, string | number>): string {
  if (!i18n.isInitialized) return fallback.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values?.[k] ?? ''));
  return i18n.t(key, { defaultValue: fallback, ...values });
}

export { i18n };
