import type { RouteObject } from 'react-router';

/** The orders section's pages, mounted at /orders by app/routes.tsx (each page is its own chunk). */
export const ordersRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })) },
  { path: ':orderId', lazy: () => import('./routes/order-detail-page.tsx').then((m) => ({ Component: m.OrderDetailPage })) },
];
