import type { TCart, TEventDetail } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatRupees, formatShortDate } from '../../../lib/format.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { packageFirst } from '../lib/cart-rules.ts';
import { displayDay } from '../lib/date-options.ts';
import styles from './cart-page.module.css';
import { IMAGE_SIZES, responsiveImage } from '../../../lib/responsive-image.ts';

const BACK_TO = { PUJA: '/puja', OFFERING: '/chadawa' } as const;

/**
 * Review booking (spec §2): the event, then the payment summary with the package first, the to-pay
 * total and 'Incl. all taxes and charges'. Every amount is the server's (its priced cart). For a
 * puja whose date the devotee picks, the date shown is the picked one, not the event's own.
 */
export function ReviewPanel({ cart, event, pickedDay = '' }: { cart: TCart; event: TEventDetail | null | undefined; pickedDay?: string }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const lines = packageFirst(cart.itemList);
  const participants = lines.find((l) => l.subType === 'PARTICIPANT');
  return (
    <section className={styles.review} aria-labelledby="review-title">
      <div className={styles.reviewHead}>
        <LangLink to={BACK_TO[cart.type] ?? '/'} className={styles.back}>
          <ChevronLeftIcon size={20} />
          <span className="visually-hidden">{t('review.back')}</span>
        </LangLink>
        <h2 id="review-title" className={styles.reviewTitle}>
          {t('review.title')}
        </h2>
      </div>
      {event && (
        <div className={styles.eventBox}>
          <img
            {...responsiveImage(event.mainSection.titleImageInfo.url, IMAGE_SIZES.thumb)}
            alt={event.mainSection.titleImageInfo.altText || event.mainSection.name}
            width={96}
            height={96}
          />
          <div>
            <p className={styles.eventDate}>
              {t('review.eventDate')}: {pickedDay ? displayDay(pickedDay) : formatShortDate(event.mainSection.eventDateTime || event.eventDateTime, language)}
            </p>
            <h3 className={styles.eventName}>{event.mainSection.name}</h3>
            <div className={styles.eventDescription} dangerouslySetInnerHTML={{ __html: sanitizeHtml(event.mainSection.shortDescription) }} />
            <p className={styles.eventPlace}>
              {event.mainSection.location.address}
              {event.mainSection.location.pincode && ` – ${event.mainSection.location.pincode}`}
            </p>
          </div>
        </div>
      )}
      <h3 className={styles.summaryTitle}>{t('review.summary')}</h3>
      <ul className={styles.lines}>
        {lines
          .filter((l) => l.subType !== 'PARTICIPANT')
          .map((line) => (
            <li key={line.id} className={styles.line}>
              <span>
                {line.name}
                <span className={styles.qty}> · {t('review.quantity', { count: line.quantity })}</span>
              </span>
              <strong>{line.totalAmount === 0 ? t('review.free') : formatRupees(line.totalAmount, language)}</strong>
            </li>
          ))}
        {participants && (
          <li className={styles.line}>
            <span>{t('review.participants', { count: participants.quantity })}</span>
            <strong>{t('review.free')}</strong>
          </li>
        )}
      </ul>
      <p className={styles.total}>
        <span>{t('review.toPay')}</span>
        <strong>{formatRupees(cart.totalAmount, language)}</strong>
      </p>
      <p className={styles.taxes}>{t('review.taxes')}</p>
    </section>
  );
}
