import { startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useVisibility } from '../../features/config/index.ts';
import { useAppState } from '../../lib/app-state.ts';
import { Footer } from './footer.tsx';
import { Header, HeaderPlaceholder } from './header.tsx';
import { IdentityEffects } from './identity-effects.tsx';
import { UrlEffects } from './url-effects.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';

const LoginModal = lazyComponent(() => import('./login-modal.tsx'));
const Toaster = lazyComponent(() => import('./toaster.tsx'));

const LOADING = { english: 'Loading…', hindi: 'लोड हो रहा है…' } as const;

/**
 * Mounts the toast host once the page is idle, keeping sonner out of the first load. A transition:
 * a part of the page still hydrating is left as the server sent it, not swapped for its fallback.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setReady(true));
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: 2500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(done, 1200);
    return () => clearTimeout(id);
  }, []);
  return ready;
}

export function RootLayout() {
  const showModal = useAppState((s) => s.showModal);
  const language = useAppState((s) => s.language.currentLanguage);
  const visibility = useVisibility();
  const idle = useAfterFirstPaint();

  return (
    <>
      <UrlEffects />
      <IdentityEffects />
      <a href="#main" className="skip-link">
        {language === 'hindi' ? 'मुख्य सामग्री पर जाएँ' : 'Skip to content'}
      </a>
      {visibility.header && (
        <Suspense fallback={<HeaderPlaceholder />}>
          <Header />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner label={LOADING[language]} />}>
          <Outlet />
        </Suspense>
      </main>
      {visibility.footer && (
        <Suspense fallback={null}>
          <Footer showWhatsappButton={visibility.whatsappButton} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {showModal && <LoginModal />}
        {idle && <Toaster />}
      </Suspense>
    </>
  );
}
