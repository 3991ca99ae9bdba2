import type { TEventCard } from '@sankalp/contract';
import type { ReactNode } from 'react';
import type { EventKind } from '../types.ts';
import { EventCard } from './event-card.tsx';
import styles from './event-list.module.css';

type Props = { events: TEventCard[]; kind: EventKind; analyticsEvent?: string; eagerCount?: number; extra?: ReactNode; headingLevel?: 2 | 3 };

/** Cards in a responsive grid: one column on phones, up to four on wide screens. */
export function EventGrid({ events, kind, analyticsEvent, eagerCount = 0, extra, headingLevel }: Props) {
  return (
    <ul className={styles.grid}>
      {events.map((event, i) => (
        <li key={event.id}>
          <EventCard event={event} kind={kind} analyticsEvent={analyticsEvent} eager={i < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
      {extra && <li>{extra}</li>}
    </ul>
  );
}
