import type { RouteObject } from 'react-router';

/** One event on one date (issue 19), mounted at /occurrences/:eventId/:date by app/routes.tsx. */
export const occurrenceRoutes: RouteObject[] = [
  { path: ':eventId/:date', lazy: () => import('./routes/occurrence-page.tsx').then((m) => ({ Component: m.OccurrencePage })) },
];

/** The console path of an occurrence's page. */
export const occurrencePagePath = (eventId: string, date: string) => `/occurrences/${eventId}/${date}`;
