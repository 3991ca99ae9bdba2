import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

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

/**
 * Debian's Chromium headless shell (`apt-get install chromium-headless-shell`, the same Chromium
 * build as /usr/bin/chromium): Chromium's rendering engine without the browser's own interface,
 * which is what Playwright runs for headless tests. The full browser in headless mode still builds
 * its window interface for every context (its omnibox popup is a web page of its own), which here
 * took more CPU than the page under test: the browser suite took twice as long (decision 273).
 * Without the shell, the full browser still runs every test.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

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
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
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
    /** The faults recorded so far, cleared (for a test that provokes one on purpose). */
    takeErrors: () => errors.splice(0),
    /**
     * `prepare` runs on the new page before it navigates (init scripts, routes); `options` shape
     * the context (`javaScriptEnabled: false`: the page as the server sent it).
     */
    async open(path: string, viewport = DESKTOP, prepare?: (page: Page) => Promise<void>, options: BrowserContextOptions = {}): Promise<Page> {
      const context = await browser.newContext({ ...options, viewport, baseURL: inject('baseUrl') });
      contexts.push(context);
      // Every page reports what the Content-Security-Policy blocked (the server's policy must allow all the site loads).
      await context.addInitScript(reportCspViolations);
      const page = await context.newPage();
      page.on('console', (msg) => {
        // Failed loads are judged below, by their responses: an API 404 is an answer, not a fault.
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(`console.error: ${msg.text()}`);
        // Chromium's own CSP messages (a refused load, an ignored directive) are faults at any level.
        else if (msg.text().includes('Content Security Policy')) errors.push(`console.${msg.type()}: ${msg.text()}`);
      });
      page.on('response', (res) => {
        // A page's own 404 (an unknown route or event) is its answer, judged by the test that asks for it.
        const pageNotFound = res.status() === 404 && res.request().isNavigationRequest();
        if (!pageNotFound && isFault(res.status(), new URL(res.url()).pathname)) errors.push(`HTTP ${res.status()}: ${res.url()}`);
      });
      page.on('requestfailed', (req) => {
        // Navigating away aborts requests still in flight; that is not a fault of the page. Without
        // JavaScript, Chromium refuses the page's script preloads (as 'csp'): the point of that test.
        const scriptRefused = options.javaScriptEnabled === false && req.failure()?.errorText === 'csp';
        if (!scriptRefused && !req.failure()?.errorText.includes('ERR_ABORTED')) errors.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
      });
      page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
      trackRequests(page);
      await prepare?.(page);
      if (options.javaScriptEnabled !== false) waitForHydrationOnLoad(page);
      await page.goto(path);
      return page;
    },
  };
}

/**
 * A site page arrives rendered by the server and is inert until React hydrates it (a tap before
 * that does nothing, as on any server-rendered site): `goto` and `reload` return once the page is
 * React's (`<html data-hydrated>`), or at once for pages the server does not render (the console).
 */
function waitForHydrationOnLoad(page: Page): void {
  const hydrated = () => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !document.getElementById('app-state'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** The requests of each page opened by useBrowser: those in flight, and how many it has started. */
const traffic = new WeakMap<Page, { inFlight: Set<unknown>; started: number }>();

function trackRequests(page: Page): void {
  const seen = { inFlight: new Set<unknown>(), started: 0 };
  traffic.set(page, seen);
  page.on('request', (req) => {
    seen.inFlight.add(req);
    seen.started += 1;
  });
  page.on('requestfinished', (req) => seen.inFlight.delete(req));
  page.on('requestfailed', (req) => seen.inFlight.delete(req));
}

/** Resolves once the page's main thread is idle (React's scheduled work done), then two frames painted. */
const idleThenFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { timeout: 5_000 })),
  );

/**
 * Waits until the page has done what it started: its main thread idle and two frames painted (what
 * hydration, effects and observers do), no request in flight, and no new request started meanwhile;
 * repeated until a round starts nothing. Unlike Playwright's `networkidle`, it does not wait out
 * 500 ms of silence after the last request.
 */
export async function settle(page: Page): Promise<void> {
  const seen = traffic.get(page);
  if (!seen) throw new Error('settle() needs a page opened by useBrowser().open');
  for (let round = 0; round < 50; round++) {
    const startedBefore = seen.started;
    await idleThenFrames(page);
    await expect.poll(() => seen.inFlight.size, { timeout: 15_000, interval: 25 }).toBe(0);
    if (seen.started === startedBefore) return;
  }
  throw new Error('the page kept starting requests');
}

/**
 * Scrolls a page to its end a screen at a time, letting each screen load what it shows (lazy images
 * and sections) and settle: the page has then loaded everything it would for a reader.
 */
export async function readToEnd(page: Page): Promise<void> {
  await settle(page);
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await settle(page);
    if (atEnd) return;
  }
}

/** Runs in every page before its scripts: each CSP violation becomes a console error, which fails the test. */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(
      `CSP violation: ${e.effectiveDirective} refused ${e.blockedURI || 'inline code'} (${e.sourceFile || document.location.href}:${e.lineNumber})`,
    );
  });
}

/**
 * Asserts on something the page (or the server) reaches after an action: `read` is retried until
 * the matcher passes or 10 s pass. Reading once right after a click or a navigation races the
 * page's next render (React renders a moment after the event), so page state is never read once.
 */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 50 });

/** Server errors anywhere, and any missing page asset (a 4xx outside the API) fail the test. */
function isFault(status: number, pathname: string): boolean {
  if (status >= 500) return true;
  return status >= 400 && !pathname.startsWith('/public/api/') && !pathname.startsWith('/admin/api/');
}

/** Reads the public API the way the site does, to know what the page must show. */
export async function api<T>(path: string, language: 'english' | 'hindi' = 'english'): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/public/api/v1${path}`, { headers: { 'accept-language': language } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}
