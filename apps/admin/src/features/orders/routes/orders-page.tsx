import '../orders.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminOrderListItem } from '@sankalp/contract';
import { Button, columnHelper, DataTable, FormError, Money, PageHeader, StatusBadge, type DataTableColumn } from '../../../components/ui/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOrderList } from '../api/orders-api.ts';
import { OrderFiltersBar } from '../components/order-filters-bar.tsx';
import { useOrderFilters } from '../components/use-order-filters.ts';

const col = columnHelper<TAdminOrderListItem>();

/** The order list: filters and search in the URL, 50 orders a page, "Show more" for the next. */
export function OrdersPage() {
  const { t, i18n } = useTranslation('orders');
  const hi = i18n.language === 'hi';
  const [filters, setFilters] = useOrderFilters();
  const list = useOrderList(filters);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items), [list.data]);

  const columns = useMemo<DataTableColumn<TAdminOrderListItem>[]>(
    () => [
      col.accessor('orderId', { header: t('columns.order'), cell: ({ row }) => <Link to={`/orders/${row.original.orderId}`}>{row.original.orderId}</Link> }),
      col.accessor('devoteeName', { header: t('columns.devotee'), cell: ({ row }) => `${row.original.devoteeName} · ${row.original.phone}` }),
      col.display({ id: 'event', header: t('columns.event'), cell: ({ row }) => (hi ? row.original.eventNameHi : row.original.eventNameEn) }),
      col.display({ id: 'temple', header: t('columns.temple'), cell: ({ row }) => (hi ? row.original.templeNameHi : row.original.templeNameEn) }),
      col.accessor('eventDateTime', { header: t('columns.pujaDate'), cell: ({ row }) => formatDateTime(row.original.eventDateTime, i18n.language) }),
      col.display({ id: 'items', header: t('columns.items'), cell: ({ row }) => (hi ? row.original.itemsSummaryHi : row.original.itemsSummaryEn) }),
      col.accessor('totalPaise', { header: t('columns.total'), cell: ({ row }) => <Money paise={row.original.totalPaise} /> }),
      col.accessor('status', { header: t('columns.status'), cell: ({ row }) => <StatusBadge status={row.original.status} /> }),
      col.accessor('createdAt', { header: t('columns.created'), cell: ({ row }) => formatDateTime(row.original.createdAt, i18n.language) }),
    ],
    [t, hi, i18n.language],
  );

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <OrderFiltersBar key={filters.q ?? ''} filters={filters} onChange={setFilters} />
      {list.error && <FormError>{list.error.message}</FormError>}
      <DataTable label={t('title')} columns={columns} data={rows} getRowId={(r) => r.orderId} loading={list.isLoading} empty={t('empty')} />
      {list.hasNextPage && (
        <div className="orders-more no-print">
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('showMore')}
          </Button>
        </div>
      )}
    </>
  );
}
