import '../sankalp.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Language } from '@sankalp/contract';
import { Button, FormError, Loading, PageHeader, PrintButton, Select, TextField } from '../../../components/ui/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { occurrencePagePath } from '../../occurrences/index.ts';
import { downloadSankalpCsv, useSankalpEvents, useSankalpList } from '../api/sankalp-api.ts';
import { SankalpTable } from '../components/sankalp-table.tsx';

/** Today in India, YYYY-MM-DD: the day a priest opens the list for. */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The sankalp list: pick a date and an event, choose the language of the names, then print it on
 * A4 or download it as CSV. The choice is in the URL, so a list can be reopened or shared.
 */
export function SankalpPage() {
  const { t, i18n } = useTranslation('sankalp');
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || istToday();
  const eventId = params.get('eventId') ?? '';
  const language: Language = params.get('language') === 'hindi' || (!params.get('language') && i18n.language === 'hi') ? 'hindi' : 'english';
  const set = (change: Record<string, string>) => setParams((current) => ({ ...Object.fromEntries(current), ...change }));
  const events = useSankalpEvents(date);
  const list = useSankalpList({ eventId, date, language });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloadError(null);
    setDownloading(true);
    try {
      await downloadSankalpCsv({ eventId, date, language });
    } catch (error) {
      setDownloadError((error as Error).message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="sankalp-controls no-print">
        <TextField label={t('date')} type="date" value={date} onChange={(e) => set({ date: e.target.value, eventId: '' })} />
        <Select
          label={t('event')}
          placeholder={events.data?.length ? t('chooseEvent') : t('noEvents')}
          value={eventId}
          onChange={(e) => set({ eventId: e.target.value })}
          options={(events.data ?? []).map((e) => ({
            value: e.eventId,
            label: `${i18n.language === 'hi' ? e.nameHi : e.nameEn} — ${i18n.language === 'hi' ? e.templeNameHi : e.templeNameEn} (${e.paidOrders})`,
          }))}
        />
        <fieldset className="sankalp-language">
          <legend>{t('language')}</legend>
          {(['english', 'hindi'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="sankalp-language" value={value} checked={language === value} onChange={() => set({ language: value })} />{' '}
              {t(`languages.${value}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {events.error && <FormError>{events.error.message}</FormError>}
      {list.error && <FormError>{list.error.message}</FormError>}
      {list.isLoading && <Loading />}
      {list.data && (
        <>
          <div className="sankalp-actions no-print">
            <Link className="ui-button ui-button--primary" to={occurrencePagePath(eventId, date)}>
              {t('occurrence')}
            </Link>
            <PrintButton label={t('print')} />
            <Button onClick={() => void download()} loading={downloading}>
              {t('downloadCsv')}
            </Button>
          </div>
          {downloadError && <FormError>{downloadError}</FormError>}
          <h2 className="sankalp-heading">
            {list.data.eventName} — {list.data.templeName} — {formatDate(list.data.date, i18n.language)}
          </h2>
          <p>{t('count', { count: list.data.count, names: list.data.names })}</p>
          <SankalpTable list={list.data} />
        </>
      )}
    </>
  );
}
