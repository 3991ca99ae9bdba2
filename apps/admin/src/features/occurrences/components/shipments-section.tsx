import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPMENTS_CSV_LIMITS, type TShipmentRowCheck, type TShipmentSkip } from '@sankalp/contract';
import { Button, columnHelper, DataTable, FormError, StatusBadge, type DataTableColumn } from '../../../components/ui/index.ts';
import { errorMessage, notifySuccess } from '../../../lib/toast.ts';
import { downloadShipmentsCsv, useShipmentsImport, useShipmentsPreview } from '../api/shipments-api.ts';
import styles from './shipments-section.module.css';

export type ShipmentsSectionProps = { eventId: string; date: string };

/** The file as chosen: its text and the key its Apply sends (the same key on a retry). */
type Chosen = { name: string; csv: string; batchId: string };

function useColumns() {
  const { t } = useTranslation('shipments');
  return useMemo<DataTableColumn<TShipmentRowCheck>[]>(() => {
    const col = columnHelper<TShipmentRowCheck>();
    return [
      col.accessor('row', { header: t('columns.row') }),
      col.display({
        id: 'order',
        header: t('columns.order'),
        cell: ({ row: { original: r } }) => (
          <span className={styles.order}>
            <span>{r.orderId || '—'}</span>
            {r.devoteeName && <small>{r.devoteeName}</small>}
          </span>
        ),
      }),
      col.display({
        id: 'awb',
        header: t('columns.awb'),
        cell: ({ row: { original: r } }) => (
          <span className={styles.order}>
            <span>{r.trackingNumber || '—'}</span>
            {r.courierName && <small>{r.courierName}</small>}
          </span>
        ),
      }),
      col.display({
        id: 'result',
        header: t('columns.result'),
        cell: ({ row: { original: r } }) => {
          if (!r.ok) return <span className={styles.reason}>{r.reason}</span>;
          // A parcel already shipped: the row corrects its tracking (decision 297).
          if (r.replaces) return <StatusBadge status="OK" label={t('corrects', { awb: r.replaces })} tone="info" />;
          return <StatusBadge status="OK" label={t('ok')} tone="success" />;
        },
      }),
    ];
  }, [t]);
}

/** What the import did: counts, then each row left out or failed with its reason. */
function ImportResult({ done, skipped, failed }: { done: string[]; skipped: TShipmentSkip[]; failed: TShipmentSkip[] }) {
  const { t } = useTranslation('shipments');
  const notDone = [...failed, ...skipped];
  return (
    <div className={styles.result} role="status">
      <p>
        <strong>{t('result.done', { count: done.length })}</strong> {t('result.skipped', { count: skipped.length })}{' '}
        {failed.length > 0 && <strong className={styles.failed}>{t('result.failed', { count: failed.length })}</strong>}
      </p>
      {notDone.length > 0 && (
        <ul className={styles.notDone}>
          {notDone.map((s) => (
            <li key={`${s.row}-${s.code}`}>
              {t('result.row', { row: s.row, orderId: s.orderId || '—' })} {s.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Prasad in bulk for one occurrence (issue 19 part 5, decision 183), a self-contained section of
 * the occurrence page: download the shipments to make as Shiprocket's bulk CSV; choose the file
 * the courier gave back; every row is checked by the server (nothing written) and shown with its
 * reason; Apply ships the valid rows, each through the order's own Ship action.
 */
export function ShipmentsSection({ eventId, date }: ShipmentsSectionProps) {
  const { t } = useTranslation('shipments');
  const key = { eventId, date };
  const titleId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const preview = useShipmentsPreview(key);
  const importer = useShipmentsImport(key);
  const columns = useColumns();

  const download = async () => {
    setDownloading(true);
    setFileError(null);
    try {
      await downloadShipmentsCsv(key);
    } catch (error) {
      setFileError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    setFileError(null);
    setChosen(null);
    preview.reset();
    importer.reset();
    if (!file) return;
    if (file.size > SHIPMENTS_CSV_LIMITS.maxBytes) {
      setFileError(t('tooLarge'));
      return;
    }
    const csv = await file.text();
    setChosen({ name: file.name, csv, batchId: crypto.randomUUID() });
    preview.mutate(csv);
  };

  const apply = () => {
    if (!chosen) return;
    importer.mutate({ batchId: chosen.batchId, csv: chosen.csv }, { onSuccess: (result) => notifySuccess(t('applied', { count: result.done.length })) });
  };

  const checked = preview.data;
  const rows = useMemo(() => (checked && onlyProblems ? checked.rows.filter((r) => !r.ok) : checked?.rows), [checked, onlyProblems]);
  const applied = importer.data;

  return (
    <section className={`card ${styles.section}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('title')}</h2>
      <p className={styles.muted}>{t('description')}</p>
      <div className={styles.actions}>
        <Button onClick={() => void download()} loading={downloading}>
          {t('download')}
        </Button>
        {/* The native picker, hidden inside a label that looks like the other buttons (focus shows on the label). */}
        <label className={`ui-button ui-button--secondary ${styles.picker}`}>
          {t('choose')}
          <input className="visually-hidden" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
        </label>
      </div>
      <p className={styles.muted}>{t('columnsHint')}</p>
      <FormError>{fileError ?? (preview.error ? errorMessage(preview.error) : null)}</FormError>
      {chosen && preview.isPending && <p role="status">{t('checking', { name: chosen.name })}</p>}
      {chosen && checked && (
        <>
          <p role="status">{t('summary', { name: chosen.name, valid: checked.valid, invalid: checked.invalid, count: checked.rows.length })}</p>
          {checked.invalid > 0 && (
            <label className={styles.checkbox}>
              <input type="checkbox" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} /> {t('onlyProblems')}
            </label>
          )}
          <DataTable label={t('previewLabel')} columns={columns} data={rows} getRowId={(r) => String(r.row)} />
          <div className={styles.actions}>
            <Button variant="primary" onClick={apply} loading={importer.isPending} disabled={checked.valid === 0 || Boolean(applied)}>
              {t(checked.rows.some((r) => r.ok && r.replaces) ? 'applyCorrecting' : 'apply', { count: checked.valid })}
            </Button>
          </div>
          <FormError>{importer.error ? errorMessage(importer.error) : null}</FormError>
          {applied && <ImportResult done={applied.done} skipped={applied.skipped} failed={applied.failed} />}
        </>
      )}
    </section>
  );
}
