import '../occurrences.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormError, Loading, PageHeader } from '../../../components/ui/index.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useOccurrence } from '../api/occurrence-api.ts';
import { BatchResult } from '../components/batch-result.tsx';
import { GroupVideo } from '../components/group-video.tsx';
import { OccurrenceCounts } from '../components/occurrence-counts.tsx';
import { OccurrenceOrders } from '../components/occurrence-orders.tsx';
import { PerformedBatch } from '../components/performed-batch.tsx';
import { ReadingSection } from '../components/reading-section.tsx';
import { ShipmentsSection } from '../components/shipments-section.tsx';

/**
 * One puja (or chadawa) on one date, fulfilled as a whole (issue 19): where the day stands, the
 * actions that apply to every eligible order at once, what the last actions did and skipped, and
 * every order.
 */
export function OccurrencePage() {
  const { t, i18n } = useTranslation('occurrences');
  const { eventId = '', date = '' } = useParams();
  const query = useOccurrence({ eventId, date });
  const o = query.data;
  if (query.error) return <FormError>{query.error.message}</FormError>;
  if (!o) return <Loading />;
  const hi = i18n.language === 'hi';
  return (
    <>
      <PageHeader
        title={`${hi ? o.eventNameHi : o.eventNameEn} — ${formatDate(`${o.date}T12:00:00+05:30`, i18n.language)}`}
        description={`${hi ? o.templeNameHi : o.templeNameEn}${o.scheduledAt ? ` · ${t('scheduled', { at: formatDateTime(o.scheduledAt, i18n.language) })}` : ''}`}
      />
      <p className="occurrence-links">
        <Link to={`/sankalp?date=${o.date}&eventId=${o.eventId}`}>{t('links.sankalp')}</Link>
      </p>
      {o.performedAt && (
        <p>
          {o.priestName
            ? t('performedBy', { at: formatDateTime(o.performedAt, i18n.language), priest: o.priestName })
            : t('performedAt', { at: formatDateTime(o.performedAt, i18n.language) })}
        </p>
      )}
      <OccurrenceCounts occurrence={o} />
      {o.batches[0] && (
        <section className="card" aria-labelledby="occurrence-batches">
          <h2 id="occurrence-batches">{t('batch.title')}</h2>
          {o.batches.map((b) => (
            <BatchResult key={b.batchId} result={b} />
          ))}
        </section>
      )}
      <div className="occurrence-actions">
        <PerformedBatch occurrence={o} />
        <GroupVideo occurrence={o} />
      </div>
      <ReadingSection eventId={o.eventId} date={o.date} />
      <ShipmentsSection eventId={o.eventId} date={o.date} />
      <OccurrenceOrders occurrence={o} />
    </>
  );
}
