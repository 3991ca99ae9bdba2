import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { config } from './config.ts';
import { preloadRoute } from './app/routes.tsx';
import './app/styles/global.css';
import { appStore, persistState, setLanguage } from './lib/app-state.ts';
import { initI18n } from './lib/i18n.ts';
import { initialLanguage } from './lib/language-url.ts';
import { ensureGuestId } from './lib/storage.ts';

// Start in the URL's language when it names one, so the right language pack is the only one fetched.
const language = initialLanguage(window.location.search, appStore.get().language.currentLanguage);
setLanguage(language);
persistState();
ensureGuestId();
void initI18n(language);
preloadRoute(window.location.pathname);

// The tag manager (when configured) waits for the page to load: on a cheap phone the first screen
// matters more, and events pushed to the data layer meanwhile are read when it starts.
if (config.gtmId) {
  const injectTags = () => void import('./lib/tag-manager.ts').then(({ injectTagManager }) => injectTagManager(config.gtmId));
  if (document.readyState === 'complete') injectTags();
  else window.addEventListener('load', injectTags, { once: true });
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
