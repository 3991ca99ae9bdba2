import type { Language } from '@sankalp/contract';

/** Chooses the column of the request's language from a row holding both (`fooEn` / `fooHi`). */
export const pick = <T>(language: Language, en: T, hi: T): T => (language === 'hindi' ? hi : en);
