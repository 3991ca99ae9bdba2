import account from './account.json';
import booking from './booking.json';
import common from './common.json';
import event from './event.json';
import landing from './landing.json';
import orders from './orders.json';
import pages from './pages.json';

/** All namespaces of this language: one lazy chunk (see lib/i18n.ts). */
export default { common, landing, event, pages, account, booking, orders };
