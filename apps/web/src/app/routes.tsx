import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';

/** Every screen is its own chunk; only the shell (layout, header) ships in the entry. */
const loadLanding = () => import('../features/landing/routes/landing-page.tsx');
const loadPujaList = () => import('../features/puja/routes/puja-list-page.tsx');
const loadPujaDetail = () => import('../features/puja/routes/puja-detail-page.tsx');
const loadChadawaList = () => import('../features/chadawa/routes/chadawa-list-page.tsx');
const loadChadawaDetail = () => import('../features/chadawa/routes/chadawa-detail-page.tsx');
const LandingPage = lazy(loadLanding);
const PujaListPage = lazy(loadPujaList);
const PujaDetailPage = lazy(loadPujaDetail);
const ChadawaListPage = lazy(loadChadawaList);
const ChadawaDetailPage = lazy(loadChadawaDetail);

/** Starts fetching the first screen's chunk with the language pack, instead of after first render. */
export function preloadRoute(pathname: string): void {
  const [type, key, extra] = pathname.split('/').filter(Boolean);
  const load =
    type === undefined
      ? loadLanding
      : extra !== undefined
        ? undefined
        : type === 'puja'
          ? key
            ? loadPujaDetail
            : loadPujaList
          : type === 'chadawa'
            ? key
              ? loadChadawaDetail
              : loadChadawaList
            : undefined;
  void load?.().catch(() => {}); // a failure surfaces when React loads the route itself
}
const OrdersPage = lazy(() => import('../features/orders/routes/orders-page.tsx'));
const OrderDetailsPage = lazy(() => import('../features/orders/routes/order-details-page.tsx'));
const CartPage = lazy(() => import('../features/cart/routes/cart-page.tsx'));
const AuthPage = lazy(() => import('../features/auth/routes/auth-page.tsx'));
const ProfilePage = lazy(() => import('../features/profile/routes/profile-page.tsx'));
const DeactivatePage = lazy(() => import('../features/profile/routes/deactivate-page.tsx'));
const PaymentProcessingPage = lazy(() => import('../features/payment/routes/payment-processing-page.tsx'));
const PaymentStatusPage = lazy(() => import('../features/payment/routes/payment-status-page.tsx'));
const PolicyPage = lazy(() => import('../features/policy/routes/policy-page.tsx'));
const SupportPage = lazy(() => import('../features/support/routes/support-page.tsx'));
const NotFoundPage = lazy(() => import('./routes/not-found-page.tsx'));

/** The route table of spec §2. `/puja/:key` takes a searchKey or an event id (see lib/event-key.ts). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="puja" element={<PujaListPage />} />
        <Route path="puja/:key" element={<PujaDetailPage />} />
        <Route path="chadawa" element={<ChadawaListPage />} />
        <Route path="chadawa/:key" element={<ChadawaDetailPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/details" element={<OrderDetailsPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="profile/deactivate" element={<DeactivatePage />} />
        <Route path="payment/processing" element={<PaymentProcessingPage />} />
        <Route path="payment/status" element={<PaymentStatusPage />} />
        <Route path="policy" element={<PolicyPage />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
