import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { matchPage, preloadPage } from './app/routes.tsx';
import { config } from './config.ts';
import { appStore, persistState, setLanguage } from './lib/app-state.ts';
import { initI18n } from './lib/i18n.ts';
import { initialLanguage } from './lib/language-url.ts';
import { queryClient } from './lib/query-client.ts';
import { ensureGuestId } from './lib/storage.ts';

const root = document.getElementById('root')!;
const stateScript = document.getElementById('app-state');
/** Served by the API, the page arrives rendered (decision 160); Vite's dev server sends an empty root. */
const serverRendered = root.firstElementChild !== null && stateScript !== null;

// A rendered page is hydrated in the language it was rendered in (its <html lang>); the URL's
// language otherwise, else the one chosen on an earlier visit.
const language = serverRendered
  ? document.documentElement.lang === 'hi'
    ? 'hindi'
    : 'english'
  : initialLanguage(window.location.search, appStore.get().language.currentLanguage);
setLanguage(language);
persistState();
ensureGuestId();

// The tag manager (when configured) waits for the page to load: on a cheap phone the first screen
// matters more, and events pushed to the data layer meanwhile are read when it starts.
if (config.gtmId) {
  const injectTags = () => void import('./lib/tag-manager.ts').then(({ injectTagManager }) => injectTagManager(config.gtmId));
  if (document.readyState === 'complete') injectTags();
  else window.addEventListener('load', injectTags, { once: true });
}

/** A hydration mismatch is a bug: it is logged so the browser tests fail on it. */
const onRecoverableError = (error: unknown) => console.error('React recoverable error:', error);

async function start() {
  // The first page's chunk and texts load together; hydration waits for both, so it matches the HTML.
  await Promise.all([initI18n(language), preloadPage(matchPage(window.location.pathname).id).catch(() => {})]);
  const app = (
    <StrictMode>
      <App language={language} />
    </StrictMode>
  );
  if (serverRendered) {
    hydrate(queryClient, JSON.parse(stateScript.textContent ?? '{}') as DehydratedState);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (hundreds of ms on a slow phone: taps and scrolls wait,
    // Lighthouse's Total Blocking Time). The page is already visible, so nothing is seen later.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError });
    });
  } else {
    createRoot(root).render(app);
  }
}
void start();
