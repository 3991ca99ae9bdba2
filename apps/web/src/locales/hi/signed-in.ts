import account from './account.json';
import booking from './booking.json';
import orders from './orders.json';

/** Sign-in, basket, checkout and bookings: loaded the first time one of those screens renders. */
export default { account, booking, orders };
