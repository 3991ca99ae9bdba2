import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isResendable, type TAdminOrderDetail, type TAdminOrderMessage, type TMessageStatus } from '@sankalp/contract';
import { Button, columnHelper, DataTable, Dialog, StatusBadge, type DataTableColumn, type StatusTone } from '../../../components/ui/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/toast.ts';
import { useResendMessage } from '../api/orders-api.ts';

const TONES: Record<TMessageStatus, StatusTone> = {
  PENDING: 'warning',
  SENDING: 'info',
  SENT: 'info',
  DELIVERED: 'success',
  READ: 'success',
  FAILED: 'danger',
};

/**
 * Whether Resend is offered: not while anything of the message's chain (the first message, its SMS
 * fallbacks, resends, their fallbacks) is on its way — the API refuses it then. Every role that sees
 * the order may resend (the API's `orders.fulfil`, which all roles have).
 */
export function canResend(message: TAdminOrderMessage, all: readonly TAdminOrderMessage[]): boolean {
  return isResendable(all.some((m) => m.id === message.id) ? all : [...all, message], message.id);
}

type Row = TAdminOrderMessage & { number: number };

function Times({ message }: { message: TAdminOrderMessage }) {
  const { t, i18n } = useTranslation('orders');
  const times = (['createdAt', 'sentAt', 'deliveredAt', 'readAt', 'failedAt'] as const).filter((k) => message[k]);
  return (
    <ul className="message-times">
      {times.map((k) => (
        <li key={k}>
          {t(`messages.times.${k}`)} <time dateTime={message[k]!}>{formatDateTime(message[k]!, i18n.language)}</time>
        </li>
      ))}
    </ul>
  );
}

/** The state badge; for a failed or retried message its attempts and the last error; then when each step happened. */
function State({ message }: { message: TAdminOrderMessage }) {
  const { t } = useTranslation('orders');
  return (
    <div className="message-state">
      <StatusBadge status={message.status} label={t(`messages.status.${message.status}`)} tone={TONES[message.status]} />
      {(message.status === 'FAILED' || message.lastError) && (
        <small>
          {t('messages.attempts', { count: message.attempts })}
          {message.lastError && ` · ${message.lastError}`}
        </small>
      )}
      <Times message={message} />
    </div>
  );
}

/** The full text is long (the sankalp, links): closed until asked for, and marked with its language. */
function Text({ message }: { message: TAdminOrderMessage }) {
  const { t } = useTranslation('orders');
  return (
    <details className="message-text">
      <summary>{t('messages.showText')}</summary>
      <p lang={message.language === 'hindi' ? 'hi' : 'en'}>{message.body}</p>
    </details>
  );
}

/**
 * Every message to the devotee about this order and how far it got, with Resend (confirmed in a
 * dialog) for each one that is not on its way. Messages are numbered so a fallback or a resend can
 * name the one it stands for.
 */
export function MessagesSection({ order }: { order: TAdminOrderDetail }) {
  const { t } = useTranslation('orders');
  const [confirming, setConfirming] = useState<Row | null>(null);
  const resend = useResendMessage(order.orderId);
  const rows = useMemo(() => order.messages.map((m, i) => ({ ...m, number: i + 1 })), [order.messages]);
  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const numberOf = (id: string | null) => rows.find((r) => r.id === id)?.number ?? '?';
    const col = columnHelper<Row>();
    return [
      col.display({
        id: 'what',
        header: t('messages.columns.what'),
        cell: ({ row: { original: m } }) => (
          <div>
            <strong className="message-what">
              #{m.number} {t(`messages.kinds.${m.kind}`)}
            </strong>
            {m.fallbackOf && <small className="message-marker">{t('messages.fallbackOf', { number: numberOf(m.fallbackOf) })}</small>}
            {m.resendOf && <small className="message-marker">{t('messages.resendOf', { number: numberOf(m.resendOf) })}</small>}
          </div>
        ),
      }),
      col.display({
        id: 'channel',
        header: t('messages.columns.channel'),
        cell: ({ row: { original: m } }) => (
          <div>
            <span>
              {t(`messages.channels.${m.channel}`)} · {t(`messages.languages.${m.language}`)}
            </span>
            <span className="message-recipient">{m.recipient}</span>
          </div>
        ),
      }),
      col.display({ id: 'state', header: t('messages.columns.state'), cell: ({ row: { original: m } }) => <State message={m} /> }),
      col.display({ id: 'text', header: t('messages.columns.text'), cell: ({ row: { original: m } }) => <Text message={m} /> }),
      col.display({
        id: 'actions',
        header: t('messages.columns.actions'),
        cell: ({ row: { original: m } }) =>
          canResend(m, rows) ? (
            <Button className="no-print" onClick={() => setConfirming(m)} aria-label={t('messages.resendLabel', { number: m.number })}>
              {t('messages.resend')}
            </Button>
          ) : null,
      }),
    ];
  }, [t, rows]);

  const confirm = () => {
    if (!confirming) return;
    resend.mutate(confirming.id, {
      onSuccess: (copy) => notifySuccess(t('messages.resent', { channel: t(`messages.channels.${copy.channel}`), recipient: copy.recipient })),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <section className="card order-messages" aria-labelledby="order-messages">
      <h2 id="order-messages">{t('messages.title')}</h2>
      <DataTable label={t('messages.title')} columns={columns} data={rows} getRowId={(m) => m.id} empty={t('messages.empty')} />
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('messages.confirmTitle')}
        footer={
          <div className="button-row">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="primary" loading={resend.isPending} onClick={confirm}>
              {t('messages.resend')}
            </Button>
          </div>
        }
      >
        {confirming && (
          <p>
            {t('messages.confirmText', {
              number: confirming.number,
              kind: t(`messages.kinds.${confirming.kind}`),
              recipient: confirming.recipient,
            })}
          </p>
        )}
      </Dialog>
    </section>
  );
}
