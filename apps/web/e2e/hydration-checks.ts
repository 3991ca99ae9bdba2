import type { Page } from 'playwright-core';

/** What the browser tests check of a server-rendered page as it hydrates (public-pages.e2e.ts, hydration.e2e.ts). */

declare global {
  interface Window {
    /** The headings taken out of the page so far (recordRemovedHeadings). */
    __removedHeadings: string[];
  }
}

/**
 * What React reports when the browser's first render differs from the server's HTML: the recoverable
 * error main.tsx logs, and the production build's minified errors (#418 hydration mismatch, #419
 * server fallback, #423 root re-rendered on the client, #425 text mismatch).
 */
export const HYDRATION_FAULT = /hydrat|React recoverable error|Minified React error #(418|419|423|425)\b|react\.dev\/errors\/(418|419|423|425)\b/i;

/**
 * True once React owns every element of #root: hydration attaches its fiber to each node it adopts
 * (a Suspense boundary still waiting for its chunk keeps the server's nodes, unowned, until then).
 * Markup set through dangerouslySetInnerHTML is React's as a whole, through its container; the
 * image preloads React puts first in the stream (`#root > link`) are hints it does not hydrate.
 */
export const fullyHydrated = (page: Page) =>
  page.evaluate(() => {
    const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    const setAsHtml = (node: Element) =>
      Object.entries(node).some(([key, value]) => key.startsWith('__reactProps$') && (value as { dangerouslySetInnerHTML?: unknown })?.dangerouslySetInnerHTML);
    const unowned = [...document.querySelectorAll('#root *:not(#root > link)')].filter((node) => {
      if (owned(node)) return false;
      for (let parent = node.parentElement; parent; parent = parent.parentElement) if (owned(parent)) return !setAsHtml(parent);
      return true;
    });
    return document.documentElement.hasAttribute('data-hydrated') && unowned.length === 0;
  });

/** The second language pack (sign-in and booking texts) answers this late, as on a slow connection. */
export const LATE_TEXTS_MS = 800;

/**
 * Records every heading taken out of the page. A part of the page that suspends as it hydrates
 * (texts not loaded yet) is swapped for its Suspense fallback by the next update above it: the page
 * the server sent vanishes until its texts arrive.
 */
export function recordRemovedHeadings() {
  const removed: string[] = [];
  window.__removedHeadings = removed;
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.removedNodes)
        if (node instanceof Element) for (const h of node.matches('h1, h2') ? [node] : node.querySelectorAll('h1, h2')) removed.push(h.textContent ?? '');
  }).observe(document, { subtree: true, childList: true });
}

/** The headings of a page, as the server sent them and as the hydrated page shows them. */
export const headings = (page: Page, html?: string) =>
  page.evaluate((source) => {
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll('#root :is(h1, h2, h3)')].map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim());
  }, html);
