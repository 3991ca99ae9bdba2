import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * A page that shows the visitor's own data (basket, bookings, profile, payment): its content
 * depends on the session kept in the browser, so the server sends the loading state and the
 * browser renders the page once it has hydrated (README, "What the server renders").
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return useHydrated() ? children : <Spinner label={t('loading')} />;
}
