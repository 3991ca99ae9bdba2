import type { RouteObject } from 'react-router';

/** The money check (issue 23 part 5), mounted at /reconciliation by app/routes.tsx. */
export const reconciliationRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/reconciliation-page.tsx').then((m) => ({ Component: m.ReconciliationPage })) },
];
