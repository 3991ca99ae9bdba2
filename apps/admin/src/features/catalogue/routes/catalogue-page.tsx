import '../components/catalogue.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CATALOGUE_PAGE_SIZE, EVENT_STATUSES, type TCatalogueEventListQuery, type TCatalogueEventRow } from '@sankalp/contract';
import { columnHelper, DataTable, PageHeader, Select, StatusBadge, TextField } from '../../../components/ui/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useEventList, useTemples } from '../api/events.ts';
import { CatalogueNav } from '../components/catalogue-nav.tsx';

const col = columnHelper<TCatalogueEventRow>();

/** Every puja and chadawa, whatever its status; filters live in the URL so a link keeps them. */
export function CataloguePage() {
  const { t, i18n } = useTranslation('catalogue');
  const hindi = i18n.language.startsWith('hi');
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const query: TCatalogueEventListQuery = {
    type: (params.get('type') as TCatalogueEventListQuery['type']) || undefined,
    status: (params.get('status') as TCatalogueEventListQuery['status']) || undefined,
    templeId: params.get('templeId') || undefined,
    q: params.get('q') || undefined,
    page: Number(params.get('page') ?? '0') || 0,
  };
  const list = useEventList(query);
  const temples = useTemples();
  const set = (key: string, value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });

  const columns = useMemo(
    () => [
      col.display({
        id: 'name',
        header: t('columns.name'),
        cell: ({ row }) => (
          <Link to={`/catalogue/events/${row.original.id}`}>{(hindi ? row.original.name.hi : row.original.name.en) || t('editor.untitled')}</Link>
        ),
      }),
      col.display({ id: 'type', header: t('columns.type'), cell: ({ row }) => t(`types.${row.original.type}`) }),
      col.display({ id: 'status', header: t('columns.status'), cell: ({ row }) => <StatusBadge status={row.original.status} /> }),
      col.display({ id: 'temple', header: t('columns.temple'), cell: ({ row }) => (hindi ? row.original.templeName.hi : row.original.templeName.en) }),
      col.display({ id: 'date', header: t('columns.date'), cell: ({ row }) => formatDateTime(row.original.eventDateTime, i18n.language) }),
    ],
    [t, hindi, i18n.language],
  );

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <CatalogueNav />
      <p className="catalogue-new">
        <Link className="ui-button ui-button--primary" to="/catalogue/events/new?type=PUJA">
          {t('list.newPuja')}
        </Link>{' '}
        <Link className="ui-button ui-button--secondary" to="/catalogue/events/new?type=OFFERING">
          {t('list.newOffering')}
        </Link>
      </p>
      <form
        className="catalogue-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          set('q', q.trim());
        }}
      >
        <TextField label={t('filters.search')} type="search" value={q} onChange={(e) => setQ(e.target.value)} onBlur={() => set('q', q.trim())} />
        <Select
          label={t('filters.type')}
          placeholder={t('filters.all')}
          value={query.type ?? ''}
          onChange={(e) => set('type', e.target.value)}
          options={[
            { value: 'PUJA', label: t('types.PUJA') },
            { value: 'OFFERING', label: t('types.OFFERING') },
          ]}
        />
        <Select
          label={t('filters.status')}
          placeholder={t('filters.all')}
          value={query.status ?? ''}
          onChange={(e) => set('status', e.target.value)}
          options={EVENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <Select
          label={t('filters.temple')}
          placeholder={t('filters.all')}
          value={query.templeId ?? ''}
          onChange={(e) => set('templeId', e.target.value)}
          options={(temples.data ?? []).map((tp) => ({ value: tp.id, label: hindi ? tp.name.hi : tp.name.en }))}
        />
      </form>
      <DataTable
        label={t('list.label')}
        columns={columns}
        data={list.data?.rows}
        getRowId={(row) => row.id}
        loading={list.isFetching}
        empty={t('list.empty')}
        paging={{ page: (query.page ?? 0) + 1, pageSize: CATALOGUE_PAGE_SIZE, total: list.data?.total ?? 0, onPageChange: (p) => set('page', String(p - 1)) }}
      />
    </>
  );
}
