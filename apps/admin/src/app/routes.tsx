import { Navigate, type RouteObject } from 'react-router';
import { catalogueRoutes } from '../features/catalogue/index.ts';
import { dashboardRoutes } from '../features/dashboard/index.ts';
import { exceptionsRoutes } from '../features/exceptions/index.ts';
import { ordersRoutes } from '../features/orders/index.ts';
import { readingRoutes } from '../features/occurrences/reading-routes.ts';
import { sankalpRoutes } from '../features/sankalp/index.ts';
import { occurrenceRoutes } from '../features/occurrences/index.ts';
import { staffRoutes } from '../features/staff/index.ts';
import { statementsRoutes } from '../features/statements/index.ts';
import { reconciliationRoutes } from '../features/reconciliation/index.ts';
import { templesRoutes } from '../features/temples/index.ts';
import { loadSignInPage } from '../features/auth/index.ts';
import { Loading } from '../components/ui/index.ts';
import type { ConsoleSection } from '../lib/staff.ts';
import { ShellLayout } from './layout/shell-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RequireSection } from './require-section.tsx';
import { RequireStaff } from './require-staff.tsx';
import { RouteError } from './route-error.tsx';

/** A section at /<section>, shown to the roles that may open it (lib/staff.ts ROLE_SECTIONS). */
const section = (name: ConsoleSection, children: RouteObject[]): RouteObject => ({ path: name, element: <RequireSection section={name} />, children });

/** Every page of the console (paths are under the /admin basename). One line per feature. */
export const routes: RouteObject[] = [
  { path: 'sign-in', lazy: loadSignInPage, errorElement: <RouteError />, hydrateFallbackElement: <Loading /> },
  // Reading mode (issue 19): full screen on the priest's phone, signed in but without the shell.
  {
    path: 'occurrences/:eventId/:date/reading',
    element: (
      <RequireStaff>
        <RequireSection section="sankalp" />
      </RequireStaff>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: readingRoutes,
  },
  {
    path: '/',
    element: (
      <RequireStaff>
        <ShellLayout />
      </RequireStaff>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      section('dashboard', dashboardRoutes),
      section('orders', ordersRoutes),
      section('sankalp', sankalpRoutes),
      // An occurrence (one event on one date) is opened from the sankalp list and the dashboard: no menu entry of its own.
      { path: 'occurrences', element: <RequireSection section="sankalp" />, children: occurrenceRoutes },
      section('catalogue', catalogueRoutes),
      section('exceptions', exceptionsRoutes),
      section('statements', statementsRoutes),
      section('reconciliation', reconciliationRoutes),
      section('staff', staffRoutes),
      section('temples', templesRoutes),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
