import type { TCart, TEventKind } from '@sankalp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/app-state.ts';
import { openLogin } from '../../../lib/login-prompt.ts';
import { formatRupees } from '../../../lib/format.ts';
import { useUserToken } from '../../../lib/use-user-token.ts';
import { useCartChange } from '../api/use-cart-change.ts';
import styles from './booking.module.css';

type Props = { event: { id: string; type: TEventKind; prasadInfo: { id: string; amount: number } | null }; cart: TCart | null | undefined };

/**
 * Prasad delivery (spec §4): each change posts a cart update; a free prasad is forced on, locked
 * and labelled free. The server cart records the choice, so it follows the devotee across devices.
 */
export function PrasadCheckbox({ event, cart }: Props) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const token = useUserToken();
  const { change, isLocked } = useCartChange('prasad.updateFailed');
  const [pending, setPending] = useState<boolean | null>(null);
  const prasad = event.prasadInfo;
  if (!prasad) return null;

  const free = prasad.amount === 0;
  const inCart = cart?.parentId === event.id && cart.itemList.some((l) => l.subType === 'PRASAD');
  const checked = free || (pending ?? inCart);

  const toggle = async (next: boolean) => {
    if (!token) return openLogin(next ? { reason: 'prasad', resume: { kind: 'prasad', eventId: event.id, prasadId: prasad.id } } : { reason: 'default' });
    setPending(next);
    await change({ parentId: event.id, type: event.type, itemId: prasad.id, subType: 'PRASAD', quantity: next ? 1 : 0 });
    setPending(null);
  };

  return (
    <label className={styles.prasad}>
      <input type="checkbox" checked={checked} disabled={free || isLocked(prasad.id)} onChange={(e) => void toggle(e.target.checked)} />
      <span className={styles.prasadText}>
        <span>{t('prasad.label')}</span>
        <strong className={free ? styles.freeTag : styles.prasadPrice}>{free ? t('prasad.free') : formatRupees(prasad.amount, language)}</strong>
      </span>
    </label>
  );
}
