import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { openLogin } from '../../../lib/login-prompt.ts';
import { NoticeCard } from './notice-card.tsx';

/** Bookings are a signed-in view: a guest gets a login prompt that opens the 'Please Login' modal. */
export function SignedOutCard() {
  const { t } = useTranslation('orders');
  const login = (
    <button type="button" className={buttonClass('primary')} onClick={() => openLogin({ reason: 'bookings' })}>
      {t('signedOut.login')}
    </button>
  );
  return <NoticeCard title={t('signedOut.title')} body={t('signedOut.body')} action={login} />;
}
