export type { EventKind, EventPage } from './types.ts';
export { EventCard } from './components/event-card.tsx';
export { EventGrid } from './components/event-grid.tsx';
export { EventListPage } from './components/event-list-page.tsx';
export { EventDetailPage } from './components/event-detail-page.tsx';
export { preloadBookingSection } from './components/event-detail-view.tsx';
