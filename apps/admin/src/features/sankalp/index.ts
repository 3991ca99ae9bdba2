import type { RouteObject } from 'react-router';

/** The sankalp section's pages, mounted at /sankalp by app/routes.tsx (each page is its own chunk). */
export const sankalpRoutes: RouteObject[] = [{ index: true, lazy: () => import('./routes/sankalp-page.tsx').then((m) => ({ Component: m.SankalpPage })) }];
