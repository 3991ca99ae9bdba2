import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import type { TStaffMember } from '@sankalp/contract';
import { DataTable, PageHeader, StatusBadge, StatusFilter, columnHelper, useStatusFilter } from '../../../components/ui/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSignedInStaff } from '../../../lib/staff.ts';
import { useStaffList, type StaffStatus } from '../api/staff.ts';
import '../staff.css';

const col = columnHelper<TStaffMember>();
const STATUSES: StaffStatus[] = ['active', 'revoked', 'all'];

/** What the staff section's action routes (grant, edit, revoke, history) get from the list. */
export type StaffOutletContext = { members: TStaffMember[] | undefined };

/** Everyone with console access: role, temples, since when; actions open over the list as their own routes. */
export function StaffPage() {
  const { t, i18n } = useTranslation('staff');
  const me = useSignedInStaff();
  const { status, search, setStatus } = useStatusFilter(STATUSES);
  const list = useStaffList(status);

  // Stable columns: new cell functions on every render would remount every cell (and drop keyboard focus).
  const columns = useMemo(
    () => [
      col.accessor('name', { header: t('columns.name') }),
      col.accessor('phone', { header: t('columns.phone'), cell: ({ getValue }) => <span className="staff-phone">{getValue()}</span> }),
      col.accessor('role', {
        header: t('columns.role'),
        cell: ({ row }) =>
          row.original.revokedAt ? <StatusBadge status="REVOKED" label={t('revoked')} tone="danger" /> : t(`common:roles.${row.original.role}`),
      }),
      col.display({
        id: 'temples',
        header: t('columns.temples'),
        cell: ({ row }) =>
          row.original.temples.length ? row.original.temples.map((x) => (i18n.language === 'hi' ? x.nameHi : x.nameEn)).join(', ') : t('allTemples'),
      }),
      col.accessor('createdAt', { header: t('columns.since'), cell: ({ getValue }) => formatDate(getValue(), i18n.language) }),
      col.display({
        id: 'actions',
        header: t('columns.actions'),
        cell: ({ row }) => {
          const m = row.original;
          return (
            <div className="button-row">
              {!m.revokedAt && (
                <Link className="ui-button ui-button--secondary" to={`${m.staffId}/edit${search}`} aria-label={t('editOf', { name: m.name })}>
                  {t('edit')}
                </Link>
              )}
              <Link className="ui-button ui-button--ghost" to={`${m.staffId}/history${search}`} aria-label={t('historyOf', { name: m.name })}>
                {t('history')}
              </Link>
              {!m.revokedAt && m.staffId !== me.staffId && (
                <Link className="ui-button ui-button--danger" to={`${m.staffId}/revoke${search}`} aria-label={t('revokeOf', { name: m.name })}>
                  {t('revoke')}
                </Link>
              )}
            </div>
          );
        },
      }),
    ],
    [t, i18n.language, search, me.staffId],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link className="ui-button ui-button--primary" to={`grant${search}`}>
            {t('grantAccess')}
          </Link>
        }
      />
      <StatusFilter label={t('filterStatus')} statuses={STATUSES} value={status} optionLabel={(value) => t(`statuses.${value}`)} onChange={setStatus} />
      <DataTable label={t('title')} columns={columns} data={list.data} getRowId={(m) => m.staffId} loading={list.isPending} empty={t('empty')} />
      <Outlet context={{ members: list.data } satisfies StaffOutletContext} />
    </>
  );
}
