import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBatchResult, TBatchSkip } from '@sankalp/contract';
import { formatDateTime } from '../../../lib/format.ts';

function OrderReasons({ title, rows }: { title: string; rows: TBatchSkip[] }) {
  if (rows.length === 0) return null;
  return (
    <details open={rows.length <= 10}>
      <summary>{title}</summary>
      <ul className="link-list">
        {rows.map((row) => (
          <li key={row.orderId}>
            <Link to={`/orders/${row.orderId}`}>{row.orderId}</Link>: {row.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** What a batch did: every order it looked at is done, skipped (with why) or failed (named). */
export function BatchResult({ result }: { result: TBatchResult }) {
  const { t, i18n } = useTranslation('occurrences');
  return (
    <div className="batch-result" role="status">
      <p>
        <strong>{t(`batch.actions.${result.action}`)}</strong> — {formatDateTime(result.finishedAt, i18n.language)}:{' '}
        {t('batch.summary', { done: result.done.length, skipped: result.skipped.length, failed: result.failed.length })}
      </p>
      <OrderReasons title={t('batch.failed', { count: result.failed.length })} rows={result.failed} />
      <OrderReasons title={t('batch.skipped', { count: result.skipped.length })} rows={result.skipped} />
    </div>
  );
}
