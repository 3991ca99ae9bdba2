import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import type { TTemple } from '@sankalp/contract';
import { DataTable, PageHeader, StatusBadge, StatusFilter, columnHelper, useStatusFilter } from '../../../components/ui/index.ts';
import { useSignedInStaff } from '../../../lib/staff.ts';
import { useTemples, type TempleStatus } from '../api/temples.ts';

const col = columnHelper<TTemple>();
const STATUSES: TempleStatus[] = ['active', 'archived', 'all'];

/** What the action routes (edit, archive) get from the list. */
export type TemplesOutletContext = { temples: TTemple[] | undefined };

/** Every temple (operators read, admins also create, edit and archive); actions open over the list as routes. */
export function TemplesPage() {
  const { t, i18n } = useTranslation('temples');
  const me = useSignedInStaff();
  const isAdmin = me.role === 'admin';
  const { status, search, setStatus } = useStatusFilter(STATUSES);
  const list = useTemples(status);
  const hindi = i18n.language === 'hi';

  // Stable columns: new cell functions on every render would remount every cell (and drop keyboard focus).
  const columns = useMemo(
    () => [
      col.display({
        id: 'name',
        header: t('columns.name'),
        cell: ({ row }) => <span lang={hindi ? 'hi' : 'en'}>{hindi ? row.original.nameHi : row.original.nameEn}</span>,
      }),
      col.display({ id: 'address', header: t('columns.address'), cell: ({ row }) => (hindi ? row.original.addressHi : row.original.addressEn) }),
      col.accessor('pincode', { header: t('columns.pincode') }),
      col.display({
        id: 'contact',
        header: t('columns.contact'),
        cell: ({ row }) => [row.original.contactName, row.original.contactPhone, row.original.contactEmail].filter(Boolean).join(' · ') || '—',
      }),
      col.display({
        id: 'status',
        header: t('columns.status'),
        cell: ({ row }) =>
          row.original.archivedAt ? (
            <StatusBadge status="ARCHIVED" label={t('archived')} />
          ) : (
            <StatusBadge status="ACTIVE" label={t('active')} tone="success" />
          ),
      }),
      ...(isAdmin
        ? [
            col.display({
              id: 'actions',
              header: t('columns.actions'),
              cell: ({ row }) => {
                const x = row.original;
                const name = hindi ? x.nameHi : x.nameEn;
                return (
                  <div className="button-row">
                    <Link className="ui-button ui-button--secondary" to={`${x.id}/edit${search}`} aria-label={t('editOf', { name })}>
                      {t('edit')}
                    </Link>
                    {x.archivedAt ? (
                      <Link className="ui-button ui-button--ghost" to={`${x.id}/restore${search}`} aria-label={t('restoreOf', { name })}>
                        {t('restore')}
                      </Link>
                    ) : (
                      <Link className="ui-button ui-button--danger" to={`${x.id}/archive${search}`} aria-label={t('archiveOf', { name })}>
                        {t('archive')}
                      </Link>
                    )}
                  </div>
                );
              },
            }),
          ]
        : []),
    ],
    [t, hindi, search, isAdmin],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          isAdmin && (
            <Link className="ui-button ui-button--primary" to={`new${search}`}>
              {t('add')}
            </Link>
          )
        }
      />
      <StatusFilter label={t('filterStatus')} statuses={STATUSES} value={status} optionLabel={(value) => t(`statuses.${value}`)} onChange={setStatus} />
      <DataTable label={t('title')} columns={columns} data={list.data} getRowId={(x) => x.id} loading={list.isPending} empty={t('empty')} />
      <Outlet context={{ temples: list.data } satisfies TemplesOutletContext} />
    </>
  );
}
