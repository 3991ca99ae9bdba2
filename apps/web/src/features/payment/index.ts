/** Pay Now for any screen that offers it (basket, bookings, order details). */
export { useStartPayment } from './lib/use-start-payment.ts';
/** Waiting in line past the server's capacity (decision 196): the basket's order waits in the same line. */
export { InLineDialog } from './components/in-line-dialog.tsx';
export { useWaitInLine, type Line } from './lib/wait-in-line.ts';
