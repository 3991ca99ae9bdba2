import type { Language } from '@sankalp/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ServerAppState, serverAppState } from '../lib/app-state.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppRoutes } from './routes.tsx';

/** The site in the browser; `language`: the one the server rendered the page in (hydration starts from it). */
export function App({ language }: { language: Language }) {
  const [hydrationState] = useState(() => serverAppState(language));
  // <html data-hydrated>: the page is React's from here on (browser tests wait for it).
  useEffect(() => void document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <ServerAppState.Provider value={hydrationState}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </ServerAppState.Provider>
  );
}
