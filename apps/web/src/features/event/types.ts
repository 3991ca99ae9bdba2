import type { TEventCard } from '@sankalp/contract';

/** Site route segment of an event kind: /puja/... or /chadawa/... (the API says offering). */
export type EventKind = 'puja' | 'chadawa';

/** One page of an event list, whichever API list it came from. */
export type EventPage = { events: TEventCard[]; totalPages: number };
