import type { TEventDetail, TOfferingItem, TPujaPackage } from '@sankalp/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatRupees } from '../../../lib/format.ts';
import { OfferingItemControl, PrasadCheckbox, useCart, useFinishGuestChoice, usePickPackage } from '../../cart/index.ts';
import type { EventKind } from '../types.ts';
import { BasketLink } from './basket-link.tsx';
import styles from './event-detail.module.css';
import { IMAGE_SIZES, responsiveImage } from '../../../lib/responsive-image.ts';

function PackageCard({ pkg, bookable, busy, onSelect }: { pkg: TPujaPackage; bookable: boolean; busy: boolean; onSelect: () => void }) {
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
        <button
          type="button"
          className={buttonClass('primary', { block: true })}
          onClick={onSelect}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={t('detail.packages.selectNamed', { name: pkg.name })}
        >
          {t('detail.packages.select')}
        </button>
      )}
    </li>
  );
}

/**
 * As many desktop columns as packages, up to four, set in the markup: an auto-fit grid sized itself by
 * the cards parsed so far, so a page painted mid-download showed its first card full width and then
 * shrank it as the others arrived (a layout shift seen on loaded machines).
 */
const packageColumns = (count: number) => ({ '--package-columns': Math.min(count, 4) }) as CSSProperties;

/** `control` is the add button or stepper; puja add-ons are added from the basket, after the package. */
function OfferingItemRow({ item, control }: { item: TOfferingItem; control: ReactNode }) {
  const { t } = useTranslation('event');
  const language = useLanguage();
  return (
    <li className={styles.item}>
      <img
        {...responsiveImage(item.imageInfo.url, IMAGE_SIZES.thumb)}
        alt={item.imageInfo.altText || item.name}
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
      />
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
      {control && <div className={styles.addButton}>{control}</div>}
    </li>
  );
}

/** Puja packages or chadawa items; only an in-progress event can be booked (spec §4). */
export function ParticipateSection({ event, kind, headingId }: { event: TEventDetail; kind: EventKind; headingId: string }) {
  const { t } = useTranslation('event');
  const { pick, pendingId } = usePickPackage(event.id, event.mainSection.name);
  const cart = useCart();
  // What a guest tapped before signing in (the sign-in reloaded this page) is done now.
  useFinishGuestChoice({ event, cart: cart.isPending ? undefined : (cart.data ?? null), pick });
  const bookable = event.eventType === 'INPROGRESS_EVENT';
  const status = event.eventType === 'EVENT_END' ? t('detail.ended') : event.eventType === 'UPCOMING_EVENT' ? t('detail.upcoming') : null;

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
        <ul className={styles.packages} style={packageColumns(event.pujaPackageList.length)}>
          {event.pujaPackageList.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} bookable={bookable} busy={pendingId !== null} onSelect={() => void pick(pkg)} />
          ))}
        </ul>
      )}
      {event.eventType !== 'EVENT_END' && kind === 'puja' && event.offeringItemList.length > 0 && (
        <h3 className={styles.subTitle}>{t('detail.addOnsTitle')}</h3>
      )}
      {event.eventType !== 'EVENT_END' && event.offeringItemList.length > 0 && (
        <ul className={styles.items}>
          {event.offeringItemList.map((item) => (
            <OfferingItemRow key={item.id} item={item} control={bookable && kind === 'chadawa' ? <OfferingItemControl event={event} item={item} /> : null} />
          ))}
        </ul>
      )}
      {bookable && kind === 'chadawa' && (
        <>
          <PrasadCheckbox event={event} cart={cart.data} />
          <BasketLink eventId={event.id} />
        </>
      )}
    </>
  );
}
