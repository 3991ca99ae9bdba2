import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_NOTE_MAX, type TAdminOrderDetail } from '@sankalp/contract';
import { Button, FormError, Money, StatusBadge, TextAreaField } from '../../../components/ui/index.ts';
import { formatDate, formatDateTime, formatPaise } from '../../../lib/format.ts';
import { refundablePaise } from '../../fulfilment/index.ts';
import { auditWho, refundReasonKind, timelineReason } from '../lib/timeline-reason.ts';
import { errorMessage } from '../../../lib/toast.ts';
import { downloadOrderDocument, useAddNote } from '../api/orders-api.ts';

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

const METHODS = new Set(['upi', 'card', 'netbanking', 'wallet', 'emi', 'paylater', 'cardless_emi', 'bank_transfer']);

/** Items, payments and refunds, in rupees and words (issue 21): what was paid, what went back, what is kept. */
export function MoneySection({ order }: Props) {
  const { t, i18n } = useTranslation(['orders', 'exceptions']);
  const hi = i18n.language === 'hi';
  const refunding = order.refunds.some((r) => r.status !== 'FAILED');
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
      <ul className="money-list">
        {order.payments.map((p) => (
          <li key={p.id}>
            <StatusBadge status={p.status} label={t(`money.paymentStatus.${p.status}`)} tone={p.status === 'CAPTURED' ? 'success' : undefined} />{' '}
            <Money paise={p.amountPaise} /> · {p.method ? t(`money.methods.${METHODS.has(p.method) ? p.method : 'other'}`) : t('money.methods.unknown')} ·{' '}
            {t(`money.providers.${p.provider}`)} · {formatDateTime(p.createdAt, i18n.language)}
            {p.failureReason && <span className="money-list__detail">{t('money.failure', { reason: p.failureReason })}</span>}
            <span className="money-list__detail">{t('money.reference', { id: p.providerPaymentId ?? p.providerOrderId })}</span>
          </li>
        ))}
      </ul>
      <h3>{t('detail.refunds')}</h3>
      {order.refunds.length === 0 && <p>{t('detail.none')}</p>}
      <ul className="money-list">
        {order.refunds.map((r) => {
          const kind = refundReasonKind(r.reason);
          return (
            <li key={r.id}>
              <StatusBadge status={r.status} label={t(`money.refundStatus.${r.status}`)} /> <Money paise={r.amountPaise} /> ·{' '}
              {r.requestedBy ? t('money.askedBy', { name: r.requestedBy }) : t('money.askedAutomatically')} · {formatDateTime(r.createdAt, i18n.language)}
              <span className="money-list__detail">{t('money.refundReason', { reason: kind ? t(`exceptions:kinds.${kind}`) : r.reason })}</span>
              {r.failureReason && <span className="money-list__detail">{t('money.failure', { reason: r.failureReason })}</span>}
            </li>
          );
        })}
      </ul>
      {refunding && (
        <p className="money-kept">
          {t('money.kept')}: <Money paise={refundablePaise(order)} />
        </p>
      )}
      <DocumentList order={order} />
    </Section>
  );
}

/** The receipt, refund notes and 80G receipts issued for the order, each downloadable (issue 23). */
function DocumentList({ order }: Props) {
  const { t, i18n } = useTranslation('orders');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const documents = order.documents ?? [];
  const open = async (documentId: string) => {
    setBusy(documentId);
    setError(null);
    try {
      await downloadOrderDocument(order.orderId, documentId);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <h3>{t('detail.documents')}</h3>
      {documents.length === 0 && <p>{t('detail.none')}</p>}
      <ul className="money-list">
        {documents.map((d) => (
          <li key={d.id}>
            {t(`detail.documentKinds.${d.kind}`)} {d.number} · <Money paise={d.amountPaise} /> · {formatDateTime(d.issuedAt, i18n.language)} ·{' '}
            {t(`detail.documentLanguage.${d.language}`)}{' '}
            <Button onClick={() => void open(d.id)} loading={busy === d.id}>
              {t('detail.downloadDocument')}
            </Button>
          </li>
        ))}
      </ul>
      <FormError>{error}</FormError>
    </>
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

/** One timeline entry's reason in the operator's words (lib/timeline-reason.ts), or nothing when its shape is not known. */
function ReasonText({ reason }: { reason: string }) {
  const { t, i18n } = useTranslation('orders');
  const words = timelineReason(reason);
  if (!words) return null;
  const text = t(`reasons.${words.key}`, {
    name: words.name ?? t('reasons.system'),
    amount: words.amountPaise === undefined ? '' : formatPaise(words.amountPaise),
    at: words.at ? formatDateTime(words.at, i18n.language) : '',
    courier: words.courier,
    tracking: words.tracking,
    reason: words.reason,
    kind: words.kind ? t(`exceptions:kinds.${words.kind}`) : '',
  });
  return <> · {text}</>;
}

export function TimelineSection({ order }: Props) {
  const { t, i18n } = useTranslation(['orders', 'common']);
  return (
    <Section id="order-timeline" title={t('detail.timeline')}>
      <ol className="timeline">
        {order.timeline.map((entry, i) => (
          <li key={i}>
            <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time> —{' '}
            {entry.step ? t(`steps.${entry.step}`) : t(`common:status.${entry.toStatus}`)}
            <ReasonText reason={entry.reason} />
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Who({ actor }: { actor: string }) {
  const { t } = useTranslation(['orders', 'common']);
  const who = auditWho(actor);
  if ('role' in who) return t('who.staff', { name: who.name, role: t(`common:roles.${who.role}`) });
  if ('raw' in who) return who.raw;
  if (who.kind === 'devotee') return who.name ? t('who.devotee', { name: who.name }) : t('who.devoteeNoName');
  return t(`who.${who.kind}`);
}

export function AuditSection({ order }: Props) {
  const { t, i18n } = useTranslation(['orders', 'audit']);
  return (
    <Section id="order-audit" title={t('detail.audit')}>
      {order.audit.length === 0 && <p>{t('detail.none')}</p>}
      <ol className="timeline">
        {order.audit.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time> — <Who actor={entry.actor} /> ·{' '}
            {t(`audit:actions.${entry.action}`, { defaultValue: t('audit:orderChanged') })}
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
