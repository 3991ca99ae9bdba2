import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PREFIX, API_PREFIX } from '@sankalp/contract';
import type { Config } from '../config.ts';
import { CSP_REPORT_PATH, registerCspReports } from './csp-report.ts';

/** Hosts one third party needs, by CSP directive. */
type Sources = Partial<Record<'script' | 'style' | 'img' | 'media' | 'connect' | 'frame' | 'form', string[]>>;

/**
 * Razorpay Checkout (loaded by the site only with PAYMENT_PROVIDER=razorpay): its script, the
 * frames and API calls of its overlay, its logos, and redirect mode's form post to its API.
 */
const RAZORPAY: Sources = {
  script: ['https://checkout.razorpay.com'],
  img: ['https://*.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  form: ['https://api.razorpay.com'],
};

/** Recorded pujas and testimonials: the privacy-enhanced YouTube player and its poster images. */
const YOUTUBE: Sources = { img: ['https://i.ytimg.com'], frame: ['https://www.youtube-nocookie.com'] };

/** Google Tag Manager and the analytics hits it sends (Google's CSP guide for GTM with GA4). */
const TAG_MANAGER: Sources = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: ['https://www.googletagmanager.com'],
};

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The site's Content-Security-Policy: its own origin, plus exactly the third parties this
 * deployment loads — Razorpay only with that provider, the tag manager only when configured,
 * catalogue media only from MEDIA_ORIGINS. No inline script anywhere (the built index.html has none).
 * The browser test e2e/security-headers.e2e.ts visits every page under it.
 */
export function siteCspDirectives(config: Pick<Config, 'PAYMENT_PROVIDER' | 'VITE_GTM_ID' | 'MEDIA_ORIGINS'>): Record<string, string[]> {
  const parties: Sources[] = [YOUTUBE, { img: config.MEDIA_ORIGINS, media: config.MEDIA_ORIGINS }];
  if (config.PAYMENT_PROVIDER === 'razorpay') parties.push(RAZORPAY);
  if (config.VITE_GTM_ID) parties.push(TAG_MANAGER);
  const allow = (key: keyof Sources, ...own: string[]) => [...new Set([...own, ...parties.flatMap((p) => p[key] ?? [])])];
  return {
    'default-src': ["'self'"],
    'script-src': allow('script', "'self'"),
    'script-src-attr': ["'none'"],
    // Inline styles, not inline scripts: the toast library (sonner) inserts its stylesheet as a
    // <style> element at run time, as Razorpay's overlay does. CSS cannot run script (decision 055).
    'style-src': allow('style', "'self'", "'unsafe-inline'"),
    'img-src': allow('img', "'self'", 'data:'),
    'media-src': allow('media', "'self'"),
    'font-src': ["'self'"],
    'connect-src': allow('connect', "'self'"),
    'frame-src': allow('frame'),
    'form-action': allow('form', "'self'"),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Browsers post what was blocked to us (report-to where supported, report-uri elsewhere).
    'report-uri': [CSP_REPORT_PATH],
    'report-to': ['csp'],
  };
}

/**
 * Security headers on every response (helmet): the CSP above, nosniff, a referrer policy that
 * still tells Razorpay which site a checkout comes from, no framing. HSTS only on requests that
 * came over HTTPS (directly or, with TRUST_PROXY, per X-Forwarded-Proto): on plain HTTP it is
 * ignored by browsers and would only mislead. Routes that serve their own pages (simulated
 * checkout, API docs) set their own, stricter or looser, policy on top.
 *
 * helmet itself, run once here to learn its headers (headersOf), rather than the @fastify/helmet
 * plugin: the plugin calls helmet(options) anew on every request (parsing and checking every
 * directive each time), which halved the catalogue's requests per second (53 k → 29 k; built once:
 * 41–44 k). Same library, same options and defaults (decisions 055, 187).
 */
/**
 * API answers are data, never documents: the policy OWASP's REST guide gives them forbids
 * everything, so a JSON answer opened as a page runs nothing and frames nothing — and costs 60
 * bytes, not the site's 420, on the hottest responses. Routes under the prefix that serve a page
 * (the simulated checkout) set their own policy.
 */
const API_CSP_DIRECTIVES = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * The operator console's pages (/admin): its own origin only — no payment provider, no tag
 * manager, no YouTube. Images and media may also be blob:/data: URLs, the previews of files a
 * staff member is about to upload; catalogue media come from MEDIA_ORIGINS as on the site. Inline
 * styles only for sonner's run-time <style>, as on the site (decision 055).
 */
export function consoleCspDirectives(config: Pick<Config, 'MEDIA_ORIGINS'>): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [...new Set(["'self'", 'blob:', 'data:', ...config.MEDIA_ORIGINS])],
    'media-src': [...new Set(["'self'", 'blob:', ...config.MEDIA_ORIGINS])],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': ['csp'],
  };
}

/** Which policy a request gets: API answers (site's and console's), console pages, or site pages. */
function policyFor(url: string): 'api' | 'console' | 'site' {
  if (url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${ADMIN_API_PREFIX}/`)) return 'api';
  if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) return 'console';
  return 'site';
}

/**
 * The headers a helmet instance sets, read once by running it against a stand-in response: every
 * option here is fixed (no nonce, nothing read from the request), so each request gets the same
 * ones, put on the reply as one prepared set instead of by helmet's chain of a dozen middlewares
 * calling setHeader (decision 187).
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let ran = false;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet failed');
    ran = true;
  });
  if (!ran) throw new Error('helmet did not finish synchronously');
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const common = {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Razorpay's overlay opens bank and UPI pages in popups that report back to it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  } as const;
  const policy = (directives: Record<string, string[]>) => headersOf(helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives } }));
  // Pages also say where browsers report what the policy blocked.
  const reporting = { 'reporting-endpoints': `csp="${CSP_REPORT_PATH}"` };
  const byPolicy = {
    api: policy(API_CSP_DIRECTIVES),
    console: { ...policy(consoleCspDirectives(config)), ...reporting },
    site: { ...policy(siteCspDirectives(config)), ...reporting },
  };
  const hsts = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(byPolicy[policyFor(request.url)]);
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
  await registerCspReports(app);
}
