import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sankalp/contract';

/** Query parameter every URL of the site carries (spec §2 "Language rule for every URL"). */
export const LANGUAGE_PARAM = 'language';
/** The chosen language, for the server to render a URL that names none in it (decision 160). */
export const LANGUAGE_COOKIE = 'language';
const COOKIE_MAX_AGE_SECONDS = 31_536_000;

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export type LanguageUrlDecision =
  /** The URL already names the current language: nothing to do. */
  | { action: 'keep' }
  /** No language in the URL: replace the history entry with this search string. */
  | { action: 'add'; search: string }
  /** An unknown language value: go to the landing page (in the current language). */
  | { action: 'redirect-home'; to: string }
  /** The URL names the other language: switch to it; the URL stays as it is. */
  | { action: 'switch'; language: Language };

/**
 * The language rule, as a pure function of the URL's search string and the current language.
 * An empty value (`?language=`) counts as missing: it carries no other language to reject.
 */
export function decideLanguageUrl(search: string, current: Language): LanguageUrlDecision {
  const params = new URLSearchParams(search);
  const value = params.get(LANGUAGE_PARAM);
  if (value === null || value === '') {
    params.set(LANGUAGE_PARAM, current);
    return { action: 'add', search: `?${params.toString()}` };
  }
  if (!isLanguage(value)) return { action: 'redirect-home', to: `/?${LANGUAGE_PARAM}=${current}` };
  if (value !== current) return { action: 'switch', language: value };
  return { action: 'keep' };
}

/** Language to start with: the URL's, when valid, else the persisted one, else the default. */
export function initialLanguage(search: string, persisted: unknown): Language {
  const fromUrl = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(fromUrl)) return fromUrl;
  return isLanguage(persisted) ? persisted : DEFAULT_LANGUAGE;
}

/** Sets `language` on an internal link ("/puja", "/cart?x=1#top"), keeping its other parts. */
export function withLanguage(to: string, language: Language): string {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt) : '');
  params.set(LANGUAGE_PARAM, language);
  return `${path || '/'}?${params.toString()}${hash}`;
}

export const otherLanguage = (language: Language): Language => (language === 'english' ? 'hindi' : 'english');

/** The language a page is rendered in: its URL's, else the visitor's cookie, else the default. */
export function pageLanguage(search: string, cookieHeader: string | undefined): Language {
  const fromUrl = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(fromUrl)) return fromUrl;
  const fromCookie = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

/** Remembers the language for the server (the browser keeps its own copy in localStorage too). */
export function rememberLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
