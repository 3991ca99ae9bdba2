import type { RouteObject } from 'react-router';

/** The staff section's pages, mounted at /staff by app/routes.tsx (each page is its own chunk). */
export const staffRoutes: RouteObject[] = [{ index: true, lazy: () => import('./routes/staff-page.tsx').then((m) => ({ Component: m.StaffPage })) }];
