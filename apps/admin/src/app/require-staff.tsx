import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Button, Loading } from '../components/ui/index.ts';
import { useStaffMe } from '../lib/staff.ts';
import { useStaffToken } from '../lib/staff-session.ts';

/**
 * Pages behind sign-in. No token (never signed in, signed out, or a 401 anywhere cleared it): back
 * to sign-in, remembering the page. With a token: waits for /me, then renders.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useStaffToken();
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useStaffMe();

  useEffect(() => {
    // A session that ended (401, another tab) leaves nothing of the last staff member's data behind.
    if (token === null) queryClient.clear();
  }, [token, queryClient]);

  if (token === null) return <Navigate to="/sign-in" replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  if (me.data) return children;
  if (me.isError)
    return (
      <main className="centered" id="main">
        <p role="alert">{t('errors.meFailed')}</p>
        <Button variant="primary" onClick={() => void me.refetch()}>
          {t('actions.retry')}
        </Button>
      </main>
    );
  return (
    <main className="centered" id="main">
      <Loading />
    </main>
  );
}
