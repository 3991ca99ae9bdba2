import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import { useBasket } from '../../cart/index.ts';
import styles from './event-detail.module.css';

/** Under the chadawa items: how many are in the basket, and the way to it. */
export function BasketLink({ eventId }: { eventId: string }) {
  const { t } = useTranslation('booking');
  const count = useBasket()
    .filter((item) => item.chadawaId === eventId)
    .reduce((sum, item) => sum + item.count, 0);
  if (count === 0) return null;
  return (
    <div className={styles.basketLink} role="status">
      <span>{t('items.inBasket', { count })}</span>
      <LangLink to="/cart" className={buttonClass('primary', { small: true })}>
        {t('items.goToBasket')}
      </LangLink>
    </div>
  );
}
