import * as z from 'zod/mini';

/** The two languages of the product, as the spec names them in URLs and Accept-Language. */
export const LANGUAGES = ['english', 'hindi'] as const;
export const DEFAULT_LANGUAGE = 'english' satisfies Language;
export const ZLanguage = z.enum(LANGUAGES);
export type Language = z.infer<typeof ZLanguage>;

/**
 * Reads an Accept-Language header. The site sends `hindi` or `english`; browsers and
 * other clients send RFC 9110 tags (`hi-IN,en;q=0.8`), so a leading `hi` tag also picks Hindi.
 */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const first = header.split(',')[0]!.trim().toLowerCase();
  if (first === 'hindi' || first === 'hi' || first.startsWith('hi-') || first.startsWith('hi;')) return 'hindi';
  return DEFAULT_LANGUAGE;
}
