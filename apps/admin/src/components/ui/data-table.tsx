import { createColumnHelper, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Loading } from './loading.tsx';

/** Core rows and columns only: paging, sorting and filtering happen on the server (decision 102). */
export const dataTableFeatures = tableFeatures({});
export type DataTableFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of columns mixes value types, as TanStack's own examples type it
export type DataTableColumn<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;

/**
 * Typed column builder for DataTable: `const col = columnHelper<TOrderRow>();` then
 * `[col.accessor('id', { header: t('orders:columns.id') }), col.display({ id: 'actions', header: '…', cell: ({ row }) => … })]`.
 * Give headers as strings: a phone shows each cell under its header's text (stacked cards).
 */
export const columnHelper = <T extends RowData>() => createColumnHelper<DataTableFeatures, T>();

export type DataTablePaging = {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Rows on the server across all pages. */
  total: number;
  onPageChange: (page: number) => void;
};

export type DataTableProps<T extends RowData> = {
  /** Accessible name of the table (e.g. the page title); also its visually hidden caption. */
  label: string;
  columns: DataTableColumn<T>[];
  /** The rows of the current page. Keep it stable (query data), not a fresh `[]` each render. */
  data: T[] | undefined;
  getRowId: (row: T) => string;
  loading?: boolean;
  /** Shown when the page has no rows. */
  empty?: ReactNode;
  paging?: DataTablePaging;
};

const EMPTY: never[] = [];

const headerText = (header: unknown): string => (typeof header === 'string' ? header : '');

/**
 * A server-paged table: a <table> on a desk; on a phone (≤ 640 px) every row becomes a card whose
 * cells carry their column's name (CSS reads data-label). Loading, empty and page controls included.
 */
export function DataTable<T extends RowData>({ label, columns, data, getRowId, loading = false, empty, paging }: DataTableProps<T>) {
  const { t } = useTranslation();
  const table = useTable({ features: dataTableFeatures, columns, data: data ?? (EMPTY as T[]), getRowId: (row) => getRowId(row) });
  const rows = table.getRowModel().rows;
  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;

  return (
    <div className="ui-table" aria-busy={loading || undefined}>
      <table className="ui-table__table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} data-label={headerText(cell.column.columnDef.header)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {loading && <Loading />}
      {!loading && rows.length === 0 && <p className="ui-table__empty">{empty ?? t('table.empty')}</p>}
      {paging && paging.total > 0 && (
        <nav className="ui-table__paging no-print" aria-label={t('table.pagingLabel', { label })}>
          <Button onClick={() => paging.onPageChange(paging.page - 1)} disabled={loading || paging.page <= 1}>
            {t('table.previous')}
          </Button>
          <span className="ui-table__page" aria-live="polite">
            {t('table.pageOf', { page: paging.page, pages, total: paging.total })}
          </span>
          <Button onClick={() => paging.onPageChange(paging.page + 1)} disabled={loading || paging.page >= pages}>
            {t('table.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
