import type { RouteObject } from 'react-router';

/** Temple statements (issue 23 part 4), mounted at /statements by app/routes.tsx. */
export const statementsRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/statements-page.tsx').then((m) => ({ Component: m.StatementsPage })) },
];
