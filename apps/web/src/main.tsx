import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
