import type { TEventDetail, TOfferingItem, TPujaPackage } from '@sankalp/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { ANALYTICS_EVENTS, track } from '../../../lib/analytics.ts';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatRupees } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import type { EventKind } from '../types.ts';
import styles from './event-detail.module.css';

/** Booking itself (cart, payment) is a later issue: for now a choice is acknowledged with a toast. */
function useAcknowledge(kind: EventKind) {
  const { t } = useTranslation('event');
  return (name: string, value: number) => {
    track(kind === 'puja' ? ANALYTICS_EVENTS.bookPuja : ANALYTICS_EVENTS.bookChadawa, { name, value, currency: 'INR' });
    notify.info(t('detail.bookingSoon', { name }), 3000);
  };
}

function PackageCard({ pkg, bookable, onSelect }: { pkg: TPujaPackage; bookable: boolean; onSelect: () => void }) {
  const { t } = useTranslation('event');
  const language = useLanguage();
  return (
    <li className={styles.package}>
      <h3 className={styles.packageName}>{pkg.name}</h3>
      <p className={styles.price}>{formatRupees(pkg.amount, language)}</p>
      <p className={styles.packageFor}>{t('detail.packages.forDevotees', { count: pkg.maxUserAllowed })}</p>
      <ul className={styles.bullets}>
        {pkg.description.map((line, i) => (
          <li key={i}>
            <CheckIcon size={16} />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      {bookable && (
        <button type="button" className={buttonClass('primary', { block: true })} onClick={onSelect} aria-label={t('detail.packages.selectNamed', { name: pkg.name })}>
          {t('detail.packages.select')}
        </button>
      )}
    </li>
  );
}

function OfferingItemRow({ item, bookable, onAdd }: { item: TOfferingItem; bookable: boolean; onAdd: () => void }) {
  const { t } = useTranslation('event');
  const language = useLanguage();
  return (
    <li className={styles.item}>
      <img src={item.imageInfo.url} alt={item.imageInfo.altText || item.name} width={96} height={96} loading="lazy" decoding="async" />
      <div className={styles.itemBody}>
        <h3 className={styles.itemName}>{item.name}</h3>
        <p className={styles.itemDescription}>{item.description}</p>
        <p className={styles.itemPrice}>
          <strong>{formatRupees(item.amount, language)}</strong>
          {item.itemAmount > item.amount && (
            <>
              <s aria-hidden="true">{formatRupees(item.itemAmount, language)}</s>
              <span className="visually-hidden">{t('detail.items.listPrice', { amount: formatRupees(item.itemAmount, language) })}</span>
            </>
          )}
        </p>
      </div>
      {bookable && (
        <button type="button" className={buttonClass('secondary', { small: true, className: styles.addButton })} onClick={onAdd} aria-label={t('detail.items.addNamed', { name: item.name })}>
          {t('detail.items.add')}
        </button>
      )}
    </li>
  );
}

/** Puja packages or chadawa items; only an in-progress event can be booked (spec §4). */
export function ParticipateSection({ event, kind, headingId }: { event: TEventDetail; kind: EventKind; headingId: string }) {
  const { t } = useTranslation('event');
  const acknowledge = useAcknowledge(kind);
  const bookable = event.eventType === 'INPROGRESS_EVENT';
  const status =
    event.eventType === 'EVENT_END' ? t('detail.ended') : event.eventType === 'UPCOMING_EVENT' ? t('detail.upcoming') : null;

  return (
    <>
      <h2 id={headingId} className={styles.sectionTitle}>
        {kind === 'puja' ? t('detail.participateTitle') : t('detail.offerTitle')}
      </h2>
      {status && (
        <p className={`${styles.status} ${event.eventType === 'EVENT_END' ? styles.statusEnded : ''}`} role="status">
          {status}
        </p>
      )}
      {event.eventType !== 'EVENT_END' && kind === 'puja' && event.pujaPackageList.length > 0 && (
        <ul className={styles.packages}>
          {event.pujaPackageList.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} bookable={bookable} onSelect={() => acknowledge(pkg.name, pkg.amount)} />
          ))}
        </ul>
      )}
      {event.eventType !== 'EVENT_END' && kind === 'puja' && event.offeringItemList.length > 0 && (
        <h3 className={styles.subTitle}>{t('detail.addOnsTitle')}</h3>
      )}
      {event.eventType !== 'EVENT_END' && event.offeringItemList.length > 0 && (
        <ul className={styles.items}>
          {event.offeringItemList.map((item) => (
            <OfferingItemRow key={item.id} item={item} bookable={bookable} onAdd={() => acknowledge(item.name, item.amount)} />
          ))}
        </ul>
      )}
    </>
  );
}
