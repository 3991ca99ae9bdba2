import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_PAYMENT_FILTERS, ORDER_STATUS_VALUES } from '@sankalp/contract';
import { Button, Select, TextField } from '../../../components/ui/index.ts';
import type { OrderFilters } from './use-order-filters.ts';

/** Search box and filters above the list; every change goes to the URL (use-order-filters.ts). */
export function OrderFiltersBar({ filters, onChange }: { filters: OrderFilters; onChange: (change: Partial<OrderFilters>) => void }) {
  const { t } = useTranslation(['orders', 'common']);
  const [q, setQ] = useState(filters.q ?? '');
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() || undefined });
  };
  return (
    <div className="orders-filters no-print">
      <form role="search" onSubmit={search} className="orders-filters__search">
        <TextField label={t('search.label')} hint={t('search.hint')} value={q} onChange={(e) => setQ(e.target.value)} type="search" maxLength={100} />
        <Button type="submit" variant="primary">
          {t('search.submit')}
        </Button>
      </form>
      <Select
        label={t('filters.status')}
        placeholder={t('filters.all')}
        value={filters.status ?? ''}
        onChange={(e) => onChange({ status: e.target.value || undefined })}
        options={ORDER_STATUS_VALUES.map((s) => ({ value: s, label: t(`common:status.${s}`, { defaultValue: s }) }))}
      />
      <Select
        label={t('filters.payment')}
        placeholder={t('filters.all')}
        value={filters.payment ?? ''}
        onChange={(e) => onChange({ payment: e.target.value || undefined })}
        options={ORDER_PAYMENT_FILTERS.map((p) => ({ value: p, label: t(`payment.${p}`) }))}
      />
      <TextField
        label={t('filters.pujaDate')}
        type="date"
        value={filters.pujaDate ?? ''}
        onChange={(e) => onChange({ pujaDate: e.target.value || undefined })}
      />
      {Object.keys(filters).length > 0 && (
        <Button
          onClick={() => {
            setQ('');
            onChange({ status: undefined, payment: undefined, pujaDate: undefined, templeId: undefined, eventId: undefined, q: undefined });
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
