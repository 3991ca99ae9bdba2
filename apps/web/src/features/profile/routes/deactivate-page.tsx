import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLangNavigate } from '../../../components/ui/lang-link.tsx';
import { endSessionLocally } from '../../../lib/session.ts';
import { useUserToken } from '../../../lib/use-user-token.ts';
import { AccountPage } from '../components/account-page.tsx';
import { DeactivateForm } from '../components/deactivate-form.tsx';
import { SignedOutCard } from '../components/signed-out-card.tsx';
import styles from '../components/profile.module.css';

/** Long enough to read the confirmation, short enough not to feel stuck. */
const REDIRECT_AFTER_MS = 4000;

/** /profile/deactivate: form, then a confirmation that clears local storage and goes home (spec §4). */
export default function DeactivatePage() {
  const { t } = useTranslation('pages');
  const { t: ta } = useTranslation('account');
  const token = useUserToken();
  const navigate = useLangNavigate();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  useEffect(() => {
    if (doneMessage === null) return;
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [doneMessage, navigate]);

  const onDone = (message: string) => {
    // The server has ended every session of the account; this device forgets it too.
    endSessionLocally();
    setDoneMessage(message);
  };

  return (
    <AccountPage title={t('deactivate')}>
      {doneMessage !== null ? (
        <div className={styles.card} role="status">
          <h2 className={styles.cardTitle}>{doneMessage}</h2>
          <p className={styles.muted}>{ta('deactivate.redirecting')}</p>
        </div>
      ) : token ? (
        <DeactivateForm onDone={onDone} />
      ) : (
        <SignedOutCard />
      )}
    </AccountPage>
  );
}
