import type { RouteObject } from 'react-router';

/**
 * The temples section, mounted at /temples by app/routes.tsx. The list is the page; each action
 * (new, edit, archive, restore) is a route of its own that opens over it.
 */
export const templesRoutes: RouteObject[] = [
  {
    path: '',
    lazy: () => import('./routes/temples-page.tsx').then((m) => ({ Component: m.TemplesPage })),
    children: [
      { path: 'new', lazy: () => import('./routes/temple-edit.tsx').then((m) => ({ Component: m.TempleEditRoute })) },
      { path: ':templeId/edit', lazy: () => import('./routes/temple-edit.tsx').then((m) => ({ Component: m.TempleEditRoute })) },
      { path: ':templeId/archive', lazy: () => import('./routes/temple-archive.tsx').then((m) => ({ Component: m.TempleArchive })) },
      { path: ':templeId/restore', lazy: () => import('./routes/temple-archive.tsx').then((m) => ({ Component: m.TempleRestore })) },
    ],
  },
];
