import type { Language } from '@sankalp/contract';
import { setLanguage } from './app-state.ts';
import { applyLanguage, i18n, LOCALE_CODES } from './i18n.ts';

let pending: Language | null = null;

/**
 * Loads the other language's pack first, then flips texts and the store together, so the page
 * never falls back to a loading state or shows keys while the chunk arrives.
 */
export async function switchLanguage(language: Language): Promise<void> {
  if (pending === language) return;
  pending = language;
  try {
    await i18n.loadLanguages(LOCALE_CODES[language]);
    if (pending !== language) return; // a later switch won
    await applyLanguage(language);
    setLanguage(language);
  } finally {
    if (pending === language) pending = null;
  }
}
