/** Pay Now for any screen that offers it (basket, bookings, order details). */
export { useStartPayment } from './lib/use-start-payment.ts';
