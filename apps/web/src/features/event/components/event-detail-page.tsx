import type { TEventDetail } from '@sankalp/contract';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useVisibility } from '../../config/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import type { EventKind } from '../types.ts';
import { eventFromOpenedCard } from '../lib/card-preview.ts';
import { DetailHeader } from './detail-header.tsx';
import { EventDetailView, loadParticipateSection } from './event-detail-view.tsx';
import styles from './event-detail.module.css';

type Props = { kind: EventKind; query: { data?: TEventDetail | null; isPending: boolean }; after?: ReactNode };

function NoData() {
  const { t } = useTranslation();
  usePageTitle(t('noData'));
  return (
    <section className={`container ${styles.noData}`}>
      <h1>{t('noData')}</h1>
    </section>
  );
}

/**
 * The top of the event page (name, photo, date, place, description) with a spinner where the rest
 * will be: what the page knows before the full event and its booking code are in, so the screen
 * never empties between the card tapped and the page.
 */
function EventPreview({ event }: { event: TEventDetail }) {
  const { t } = useTranslation();
  usePageTitle(event.mainSection.name);
  return (
    <article className={styles.page} aria-busy="true">
      <div className="container">
        <DetailHeader event={event} />
      </div>
      <Spinner label={t('loading')} />
    </article>
  );
}

/** Loading, the 404 page (the API does not know the key), 'No data available' (the load failed), or the event. */
export function EventDetailPage({ kind, query, after }: Props) {
  const { t } = useTranslation();
  const visibility = useVisibility();
  // The booking chunk loads alongside the event data instead of after it.
  useEffect(() => void loadParticipateSection().catch(() => {}), []);
  const { key = '' } = useParams();
  if (query.isPending) {
    // Opened from a card: its name and image show at once, the rest fills in.
    const fromCard = eventFromOpenedCard(kind, key);
    return fromCard ? <EventPreview event={fromCard} /> : <Spinner label={t('loading')} />;
  }
  // null is the API's answer for an unknown event (the server sends this page with status 404).
  if (query.data === null) return <NotFound />;
  if (!query.data) return <NoData />;
  // One boundary for the data and the booking chunk: the page appears whole, nothing moves after;
  // meanwhile its top already shows.
  return (
    <Suspense fallback={<EventPreview event={query.data} />}>
      <EventDetailView event={query.data} kind={kind} showCountdown={visibility.countdown} after={after} />
    </Suspense>
  );
}
