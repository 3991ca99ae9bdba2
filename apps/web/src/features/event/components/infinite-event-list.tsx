import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { participateEvent } from '../../../lib/analytics.ts';
import { useLoadMore } from '../../../lib/use-load-more.ts';
import type { EventKind, EventPage } from '../types.ts';
import { EventGrid } from './event-grid.tsx';
import styles from './event-list.module.css';

/** The part of a TanStack infinite query this list needs. */
export type InfiniteEvents = {
  data?: { pages: EventPage[] };
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * Pages 0, 1, 2 … until the server's page count; a failed page stops loading (logged only,
 * spec §8) and the end message shows once everything is in.
 */
export function InfiniteEventList({ query, kind }: { query: InfiniteEvents; kind: EventKind }) {
  const { t } = useTranslation('event');
  const { t: tc } = useTranslation();
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const sentinel = useLoadMore(hasNextPage && !isFetchingNextPage && !isError, fetchNextPage);

  // A screen tall while the first page loads: the sections under the list (often answered
  // first) stay out of view instead of showing and then being pushed down (layout shift).
  if (query.isPending)
    return (
      <div className={styles.pending}>
        <Spinner label={tc('loading')} />
      </div>
    );
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  const done = !hasNextPage && !isError;

  return (
    <>
      {events.length > 0 ? (
        <EventGrid events={events} kind={kind} analyticsEvent={participateEvent(kind, 'LIST_PAGE')} eagerCount={2} headingLevel={2} />
      ) : (
        <p className={styles.message}>{t('list.empty')}</p>
      )}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {isFetchingNextPage && <Spinner label={t('list.loadingMore')} />}
      {done && events.length > 0 && (
        <p className={styles.end} role="status">
          {t('list.end')}
        </p>
      )}
    </>
  );
}
