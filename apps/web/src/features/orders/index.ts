/** What other features may use: where a booking lives (the payment pages link back to it). */
export { ORDERS_PATH, orderDetailsPath } from './lib/order-paths.ts';
