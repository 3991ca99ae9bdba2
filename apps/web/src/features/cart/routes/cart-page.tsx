import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/ui/simple-page.tsx';
import { useAppState } from '../../../lib/app-state.ts';

export default function CartPage() {
  const { t } = useTranslation('pages');
  const items = useAppState((s) => s.cart.cartItems);
  return (
    <SimplePage title={t('cart')}>
      {items.length === 0 && <p>{t('cartEmpty')}</p>}
    </SimplePage>
  );
}
