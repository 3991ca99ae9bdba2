import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_NOTE_MAX, type TAdminOrderDetail } from '@sankalp/contract';
import { Button, FormError, Money, StatusBadge, TextAreaField } from '../../../components/ui/index.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useAddNote } from '../api/orders-api.ts';

type Props = { order: TAdminOrderDetail };

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Fields({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the devotee entered: the names the priest reads out. */
export function DevoteeSection({ order }: Props) {
  const { t, i18n } = useTranslation('orders');
  return (
    <Section id="order-devotee" title={t('detail.devotee')}>
      <Fields
        rows={[
          [t('detail.devoteeName'), order.devoteeName],
          [t('detail.gotra'), order.gotra],
          [t('detail.additionalNames'), order.additionalNames.join(', ') || '—'],
          [t('detail.whatsapp'), order.whatsappNumber],
          [
            t('detail.whatsappOptIn'),
            order.whatsappOptInAt ? t('detail.optedInAt', { at: formatDateTime(order.whatsappOptInAt, i18n.language) }) : t('detail.notOptedIn'),
          ],
          [t('detail.language'), t(`messages.languages.${order.language}`)],
          [t('detail.phone'), order.phone],
          [t('detail.temple'), i18n.language === 'hi' ? order.templeNameHi : order.templeNameEn],
          [t('detail.pujaDate'), formatDateTime(order.eventDateTime, i18n.language)],
          [t('detail.created'), formatDateTime(order.createdAt, i18n.language)],
        ]}
      />
    </Section>
  );
}

/** Items, payments and refunds. */
export function MoneySection({ order }: Props) {
  const { t, i18n } = useTranslation('orders');
  const hi = i18n.language === 'hi';
  return (
    <Section id="order-money" title={t('detail.itemsAndPayments')}>
      <ul>
        {order.items.map((item, i) => (
          <li key={i}>
            {hi ? item.nameHi : item.nameEn} ×{item.quantity} — <Money paise={item.totalPaise} />
          </li>
        ))}
      </ul>
      <p>
        {t('detail.total')}: <Money paise={order.totalPaise} />
      </p>
      <h3>{t('detail.payments')}</h3>
      {order.payments.length === 0 && <p>{t('detail.none')}</p>}
      <ul>
        {order.payments.map((p) => (
          <li key={p.id}>
            <StatusBadge status={p.status} label={p.status} /> <Money paise={p.amountPaise} /> · {p.provider} · {p.method ?? '—'} ·{' '}
            {p.providerPaymentId ?? p.providerOrderId} · {formatDateTime(p.createdAt, i18n.language)}
            {p.failureReason && ` · ${p.failureReason}`}
          </li>
        ))}
      </ul>
      <h3>{t('detail.refunds')}</h3>
      {order.refunds.length === 0 && <p>{t('detail.none')}</p>}
      <ul>
        {order.refunds.map((r) => (
          <li key={r.id}>
            <StatusBadge status={r.status} /> <Money paise={r.amountPaise} /> · {r.reason} · {r.requestedBy ?? '—'} ·{' '}
            {formatDateTime(r.createdAt, i18n.language)}
            {r.failureReason && ` · ${r.failureReason}`}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Prasad delivery, the puja's performance and its video. */
export function ShippingSection({ order }: Props) {
  const { t, i18n } = useTranslation('orders');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : null);
  const address = order.shipping
    ? `${order.shipping.address}, ${order.shipping.city}, ${order.shipping.state} ${order.shipping.pincode}, ${order.shipping.country}`
    : null;
  return (
    <Section id="order-fulfilment" title={t('detail.fulfilment')}>
      <Fields
        rows={[
          [t('detail.performedOn'), order.performedOn ? formatDate(order.performedOn, i18n.language) : null],
          [t('detail.priest'), order.priestName],
          [t('detail.video'), order.videoUrl ? <a href={order.videoUrl}>{order.videoUrl}</a> : null],
          [t('detail.address'), address],
          [t('detail.courier'), order.courierName],
          [t('detail.tracking'), order.trackingUrl ? <a href={order.trackingUrl}>{order.trackingNumber ?? order.trackingUrl}</a> : order.trackingNumber],
          [t('detail.shippedAt'), when(order.shippedAt)],
          [t('detail.deliveredAt'), when(order.deliveredAt)],
        ]}
      />
    </Section>
  );
}

export function TimelineSection({ order }: Props) {
  const { t, i18n } = useTranslation(['orders', 'common']);
  return (
    <Section id="order-timeline" title={t('detail.timeline')}>
      <ol className="timeline">
        {order.timeline.map((entry, i) => (
          <li key={i}>
            <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time> —{' '}
            {entry.step ? t(`steps.${entry.step}`) : t(`common:status.${entry.toStatus}`, { defaultValue: entry.toStatus })} · {entry.reason}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function AuditSection({ order }: Props) {
  const { t, i18n } = useTranslation('orders');
  return (
    <Section id="order-audit" title={t('detail.audit')}>
      {order.audit.length === 0 && <p>{t('detail.none')}</p>}
      <ol className="timeline">
        {order.audit.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time> — {entry.actor} · {entry.action}
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Internal notes (staff only, never edited) and the form to add one. */
export function NotesSection({ order }: Props) {
  const { t, i18n } = useTranslation('orders');
  const [body, setBody] = useState('');
  const add = useAddNote(order.orderId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(body, { onSuccess: () => setBody('') });
  };
  return (
    <Section id="order-notes" title={t('detail.notes')}>
      <ul>
        {order.notes.map((note) => (
          <li key={note.id}>
            <p>{note.body}</p>
            <small>
              {note.staffName} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, i18n.language)}</time>
            </small>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="no-print">
        <TextAreaField label={t('detail.addNote')} value={body} onChange={(e) => setBody(e.target.value)} maxLength={ORDER_NOTE_MAX} rows={3} />
        {add.error && <FormError>{add.error.message}</FormError>}
        <Button type="submit" variant="primary" loading={add.isPending}>
          {t('detail.saveNote')}
        </Button>
      </form>
    </Section>
  );
}
