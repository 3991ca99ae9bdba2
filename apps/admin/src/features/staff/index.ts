import type { RouteObject } from 'react-router';

/**
 * The staff section, mounted at /staff by app/routes.tsx. The list is the page; each action is a
 * route of its own that opens over it (grant, edit, revoke, history), so it has an address.
 */
export const staffRoutes: RouteObject[] = [
  {
    path: '',
    lazy: () => import('./routes/staff-page.tsx').then((m) => ({ Component: m.StaffPage })),
    children: [
      { path: 'grant', lazy: () => import('./routes/staff-grant.tsx').then((m) => ({ Component: m.StaffGrantRoute })) },
      { path: ':staffId/edit', lazy: () => import('./routes/staff-grant.tsx').then((m) => ({ Component: m.StaffGrantRoute })) },
      { path: ':staffId/revoke', lazy: () => import('./routes/staff-revoke.tsx').then((m) => ({ Component: m.StaffRevokeRoute })) },
      { path: ':staffId/history', lazy: () => import('./routes/staff-history.tsx').then((m) => ({ Component: m.StaffHistoryRoute })) },
    ],
  },
];
