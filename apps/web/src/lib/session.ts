import { forgetUserState } from './app-state.ts';
import { clearStorage, ensureGuestId, saveSession } from './storage.ts';
import { checkUserToken } from './token-watch.ts';

/** Signed in: store the session and tell this tab's watchers now rather than at the next poll. */
export function startSession(session: { token: string; userId: string }): void {
  saveSession(session);
  checkUserToken();
}

/**
 * Signed out here (logout, deactivation, a 401/403): all local storage goes (spec §2 "Profile",
 * §8), the in-memory basket with it, and the visitor is a guest again with a fresh guest id.
 * The language is kept in memory and written back, so the site does not change language.
 */
export function endSessionLocally(): void {
  clearStorage();
  forgetUserState();
  ensureGuestId();
  checkUserToken();
}
