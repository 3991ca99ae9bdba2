import type { TEventDetail } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatRupees } from '../../../lib/format.ts';
import { OfferingItemControl } from './offering-item-control.tsx';
import styles from './cart-page.module.css';
import { IMAGE_SIZES, responsiveImage } from '../../../lib/responsive-image.ts';

/** Spec §9: the item list scrolls, with gradients at its edges, when it has more than 3 items. */
const SCROLL_AFTER_ITEMS = 3;

/** The basket's add-item modal: the event's offerings with their steppers (puja add-ons live here). */
export function AddItemsDialog({ event, onClose }: { event: TEventDetail; onClose: () => void }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  return (
    <ModalDialog titleId="add-items-title" title={t('cart.addItemsTitle')} closeLabel={t('cart.close')} onClose={onClose} wide>
      <ul className={`${styles.addList} ${event.offeringItemList.length > SCROLL_AFTER_ITEMS ? styles.addListScroll : ''}`}>
        {event.offeringItemList.map((item) => (
          <li key={item.id} className={styles.addRow}>
            <img {...responsiveImage(item.imageInfo.url, IMAGE_SIZES.thumb)} alt="" width={56} height={56} loading="lazy" />
            <span className={styles.addName}>
              {item.name}
              <strong>{formatRupees(item.amount, language)}</strong>
            </span>
            <OfferingItemControl event={event} item={item} />
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}
