import type { RouteObject } from 'react-router';

/**
 * Reading mode, full screen without the console's shell: mounted at
 * /occurrences/:eventId/:date/reading by app/routes.tsx (its own chunk). Re-export it from this
 * feature's index.ts when the occurrence pages have one.
 */
export const readingRoutes: RouteObject[] = [{ index: true, lazy: () => import('./routes/reading-page.tsx').then((m) => ({ Component: m.ReadingPage })) }];

/** The console path of an occurrence's reading mode. */
export const readingModePath = (eventId: string, date: string) => `/occurrences/${encodeURIComponent(eventId)}/${encodeURIComponent(date)}/reading`;
