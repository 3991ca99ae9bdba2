import type { RouteObject } from 'react-router';

/** The dashboard section's pages, mounted at /dashboard by app/routes.tsx (each page is its own chunk). */
export const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })) },
];
