import { API_PREFIX } from '@sankalp/contract';

/**
 * The only module that reads `import.meta.env`. Values are public (they ship in the bundle).
 * The API is always on the site's own origin (the API serves the site, or Vite proxies
 * /public/api in development): no cross-origin calls, no CORS preflights (decision 059).
 */
const env = import.meta.env;

const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);

export const config = {
  apiBase: API_PREFIX,
  supportEmail: text(env.VITE_SUPPORT_EMAIL, 'support@sankalp.example'),
  /** Chat number in international form without '+', used for the wa.me link. */
  supportChatNumber: text(env.VITE_SUPPORT_CHAT_NUMBER, '910000000000'),
  socialUrl: text(env.VITE_SOCIAL_URL, 'https://www.instagram.com/'),
  /** Tag-manager container ('GTM-XXXX'); empty means no tag manager is loaded (spec §7). */
  gtmId: text(env.VITE_GTM_ID, ''),
  isDev: env.DEV,
} as const;
