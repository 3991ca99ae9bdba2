import type { TOrderDetail, TOrderSankalp } from '@sankalp/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatShortDate, formatTime } from '../../../lib/format.ts';
import { kindContext } from '../lib/order-kind.ts';
import { isPaid } from '../lib/order-status.ts';
import { SankalpForm } from './sankalp-form.tsx';
import detailStyles from './order-details.module.css';
import { Row } from './order-panels.tsx';
import styles from './sankalp.module.css';

/**
 * "Your sankalp" (issue 12): the exact sentence the priest will read, the names in it, and while
 * booking is open an Edit button; afterwards it says this is the final sankalp, and once the puja is
 * performed that the priest read it. A cancelled order
 * has no sankalp to read, so it has no section.
 */
export function SankalpSection({ order }: { order: TOrderDetail }) {
  const sankalp = order.sankalp;
  if (!sankalp || order.orderStatus === 'CANCELLED') return null;
  return <SankalpCard order={order} sankalp={sankalp} />;
}

/**
 * Once performed (the server's `performed`) the sentence was read; while paid it will be read; while
 * the payment is still owed (failed, pending, being confirmed) only once it is complete (issue 21).
 */
function sankalpLead(order: TOrderDetail, sankalp: TOrderSankalp) {
  if (sankalp.performed) return 'sankalp.leadDone';
  return isPaid(order.orderStatus) ? 'sankalp.lead' : 'sankalp.leadUnpaid';
}

function SankalpCard({ order, sankalp }: { order: TOrderDetail; sankalp: TOrderSankalp }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  // Closing the form (cancel or save) puts focus back where it was opened: the Edit button, or the
  // heading if the sankalp can no longer be edited; not on the page's start.
  const returnFocus = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    (editButton.current ?? heading.current)?.focus();
  }, [editing]);
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const until = sankalp.editableUntil ? `${formatShortDate(sankalp.editableUntil, language)}, ${formatTime(sankalp.editableUntil, language)}` : null;
  return (
    <section className={styles.section} aria-labelledby="sankalp-title">
      <h2 id="sankalp-title" className={styles.title} ref={heading} tabIndex={-1}>
        {t('sankalp.title')}
      </h2>
      {editing && sankalp.editable ? (
        <SankalpForm order={order} sankalp={sankalp} onDone={close} />
      ) : (
        <>
          <p className={styles.lead}>{t(sankalpLead(order, sankalp), { context: kindContext(order.type) })}</p>
          <blockquote className={styles.text} data-testid="sankalp-text">
            {sankalp.text}
          </blockquote>
          <dl className={detailStyles.rows}>
            <Row label={t('sankalp.name')} value={sankalp.name} />
            <Row label={t('sankalp.gotra')} value={sankalp.gotra} />
            {sankalp.additionalNames.length > 0 && <Row label={t('sankalp.otherNames')} value={sankalp.additionalNames.join(', ')} />}
          </dl>
          {sankalp.editable && until ? (
            <div className={styles.actions}>
              <p className={styles.note}>{t('sankalp.until', { when: until })}</p>
              <button type="button" ref={editButton} className={buttonClass('secondary', { small: true })} onClick={() => setEditing(true)}>
                {t('sankalp.edit')}
              </button>
            </div>
          ) : (
            !sankalp.performed && <p className={styles.note}>{t('sankalp.locked')}</p>
          )}
        </>
      )}
    </section>
  );
}
