import { ADMIN_API_PREFIX, API_PREFIX } from '@sankalp/contract';

/**
 * The only module that reads `import.meta.env`. The console always calls the API on its own origin
 * (the API serves it under /admin, or Vite proxies in development): no CORS.
 */
const env = import.meta.env;

export const config = {
  /** Every console API call goes under this prefix (lib/request.ts). */
  adminApiBase: ADMIN_API_PREFIX,
  /** The site's public API; the console uses it only for the dev-only OTP helper in development. */
  publicApiBase: API_PREFIX,
  /** Router basename: the console is served under /admin (vite.config.ts `base`). */
  basename: env.BASE_URL.replace(/\/$/, ''),
  isDev: env.DEV,
} as const;
