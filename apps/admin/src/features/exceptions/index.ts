import type { RouteObject } from 'react-router';

/** The exceptions section's pages, mounted at /exceptions by app/routes.tsx (each page is its own chunk). */
export const exceptionsRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/exceptions-page.tsx').then((m) => ({ Component: m.ExceptionsPage })) },
];
