import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TReconciliationDifference } from '@sankalp/contract';
import { DataTable, FormError, Loading, Money, PageHeader, StatusBadge, TextField, columnHelper } from '../../../components/ui/index.ts';
import { useReconciliation } from '../api/reconciliation.ts';

/** Today in India, YYYY-MM-DD. */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const col = columnHelper<TReconciliationDifference>();
const rowId = (d: TReconciliationDifference) => [d.kind, d.orderId, d.paymentId, d.refundId, d.statementId].join('|');

/**
 * Money that adds up (issue 23 part 5, decision 271): captured − refunded against the statements,
 * receipts and refund notes, for a period; every difference listed, never summed away.
 */
export function ReconciliationPage() {
  const { t } = useTranslation('reconciliation');
  const [params, setParams] = useSearchParams();
  const from = params.get('from') || istToday();
  const to = params.get('to') || from;
  const set = (change: Record<string, string>) => setParams((current) => ({ ...Object.fromEntries(current), ...change }));
  const query = useReconciliation(from, to);
  const columns = useMemo(
    () => [
      col.accessor('kind', { header: t('columns.kind'), cell: ({ getValue }) => t(`kinds.${getValue()}`) }),
      col.accessor('orderId', {
        header: t('columns.order'),
        cell: ({ getValue }) => (getValue() ? <Link to={`/orders/${getValue()}`}>{getValue()}</Link> : '—'),
      }),
      col.accessor('amountPaise', { header: t('columns.amount'), cell: ({ getValue }) => <Money paise={getValue()} /> }),
      col.accessor('detail', { header: t('columns.detail') }),
    ],
    [t],
  );
  const r = query.data;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="control-row">
        <TextField label={t('from')} type="date" value={from} onChange={(e) => set({ from: e.target.value })} />
        <TextField label={t('to')} type="date" value={to} onChange={(e) => set({ to: e.target.value })} />
      </div>
      {query.error && <FormError>{query.error.message}</FormError>}
      {query.isLoading && <Loading />}
      {r && (
        <>
          <section className="card" aria-label={t('title')}>
            <dl className="figure-list">
              <div>
                <dt>{t('figures.captured', { count: r.capturedCount })}</dt>
                <dd>
                  <Money paise={r.capturedPaise} />
                </dd>
              </div>
              <div>
                <dt>{t('figures.refunded', { count: r.refundedCount })}</dt>
                <dd>
                  <Money paise={r.refundedPaise} />
                </dd>
              </div>
              <div>
                <dt>{t('figures.net')}</dt>
                <dd>
                  <Money paise={r.capturedPaise - r.refundedPaise} />
                </dd>
              </div>
              <div>
                <dt>{t('figures.settled')}</dt>
                <dd>
                  <Money paise={r.settledPaise} />
                </dd>
              </div>
              <div>
                <dt>{t('figures.open')}</dt>
                <dd>
                  <Money paise={r.openPaise} />
                </dd>
              </div>
              <div className="figure-main">
                <dt>{t('figures.difference')}</dt>
                <dd>
                  <Money paise={r.differencePaise} />
                </dd>
              </div>
            </dl>
            <p role="status">
              {r.differencesTotal === 0 && r.differencePaise === 0 ? (
                <StatusBadge status="OK" label={t('addsUp')} tone="success" />
              ) : (
                <StatusBadge status="DIFFERENCES" label={t('doesNotAddUp', { count: r.differencesTotal })} tone="danger" />
              )}{' '}
              {r.differences.length < r.differencesTotal && t('someListed', { shown: r.differences.length })}
            </p>
          </section>
          {r.differencesTotal > 0 && (
            <section className="card" aria-labelledby="reconciliation-differences">
              <h2 id="reconciliation-differences">{t('differencesTitle')}</h2>
              <DataTable label={t('differencesTitle')} columns={columns} data={r.differences} getRowId={rowId} />
            </section>
          )}
        </>
      )}
    </>
  );
}
