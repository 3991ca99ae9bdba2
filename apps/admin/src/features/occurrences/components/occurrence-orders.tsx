import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOccurrence, TOccurrenceOrder } from '@sankalp/contract';
import { Button, columnHelper, DataTable, Dialog, FormError, StatusBadge, TextField, type DataTableColumn } from '../../../components/ui/index.ts';
import { errorMessage, notifySuccess } from '../../../lib/toast.ts';
import { VideoUpload } from '../../media/index.ts';
import { usePersonalClip } from '../api/occurrence-api.ts';

/** A personal clip for one order: uploaded for that order, it replaces the group video there. */
function ClipDialog({ occurrence, order, onClose }: { occurrence: TOccurrence; order: TOccurrenceOrder; onClose: () => void }) {
  const { t } = useTranslation('occurrences');
  const mutation = usePersonalClip({ eventId: occurrence.eventId, date: occurrence.date });
  return (
    <Dialog open onClose={onClose} title={t('orders.clipTitle', { name: order.devoteeName })} description={t('orders.clipHint')}>
      <VideoUpload
        target={{ orderId: order.orderId }}
        onUploaded={({ id }) =>
          mutation.mutate(
            { orderId: order.orderId, mediaId: id },
            {
              onSuccess: () => {
                notifySuccess(t('orders.clipDone'));
                onClose();
              },
            },
          )
        }
      />
      {mutation.error && <FormError>{errorMessage(mutation.error)}</FormError>}
    </Dialog>
  );
}

const mark = (value: unknown) => (value ? '✓' : '—');

/** Rows a page: a festival day has hundreds, and a phone at the temple should not draw them all. */
export const ORDERS_PAGE_SIZE = 25;

/**
 * The orders whose devotee name, gotra, order id or AWB contains what was typed, in any case and
 * however the keyboard composed it (ज़ is one code point or ज plus a nukta).
 */
export function findOrders(orders: TOccurrenceOrder[], typed: string): TOccurrenceOrder[] {
  const wanted = typed.trim().normalize('NFC').toLocaleLowerCase();
  if (!wanted) return orders;
  return orders.filter((o) =>
    [o.devoteeName, o.gotra, o.orderId, o.trackingNumber ?? ''].some((text) => text.normalize('NFC').toLocaleLowerCase().includes(wanted)),
  );
}

function useOrderColumns(onClip: (order: TOccurrenceOrder) => void): DataTableColumn<TOccurrenceOrder>[] {
  const { t } = useTranslation('occurrences');
  return useMemo(() => {
    const col = columnHelper<TOccurrenceOrder>();
    return [
      col.accessor('devoteeName', { header: t('orders.devotee') }),
      col.accessor('orderId', { header: t('orders.order'), cell: ({ getValue }) => <Link to={`/orders/${getValue()}`}>{getValue()}</Link> }),
      col.display({
        id: 'status',
        header: t('orders.status'),
        cell: ({ row }) => (row.original.refunded ? t('orders.refunded') : <StatusBadge status={row.original.status} />),
      }),
      col.display({ id: 'performed', header: t('orders.performed'), cell: ({ row }) => mark(row.original.performedAt) }),
      col.display({ id: 'video', header: t('orders.video'), cell: ({ row }) => (row.original.video ? t(`orders.videoKinds.${row.original.video}`) : '—') }),
      col.display({
        id: 'shipped',
        header: t('orders.shipped'),
        cell: ({ row }) => (row.original.hasPrasad ? (row.original.trackingNumber ?? '—') : t('orders.noPrasad')),
      }),
      col.display({ id: 'delivered', header: t('orders.delivered'), cell: ({ row }) => mark(row.original.deliveredAt) }),
      col.display({
        id: 'actions',
        header: t('orders.actions'),
        cell: ({ row }) => {
          const o = row.original;
          return o.performedAt && o.video !== 'PERSONAL' && !o.refunded ? (
            <Button variant="secondary" onClick={() => onClip(o)}>
              {t('orders.clip')}
            </Button>
          ) : null;
        },
      }),
    ];
  }, [t, onClip]);
}

/**
 * Every order of the day, found by name, gotra, order id or AWB and shown a page at a time (a
 * card each on a phone); a performed order can get its own clip.
 */
export function OccurrenceOrders({ occurrence }: { occurrence: TOccurrence }) {
  const { t } = useTranslation('occurrences');
  const [clipFor, setClipFor] = useState<TOccurrenceOrder | null>(null);
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const found = useMemo(() => findOrders(occurrence.orders, typed), [occurrence.orders, typed]);
  const pages = Math.max(1, Math.ceil(found.length / ORDERS_PAGE_SIZE));
  // A refetch may leave fewer orders than the page showed: stay on the last page there is.
  const current = Math.min(page, pages);
  const shown = useMemo(() => found.slice((current - 1) * ORDERS_PAGE_SIZE, current * ORDERS_PAGE_SIZE), [found, current]);
  const columns = useOrderColumns(setClipFor);
  const title = t('orders.title', { count: occurrence.orders.length });
  return (
    <section className="card" aria-labelledby="occurrence-orders">
      <h2 id="occurrence-orders">{title}</h2>
      <TextField
        className="occurrence-find no-print"
        label={t('orders.find')}
        hint={t('orders.findHint')}
        type="search"
        maxLength={100}
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setPage(1);
        }}
      />
      <DataTable
        label={title}
        columns={columns}
        data={shown}
        getRowId={(o) => o.orderId}
        empty={typed.trim() ? t('orders.noneFound') : undefined}
        paging={{ page: current, pageSize: ORDERS_PAGE_SIZE, total: found.length, onPageChange: setPage }}
      />
      {clipFor && <ClipDialog occurrence={occurrence} order={clipFor} onClose={() => setClipFor(null)} />}
    </section>
  );
}
