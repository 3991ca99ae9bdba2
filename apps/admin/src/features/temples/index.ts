import type { RouteObject } from 'react-router';

/** The temples section's pages, mounted at /temples by app/routes.tsx (each page is its own chunk). */
export const templesRoutes: RouteObject[] = [{ index: true, lazy: () => import('./routes/temples-page.tsx').then((m) => ({ Component: m.TemplesPage })) }];
