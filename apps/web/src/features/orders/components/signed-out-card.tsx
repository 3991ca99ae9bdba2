import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { setShowModal } from '../../../lib/app-state.ts';
import { NoticeCard } from './notice-card.tsx';

/** Bookings are a signed-in view: a guest gets a login prompt that opens the 'Please Login' modal. */
export function SignedOutCard() {
  const { t } = useTranslation('orders');
  const login = (
    <button type="button" className={buttonClass('primary')} onClick={() => setShowModal(true)}>
      {t('signedOut.login')}
    </button>
  );
  return <NoticeCard title={t('signedOut.title')} body={t('signedOut.body')} action={login} />;
}
