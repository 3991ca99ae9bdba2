import type { TEventKind, TOfferingItem } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { trackAddToCart } from '../../../lib/analytics.ts';
import { openLogin } from '../../../lib/login-prompt.ts';
import { useUserToken } from '../../../lib/use-user-token.ts';
import { useCartChange } from '../api/use-cart-change.ts';
import { addItem, countOf, decrementItem } from '../lib/cart-rules.ts';
import { setBasket, useBasket } from '../lib/basket-store.ts';
import styles from './booking.module.css';

type Props = { event: { id: string; type: TEventKind }; item: TOfferingItem };

/**
 * '+ Add' for guests (opens 'Please Login' saying why, and clears the basket, spec §4; the item is
 * added once they have signed in, see use-finish-guest-choice.ts); for a signed-in
 * devotee '+ Add' then a stepper. Each control locks itself while its change is under way.
 */
export function OfferingItemControl({ event, item }: Props) {
  const { t } = useTranslation('booking');
  const token = useUserToken();
  const basket = useBasket();
  const { change, isLocked } = useCartChange();
  const count = countOf(basket, item.id, event.id);
  const locked = isLocked(item.id);
  const line = { id: item.id, amount: item.amount, itemName: item.name, imageInfo: item.imageInfo, chadawaId: event.id };
  const request = (quantity: number) => ({ parentId: event.id, type: event.type, itemId: item.id, subType: 'OFFERING_ITEM' as const, quantity });

  const add = () => {
    if (!token) {
      setBasket([]);
      openLogin({ reason: 'addItem', name: item.name, resume: { kind: 'addItem', eventId: event.id, itemId: item.id } });
      return;
    }
    trackAddToCart({ name: item.name, value: item.amount });
    void change(request(count + 1), (items) => addItem(items, line));
  };
  const remove = () => void change(request(Math.max(0, count - 1)), (items) => decrementItem(items, line));

  if (!token || count === 0) {
    return (
      <button
        type="button"
        className={buttonClass('secondary', { small: true, className: styles.add })}
        onClick={add}
        disabled={locked}
        aria-label={t('items.addNamed', { name: item.name })}
      >
        {t('items.add')}
      </button>
    );
  }
  return (
    <div className={styles.stepper} role="group" aria-label={item.name} aria-busy={locked || undefined}>
      <button type="button" className={styles.stepButton} onClick={remove} disabled={locked} aria-label={t('items.decrease', { name: item.name })}>
        −
      </button>
      <output className={styles.stepCount} aria-live="polite" aria-label={t('items.quantity', { count })}>
        {count}
      </output>
      <button type="button" className={styles.stepButton} onClick={add} disabled={locked} aria-label={t('items.increase', { name: item.name })}>
        +
      </button>
    </div>
  );
}
