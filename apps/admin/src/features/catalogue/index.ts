import type { RouteObject } from 'react-router';

/** The catalogue section's pages, mounted at /catalogue by app/routes.tsx (each page is its own chunk). */
export const catalogueRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/catalogue-page.tsx').then((m) => ({ Component: m.CataloguePage })) },
];
