import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLangNavigate } from '../../../components/ui/lang-link.tsx';
import { getUserToken } from '../../../lib/storage.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { SignInFlow } from '../components/sign-in-flow.tsx';
import styles from './auth-page.module.css';

/** /auth: the sign-in flow as a page; afterwards it goes to / (spec §4 "Login"). */
export default function AuthPage() {
  const { t } = useTranslation('pages');
  const { t: ta } = useTranslation('account');
  const navigate = useLangNavigate();
  usePageTitle(t('auth'));
  // Read once: the token appears mid-flow for new users, who must still reach the name step.
  const [signedInAlready] = useState(() => Boolean(getUserToken()));
  useEffect(() => {
    if (signedInAlready) void navigate('/', { replace: true });
  }, [signedInAlready, navigate]);
  if (signedInAlready) return null;

  return (
    <section className={`container ${styles.page}`} aria-labelledby="page-title">
      <div className={styles.card}>
        <h1 id="page-title" className={styles.title}>
          {t('auth')}
        </h1>
        <p className={styles.lead}>{ta('signIn.lead')}</p>
        <SignInFlow />
      </div>
    </section>
  );
}
