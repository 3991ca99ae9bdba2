// The event cards alone: the landing page shows them and must not pull the list and detail pages
// into its chunks (a barrel import does, since the bundler keeps the modules it re-exports together).
export type { EventKind } from './types.ts';
export { EventCard } from './components/event-card.tsx';
export { EventGrid } from './components/event-grid.tsx';
