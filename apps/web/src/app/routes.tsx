import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { lazyComponent } from '../lib/lazy-component.ts';
import { ClientOnly } from './layout/client-only.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/** Every screen is its own chunk; only the shell (layout, header) ships in the entry. */
const PAGES = {
  landing: lazyComponent(() => import('../features/landing/routes/landing-page.tsx')),
  pujaList: lazyComponent(() => import('../features/puja/routes/puja-list-page.tsx')),
  pujaDetail: lazyComponent(() => import('../features/puja/routes/puja-detail-page.tsx')),
  chadawaList: lazyComponent(() => import('../features/chadawa/routes/chadawa-list-page.tsx')),
  chadawaDetail: lazyComponent(() => import('../features/chadawa/routes/chadawa-detail-page.tsx')),
  orders: lazyComponent(() => import('../features/orders/routes/orders-page.tsx')),
  orderDetails: lazyComponent(() => import('../features/orders/routes/order-details-page.tsx')),
  cart: lazyComponent(() => import('../features/cart/routes/cart-page.tsx')),
  auth: lazyComponent(() => import('../features/auth/routes/auth-page.tsx')),
  profile: lazyComponent(() => import('../features/profile/routes/profile-page.tsx')),
  deactivate: lazyComponent(() => import('../features/profile/routes/deactivate-page.tsx')),
  paymentProcessing: lazyComponent(() => import('../features/payment/routes/payment-processing-page.tsx')),
  paymentStatus: lazyComponent(() => import('../features/payment/routes/payment-status-page.tsx')),
  policy: lazyComponent(() => import('../features/policy/routes/policy-page.tsx')),
  support: lazyComponent(() => import('../features/support/routes/support-page.tsx')),
  notFound: lazyComponent(() => import('./routes/not-found-page.tsx')),
};
export type PageId = keyof typeof PAGES;

/** Rendered by the server in full (decision 160). */
const publicPage = (id: PageId, path?: string): RouteObject => {
  const Page = PAGES[id];
  return { id, ...(path === undefined ? { index: true } : { path }), element: <Page /> };
};
/** The visitor's own pages (signedInPage). */
const SIGNED_IN_PAGES = new Set<PageId>();

/** The visitor's own pages: the server sends the shell, the browser fills them in from its session. */
const signedInPage = (id: PageId, path: string): RouteObject => {
  const Page = PAGES[id];
  SIGNED_IN_PAGES.add(id);
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

/**
 * The first segment of every page path (`puja` of `puja/:key`), matched as react-router matches
 * paths (ASCII letters in any case, the /i flag). Null, and every path matched in full, unless the
 * table is as it is now: one layout without a path, and pages each starting with a fixed segment.
 */
const FIRST_SEGMENT = /* @__PURE__ */ (() => {
  const [layout, ...others] = routes;
  if (!layout || others.length > 0 || layout.path !== undefined) return null;
  const firsts = new Set<string>();
  for (const route of layout.children ?? []) {
    if (route.index || route.path === '*') continue;
    if (route.path === undefined) return null;
    const first = route.path.split('/')[0]!;
    // Word characters and hyphens only, so the segment is its own pattern.
    if (!/^[\w-]+$/.test(first)) return null;
    firsts.add(first);
  }
  return new RegExp(`^(?:${[...firsts].join('|')})$`, 'i');
})();

/** A path segment as react-router decodes it before matching (an encoded slash stays encoded). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/\//g, '%2F');
  } catch {
    return segment;
  }
}

/**
 * Whether a path names no page (the 404 page answers it): the server asks this of every page
 * request it has no kept page for (decision 188). react-router's matchRoutes ranks and compiles
 * every route on each call (~0.1–0.3 ms), too slow for a bot walking random paths, so a path whose
 * first segment starts no page is known to be unknown at once; any other path is matched as the
 * renderer matches it, after the same URL normalisation.
 */
export function isUnknownPath(path: string): boolean {
  // A path the renderer cannot read (`//`) is no 404: it fails there, and is answered as a failure.
  const pathname = URL.parse(path, 'http://site')?.pathname;
  if (pathname === undefined) return false;
  const first = pathname.split('/', 2)[1] ?? '';
  if (FIRST_SEGMENT && first !== '' && !FIRST_SEGMENT.test(decodeSegment(first))) return true;
  return matchPage(pathname).id === 'notFound';
}

/**
 * Whether a path shows one of the visitor's own pages (orders, an order's status, payment, profile):
 * the server sends these no-store, as their URLs name an order (decision 235). Asked once per render.
 */
export const isSignedInPath = (pathname: string): boolean => SIGNED_IN_PAGES.has(matchPage(pathname).id);

/**
 * Loads a page's chunk, and what the page asks to have before it is hydrated (its `beforeHydration`
 * export: the event pages' booking section), so the first page hydrates whole.
 */
export const preloadPage = (id: PageId) => PAGES[id].preload().then((module) => (module as { beforeHydration?: () => Promise<unknown> }).beforeHydration?.());

export function AppRoutes() {
  return useRoutes(routes);
}
