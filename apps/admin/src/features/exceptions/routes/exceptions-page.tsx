import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentException } from '@sankalp/contract';
import { Button, columnHelper, DataTable, Money, PageHeader, Select, StatusBadge } from '../../../components/ui/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { exceptionsQueryKey, getExceptions } from '../api/exceptions.ts';
import { RefundExceptionDialog } from '../components/refund-exception-dialog.tsx';

const col = columnHelper<TPaymentException>();

/** The exceptions queue: payments no order keeps, open ones first, each resolved by a full refund (decision 143). */
export function ExceptionsPage() {
  const { t, i18n } = useTranslation('exceptions');
  const [state, setState] = useState<'open' | 'all'>('open');
  const [refunding, setRefunding] = useState<TPaymentException | null>(null);
  const query = useQuery({ queryKey: exceptionsQueryKey(state), queryFn: ({ signal }) => getExceptions(state, signal) });
  const columns = useMemo(
    () => [
      col.accessor('orderId', { header: t('columns.order') }),
      col.accessor('kind', { header: t('columns.kind'), cell: ({ getValue }) => t(`kinds.${getValue()}`) }),
      col.accessor('amountPaise', { header: t('columns.amount'), cell: ({ getValue }) => <Money paise={getValue()} /> }),
      col.accessor('detectedAt', { header: t('columns.detected'), cell: ({ getValue }) => formatDateTime(getValue(), i18n.language) }),
      col.display({
        id: 'state',
        header: t('columns.state'),
        cell: ({ row }) => {
          const e = row.original;
          if (e.resolvedAt) return <StatusBadge status="PROCESSED" label={t('resolved')} tone="success" />;
          if (e.refund) return <StatusBadge status={e.refund.status} />;
          return <StatusBadge status="PENDING" label={t('open')} tone="warning" />;
        },
      }),
      col.display({
        id: 'actions',
        header: t('columns.actions'),
        cell: ({ row }) => {
          const e = row.original;
          const canRefund = !e.resolvedAt && (!e.refund || e.refund.status === 'FAILED');
          return canRefund ? (
            <Button variant="danger" onClick={() => setRefunding(e)} aria-label={t('refundOf', { order: e.orderId })}>
              {t('refund')}
            </Button>
          ) : null;
        },
      }),
    ],
    [t, i18n.language],
  );
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Select
        label={t('show')}
        value={state}
        onChange={(e) => setState(e.target.value === 'all' ? 'all' : 'open')}
        options={[
          { value: 'open', label: t('showOpen') },
          { value: 'all', label: t('showAll') },
        ]}
      />
      <DataTable label={t('title')} columns={columns} data={query.data} getRowId={(e) => e.exceptionId} loading={query.isPending} empty={t('empty')} />
      {refunding && <RefundExceptionDialog exception={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
