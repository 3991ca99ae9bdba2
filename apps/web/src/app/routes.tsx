import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page.ts';
import { ClientOnly } from './layout/client-only.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/** Every screen is its own chunk; only the shell (layout, header) ships in the entry. */
const PAGES = {
  landing: lazyPage(() => import('../features/landing/routes/landing-page.tsx')),
  pujaList: lazyPage(() => import('../features/puja/routes/puja-list-page.tsx')),
  pujaDetail: lazyPage(() => import('../features/puja/routes/puja-detail-page.tsx')),
  chadawaList: lazyPage(() => import('../features/chadawa/routes/chadawa-list-page.tsx')),
  chadawaDetail: lazyPage(() => import('../features/chadawa/routes/chadawa-detail-page.tsx')),
  orders: lazyPage(() => import('../features/orders/routes/orders-page.tsx')),
  orderDetails: lazyPage(() => import('../features/orders/routes/order-details-page.tsx')),
  cart: lazyPage(() => import('../features/cart/routes/cart-page.tsx')),
  auth: lazyPage(() => import('../features/auth/routes/auth-page.tsx')),
  profile: lazyPage(() => import('../features/profile/routes/profile-page.tsx')),
  deactivate: lazyPage(() => import('../features/profile/routes/deactivate-page.tsx')),
  paymentProcessing: lazyPage(() => import('../features/payment/routes/payment-processing-page.tsx')),
  paymentStatus: lazyPage(() => import('../features/payment/routes/payment-status-page.tsx')),
  policy: lazyPage(() => import('../features/policy/routes/policy-page.tsx')),
  support: lazyPage(() => import('../features/support/routes/support-page.tsx')),
  notFound: lazyPage(() => import('./routes/not-found-page.tsx')),
};
export type PageId = keyof typeof PAGES;

/** Rendered by the server in full (decision 160). */
const publicPage = (id: PageId, path?: string): RouteObject => {
  const Page = PAGES[id];
  return { id, ...(path === undefined ? { index: true } : { path }), element: <Page /> };
};
/** The visitor's own pages: the server sends the shell, the browser fills them in from its session. */
const signedInPage = (id: PageId, path: string): RouteObject => {
  const Page = PAGES[id];
  return {
    id,
    path,
    element: (
      <ClientOnly>
        <Page />
      </ClientOnly>
    ),
  };
};

/** The route table of spec §2. `/puja/:key` takes a searchKey or an event id (see lib/event-key.ts). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      publicPage('landing'),
      publicPage('pujaList', 'puja'),
      publicPage('pujaDetail', 'puja/:key'),
      publicPage('chadawaList', 'chadawa'),
      publicPage('chadawaDetail', 'chadawa/:key'),
      signedInPage('orders', 'orders'),
      signedInPage('orderDetails', 'orders/details'),
      signedInPage('cart', 'cart'),
      signedInPage('auth', 'auth'),
      signedInPage('profile', 'profile'),
      signedInPage('deactivate', 'profile/deactivate'),
      signedInPage('paymentProcessing', 'payment/processing'),
      signedInPage('paymentStatus', 'payment/status'),
      publicPage('policy', 'policy'),
      publicPage('support', 'support'),
      publicPage('notFound', '*'),
    ],
  },
];

export type PageMatch = { id: PageId; params: Record<string, string | undefined> };

/** Which page a path shows, and its parameters (`/puja/abc` → pujaDetail, key abc). */
export function matchPage(pathname: string): PageMatch {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return { id: (leaf?.route.id ?? 'notFound') as PageId, params: leaf?.params ?? {} };
}

/** Starts fetching a page's chunk (the browser: the first page, before hydrating; the server: at start). */
export const preloadPage = (id: PageId) => PAGES[id].preload();

export function AppRoutes() {
  return useRoutes(routes);
}
