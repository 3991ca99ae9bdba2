import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { videoMomentText, type TReading } from '@sankalp/contract';
import { Button, Loading } from '../../../components/ui/index.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { postReadingEvents, useReading } from '../api/reading-api.ts';
import { deviceClock, type ReadingClock } from '../lib/reading-clock.ts';
import { deviceStorageKey, ReadingDevice } from '../lib/reading-device.ts';
import type { SendEvents } from '../lib/reading-sync.ts';
import { useReadingController, type ReadingController } from '../lib/use-reading-controller.ts';
import { useReadingSync, type SyncOptions } from '../lib/use-reading-sync.ts';
import { useReadingKeys, useScreenAwake } from '../lib/use-reading-screen.ts';
import { ReadingCard } from './reading-card.tsx';
import { StartNewReading } from './start-new-reading.tsx';
import { SyncState } from './sync-status.tsx';
import styles from './reading.module.css';

export type ReadingModeProps = {
  eventId: string;
  date: string;
  /** The phone's clocks; tests give their own. */
  clock?: ReadingClock;
  sync?: SyncOptions;
  send?: SendEvents;
};

/**
 * Reading mode (issue 19, decision 181): the puja date's sankalps one at a time, Start / Next /
 * Back, every tap kept on the phone and sent when it can. Works from the phone's copy of the list
 * when reloaded offline.
 */
export function ReadingMode({ eventId, date, clock = deviceClock, sync, send }: ReadingModeProps) {
  const { t, i18n } = useTranslation('reading');
  const key = useMemo(() => ({ eventId, date }), [eventId, date]);
  const [device] = useState(() => new ReadingDevice(deviceStorageKey(eventId, date)));
  const [cached] = useState(() => device.cachedList());
  const [sender] = useState<SendEvents>(() => send ?? ((events, signal) => postReadingEvents(key, events, signal)));
  const query = useReading(key);
  const list: TReading | null = query.data ?? cached;
  useEffect(() => {
    if (query.data) device.cacheList(query.data);
  }, [device, query.data]);

  const { status, kick } = useReadingSync(device, sender, sync);
  const reading = useReadingController(device, list, clock, kick);
  useReadingKeys(reading);
  useScreenAwake(reading.phase !== 'idle');

  const hindi = i18n.language === 'hi';
  const eventName = list ? (hindi ? list.eventNameHi : list.eventNameEn) : '';
  useEffect(() => {
    document.title = [t('title'), eventName, t('common:appName')].filter(Boolean).join(' · ');
  }, [eventName, t]);
  return (
    <div className={styles.screen}>
      <header className={styles.top}>
        <Link className={styles.close} to={`/occurrences/${encodeURIComponent(eventId)}/${encodeURIComponent(date)}`}>
          {t('close')}
        </Link>
        <div className={styles.heading}>
          <h1>{eventName || t('title')}</h1>
          <p>{formatDate(`${date}T12:00:00+05:30`, i18n.language)}</p>
        </div>
        <LanguageSwitch />
      </header>
      <SyncState state={reading.state} status={status} saveFailed={device.saveFailed} />
      {!list ? (
        <main id="main" className={styles.main}>
          {query.isError ? (
            <>
              <p role="alert">{t('loadFailed')}</p>
              <Button variant="primary" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            </>
          ) : (
            <Loading />
          )}
        </main>
      ) : (
        <ReadingScreen reading={reading} />
      )}
    </div>
  );
}

function ReadingScreen({ reading }: { reading: ReadingController }) {
  const { t, i18n } = useTranslation('reading');
  const [confirming, setConfirming] = useState(false);
  const total = reading.orders.length;
  if (total === 0)
    return (
      <main id="main" className={styles.main}>
        <p className={styles.intro}>{t('noOrders')}</p>
      </main>
    );
  const startNew = (
    <StartNewReading
      open={confirming}
      onOpen={() => setConfirming(true)}
      onClose={() => setConfirming(false)}
      onConfirm={() => {
        setConfirming(false);
        reading.startNew();
      }}
    />
  );

  if (reading.phase === 'idle')
    return (
      <>
        <main id="main" className={styles.main}>
          <p className={styles.intro}>{t('count', { count: total })}</p>
          {reading.expired && <p className={styles.note}>{t('expired')}</p>}
          <p>{reading.resumable ? t('resumeHint', { time: formatDateTime(reading.resumable.startedAt, i18n.language) }) : t('startHint')}</p>
          {reading.resumable && <div className={styles.secondary}>{startNew}</div>}
        </main>
        <div className={styles.controls}>
          {reading.resumable ? (
            <Button variant="primary" className={styles.wide} onClick={reading.continueLatest}>
              {t('continue')}
            </Button>
          ) : (
            <Button variant="primary" className={styles.wide} onClick={reading.start}>
              {t('start')}
            </Button>
          )}
        </div>
      </>
    );

  const readAt = reading.current ? reading.state.reads[reading.current.orderId] : undefined;
  return (
    <>
      <main id="main" className={styles.main}>
        <p className={styles.meta}>
          <span className={styles.position}>
            <span aria-hidden="true">
              {reading.position} / {total}
            </span>
            <span className="visually-hidden">{t('positionLabel', { current: reading.position, total })}</span>
          </span>
          <Elapsed reading={reading} />
        </p>
        {reading.current ? (
          <>
            <ReadingCard order={reading.current} />
            {readAt !== undefined && <p className={styles.note}>{t('readAlready', { time: videoMomentText(readAt / 1000) })}</p>}
          </>
        ) : (
          <>
            <h2>{t('done')}</h2>
            {reading.missed.length > 0 ? (
              <>
                <p>{t('missed', { count: reading.missed.length })}</p>
                <Button variant="primary" onClick={reading.readMissed}>
                  {t('readMissed')}
                </Button>
              </>
            ) : (
              <p>{t('allRead', { count: total })}</p>
            )}
          </>
        )}
        <div className={styles.secondary}>{startNew}</div>
      </main>
      <div className={styles.controls}>
        <Button className={styles.back} onClick={reading.back} disabled={reading.position <= 1 && reading.phase === 'reading'}>
          {t('back')}
        </Button>
        {reading.phase === 'reading' && (
          <Button variant="primary" className={styles.next} onClick={reading.next}>
            {t('next')}
          </Button>
        )}
      </div>
    </>
  );
}

/** The recording's time as the stopwatch counts it, to compare with the camera's. */
function Elapsed({ reading }: { reading: ReadingController }) {
  const { t } = useTranslation('reading');
  const { stopwatch } = reading;
  const [ms, setMs] = useState(() => stopwatch()?.offsetNow() ?? 0);
  useEffect(() => {
    const id = window.setInterval(() => setMs(stopwatch()?.offsetNow() ?? 0), 1000);
    return () => window.clearInterval(id);
  }, [stopwatch]);
  return <span>{t('recording', { time: videoMomentText(ms / 1000) })}</span>;
}
