import common from './common.json';
import event from './event.json';
import landing from './landing.json';
import pages from './pages.json';

/** What browsing needs (shell, landing, event pages, simple pages): the pack every visit loads. */
export default { common, landing, event, pages };
