import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Language, TSettledStatement, TStatementLine } from '@sankalp/contract';
import { Button, DataTable, FormError, Loading, Money, PageHeader, Select, TextField, columnHelper } from '../../../components/ui/index.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useSignedInStaff } from '../../../lib/staff.ts';
import { downloadSettledCsv, downloadStatementCsv, useSettledStatements, useStatement, useStatementTemples } from '../api/statements.ts';
import { SettleDialog } from '../components/settle-dialog.tsx';
import { StatementFigures } from '../components/statement-figures.tsx';

/** Today in India, YYYY-MM-DD. */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const line = columnHelper<TStatementLine>();
const settledCol = columnHelper<TSettledStatement>();

/**
 * A temple's statement for a period (issue 23 part 4, decision 270): what was captured and refunded
 * and not yet settled, the platform's share, what the temple is owed, line by line; CSV; the admin
 * marks it settled with the payout's reference. The choice is in the URL, so it can be shared.
 */
export function StatementsPage() {
  const { t, i18n } = useTranslation('statements');
  const me = useSignedInStaff();
  const hindi = i18n.language === 'hi';
  const language: Language = hindi ? 'hindi' : 'english';
  const [params, setParams] = useSearchParams();
  const temples = useStatementTemples();
  const templeId = params.get('templeId') || (temples.data?.length === 1 ? temples.data[0]!.id : '');
  const from = params.get('from') || istToday();
  const to = params.get('to') || from;
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const set = (change: Record<string, string>) => setParams((current) => ({ ...Object.fromEntries(current), page: '0', ...change }));
  const statement = useStatement({ templeId, from, to, page });
  const settled = useSettledStatements(templeId);
  const [settling, setSettling] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = (run: () => Promise<void>) => {
    setDownloadError(null);
    run().catch((error: Error) => setDownloadError(error.message));
  };

  const lineColumns = useMemo(
    () => [
      line.accessor('at', { header: t('columns.when'), cell: ({ getValue }) => formatDateTime(getValue(), i18n.language) }),
      line.accessor('orderId', {
        header: t('columns.order'),
        cell: ({ getValue }) => (
          <Link className="u-nowrap" to={`/orders/${getValue()}`}>
            {getValue()}
          </Link>
        ),
      }),
      line.accessor('devoteeName', { header: t('columns.devotee') }),
      line.display({ id: 'event', header: t('columns.event'), cell: ({ row }) => (hindi ? row.original.eventNameHi : row.original.eventNameEn) }),
      line.accessor('kind', { header: t('columns.kind'), cell: ({ getValue }) => <span className="u-nowrap">{t(`kinds.${getValue()}`)}</span> }),
      line.display({
        id: 'amount',
        header: t('columns.amount'),
        cell: ({ row }) => <Money paise={row.original.kind === 'REFUND' ? -row.original.amountPaise : row.original.amountPaise} />,
      }),
    ],
    [t, i18n.language, hindi],
  );
  const settledColumns = useMemo(
    () => [
      settledCol.display({
        id: 'period',
        header: t('columns.period'),
        cell: ({ row }) => `${formatDate(row.original.from, i18n.language)} – ${formatDate(row.original.to, i18n.language)}`,
      }),
      settledCol.accessor('reference', { header: t('columns.reference') }),
      settledCol.display({ id: 'owed', header: t('columns.owed'), cell: ({ row }) => <Money paise={row.original.totals.owedPaise} /> }),
      settledCol.display({
        id: 'settledAt',
        header: t('columns.settledAt'),
        cell: ({ row }) => `${formatDateTime(row.original.settledAt, i18n.language)}${row.original.settledBy ? ` · ${row.original.settledBy}` : ''}`,
      }),
      settledCol.display({
        id: 'csv',
        header: t('columns.csv'),
        cell: ({ row }) => (
          <Button onClick={() => download(() => downloadSettledCsv(row.original.id, language))} aria-label={t('csvOf', { reference: row.original.reference })}>
            CSV
          </Button>
        ),
      }),
    ],
    [t, i18n.language, language],
  );

  const data = statement.data;
  const lines = data ? data.totals.paymentsCount + data.totals.refundsCount : 0;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="control-row">
        <Select
          label={t('temple')}
          placeholder={t('chooseTemple')}
          value={templeId}
          onChange={(e) => set({ templeId: e.target.value })}
          options={(temples.data ?? []).map((x) => ({ value: x.id, label: hindi ? x.nameHi : x.nameEn }))}
        />
        <TextField label={t('from')} type="date" value={from} onChange={(e) => set({ from: e.target.value })} />
        <TextField label={t('to')} type="date" value={to} onChange={(e) => set({ to: e.target.value })} />
      </div>
      {temples.error && <FormError>{temples.error.message}</FormError>}
      {statement.error && <FormError>{statement.error.message}</FormError>}
      {downloadError && <FormError>{downloadError}</FormError>}
      {statement.isLoading && <Loading />}
      {data && (
        <section className="card" aria-labelledby="statement-open">
          <h2 id="statement-open">
            {t('openTitle', {
              temple: hindi ? data.templeNameHi : data.templeNameEn,
              from: formatDate(data.from, i18n.language),
              to: formatDate(data.to, i18n.language),
            })}
          </h2>
          <StatementFigures totals={data.totals} share={data.share} />
          <div className="control-row">
            <Button onClick={() => download(() => downloadStatementCsv({ templeId, from, to }, language))}>{t('downloadCsv')}</Button>
            {me.role === 'admin' && (
              <Button variant="primary" disabled={lines === 0} onClick={() => setSettling(true)}>
                {t('settle')}
              </Button>
            )}
          </div>
          <DataTable
            label={t('linesTitle')}
            columns={lineColumns}
            data={data.lines}
            getRowId={(l) => l.id}
            empty={t('noLines')}
            paging={{ page: page + 1, pageSize: data.pageSize, total: lines, onPageChange: (p) => set({ page: String(p - 1) }) }}
          />
        </section>
      )}
      {templeId && (
        <section className="card" aria-labelledby="statement-settled">
          <h2 id="statement-settled">{t('settledTitle')}</h2>
          <DataTable
            label={t('settledTitle')}
            columns={settledColumns}
            data={settled.data}
            getRowId={(s) => s.id}
            loading={settled.isPending}
            empty={t('noSettled')}
          />
        </section>
      )}
      {settling && data && <SettleDialog statement={data} onClose={() => setSettling(false)} />}
    </>
  );
}
