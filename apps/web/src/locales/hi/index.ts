import browse from './browse.ts';
import signedIn from './signed-in.ts';

/** Every namespace of this language (for tests); the site loads the two packs separately (lib/i18n.ts). */
export default { ...browse, ...signedIn };
