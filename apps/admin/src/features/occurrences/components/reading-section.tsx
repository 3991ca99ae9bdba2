import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { videoMomentText, type TReading } from '@sankalp/contract';
import { Loading, StatusBadge } from '../../../components/ui/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useReading } from '../api/reading-api.ts';
import { readingModePath } from '../reading-routes.ts';

/**
 * The occurrence page's Reading section (decision 181): the way into reading mode, and where each
 * name was read in the reading that counts — the one the group video recorded once it is attached,
 * else the latest — with the names never read flagged. Fetches its own data.
 */
export function ReadingSection({ eventId, date }: { eventId: string; date: string }) {
  const { t } = useTranslation('reading');
  const key = { eventId, date };
  const latest = useReading(key);
  const videoReadingId = latest.data?.videoReadingId ?? null;
  const ofVideo = useReading(key, videoReadingId, { enabled: videoReadingId !== null && videoReadingId !== latest.data?.readingId });
  const data = videoReadingId && videoReadingId !== latest.data?.readingId ? ofVideo.data : latest.data;

  return (
    <section className="card" aria-labelledby="reading-section-title">
      <h2 id="reading-section-title">{t('section.title')}</h2>
      <p>
        <Link to={readingModePath(eventId, date)}>{t('section.open')}</Link>
      </p>
      {latest.isError || ofVideo.isError ? <p role="alert">{t('loadFailed')}</p> : data ? <Moments reading={data} /> : <Loading />}
    </section>
  );
}

function Moments({ reading }: { reading: TReading }) {
  const { t, i18n } = useTranslation('reading');
  const session = reading.readings.find((r) => r.readingId === reading.readingId);
  if (!session) return <p>{t('section.none')}</p>;
  const unread = reading.orders.filter((o) => !o.read);
  const values = { time: formatDateTime(session.startedAt, i18n.language), name: session.startedBy };
  return (
    <>
      <p>{reading.videoReadingId === session.readingId ? t('section.video', values) : t('section.latest', values)}</p>
      <p>{t('section.readCount', { read: reading.orders.length - unread.length, total: reading.orders.length })}</p>
      {unread.length > 0 && (
        <div role="alert">
          <p>
            <StatusBadge status="NOT_READ" tone="danger" label={t('section.neverRead', { count: unread.length })} />
          </p>
          <ul>
            {unread.map((o) => (
              <li key={o.orderId}>
                <span lang={o.language === 'hindi' ? 'hi' : 'en'}>{o.devoteeName}</span> (
                <Link to={`/orders/${encodeURIComponent(o.orderId)}`}>{o.orderId}</Link>)
              </li>
            ))}
          </ul>
        </div>
      )}
      <details>
        <summary>{t('section.table')}</summary>
        <table className="ui-table__table">
          <caption className="visually-hidden">{t('section.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('section.devotee')}</th>
              <th scope="col">{t('section.order')}</th>
              <th scope="col">{t('section.moment')}</th>
            </tr>
          </thead>
          <tbody>
            {reading.orders.map((o) => (
              <tr key={o.orderId}>
                <td data-label={t('section.devotee')} lang={o.language === 'hindi' ? 'hi' : 'en'}>
                  {o.devoteeName}
                </td>
                <td data-label={t('section.order')}>
                  <Link to={`/orders/${encodeURIComponent(o.orderId)}`}>{o.orderId}</Link>
                </td>
                <td data-label={t('section.moment')}>
                  {o.read ? videoMomentText(o.read.fromMs / 1000) : <StatusBadge status="NOT_READ" tone="danger" label={t('section.notRead')} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
