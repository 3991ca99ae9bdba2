/** Paths crawlers have no business in: the console, the API, and pages that are one devotee's own. */
export const DISALLOWED_PATHS = ['/admin', '/public/api/', '/cart', '/orders', '/profile', '/payment', '/auth'] as const;

/** robots.txt: the public site open to every crawler, private paths closed, and where the sitemap is. */
export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
