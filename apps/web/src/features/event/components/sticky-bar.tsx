import type { TEventDetail } from '@sankalp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLangNavigate } from '../../../components/ui/lang-link.tsx';
import { trackBookChadawa } from '../../../lib/analytics.ts';
import { notify } from '../../../lib/toast.ts';
import { useAppState, useLanguage } from '../../../lib/app-state.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { ShareIcon } from '../../../components/ui/icons.tsx';
import { shareLink, shareUrl } from '../lib/share.ts';
import type { EventKind } from '../types.ts';
import { Countdown } from './countdown.tsx';
import styles from './event-detail.module.css';

type Props = { event: TEventDetail; kind: EventKind; showCountdown: boolean; onParticipate: () => void };

/** Stays at the bottom of the screen: countdown, share, and the way to the booking options. */
export function StickyBar({ event, kind, showCountdown, onParticipate }: Props) {
  const { t } = useTranslation('event');
  const { t: tb } = useTranslation('booking');
  const navigate = useLangNavigate();
  const language = useLanguage();
  // Read from the shared state, not the cart feature: this bar ships with every event card's chunk.
  const basket = useAppState((s) => s.cart.cartItems);
  // Chadawa bar (spec §4): 'offer chadawa' scrolls to the items once, then 'book chadawa' goes to the basket.
  const [offered, setOffered] = useState(false);
  const onBarButton = () => {
    if (kind === 'puja' || !offered) {
      onParticipate();
      setOffered(true);
    } else if (basket.some((item) => item.chadawaId === event.id)) {
      const chosen = basket.filter((item) => item.chadawaId === event.id);
      trackBookChadawa({
        eventId: event.id,
        eventName: event.mainSection.name,
        itemCount: chosen.reduce((sum, item) => sum + item.count, 0),
        value: chosen.reduce((sum, item) => sum + item.amount * item.count, 0),
      });
      void navigate('/cart');
    } else notify.warning(tb('items.noChadawaSelected'), 3000);
  };
  const bookable = event.eventType === 'INPROGRESS_EVENT';
  const share = () =>
    void shareLink(
      { url: shareUrl(language), title: event.mainSection.name, text: t('detail.shareText', { name: event.mainSection.name }) },
      { copied: t('detail.linkCopied'), failed: t('detail.shareFailed') },
    );

  return (
    <div className={styles.stickyBar}>
      <div className={`container ${styles.stickyInner}`}>
        {showCountdown && bookable ? <Countdown closesAt={event.mainSection.eventBookingClosesDateTime || event.eventBookingClosesDateTime} /> : <span />}
        <div className={styles.stickyActions}>
          <button type="button" className={buttonClass('secondary', { small: true, className: styles.shareButton })} onClick={share}>
            <ShareIcon size={18} />
            <span className={styles.shareLabel}>{t('detail.share')}</span>
          </button>
          {bookable && (
            <button type="button" className={buttonClass('primary', { small: true, className: styles.barButton })} onClick={onBarButton}>
              {kind === 'puja' ? t('detail.bar.participate') : offered ? tb('items.bookChadawa') : t('detail.bar.offerChadawa')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
