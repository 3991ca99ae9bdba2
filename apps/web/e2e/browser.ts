import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * One Chromium per test file, a fresh context per page. Any console error or uncaught page
 * error fails the test: a page that logs errors is not working, whatever it shows.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const found = errors.splice(0);
    if (found.length) throw new Error(`Browser errors:\n${found.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl: () => inject('baseUrl'),
    async open(path: string, viewport = DESKTOP): Promise<Page> {
      const context = await browser.newContext({ viewport, baseURL: inject('baseUrl') });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
      });
      page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
      await page.goto(path);
      return page;
    },
  };
}

/** Reads the public API the way the site does, to know what the page must show. */
export async function api<T>(path: string, language: 'english' | 'hindi' = 'english'): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/public/api/v1${path}`, { headers: { 'accept-language': language } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}
