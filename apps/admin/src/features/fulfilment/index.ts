/** Fulfilment actions on one order, for the orders feature's detail page. */
export { OrderActions, type OrderActionsProps } from './components/order-actions.tsx';
export { allowedActions, refundablePaise } from './lib/allowed-actions.ts';
export type { TAdminOrderDetail } from './lib/admin-order.ts';
