import { useEffect, useRef } from 'react';
import { forgetUserState } from '../../lib/app-state.ts';
import { queryClient } from '../../lib/query-client.ts';
import { ensureGuestId, getUserId, getUserToken, saveUserId } from '../../lib/storage.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useUserToken } from '../../lib/use-user-token.ts';

/**
 * Keeps who-is-visiting right in every tab (spec §4 "Identity"): a guest always has a GUEST_ id;
 * a signed-in visitor without a stored user id gets it fetched; and when the token appears or
 * disappears (here or in another tab) server data is re-read so no view shows the previous
 * person's basket or bookings.
 */
export function IdentityEffects() {
  const token = useUserToken();
  // While hydrating, `token` is the server's (none); the session stored when the page opened is
  // not a sign-in, so it is the starting point rather than a change.
  const hydrated = useHydrated();
  const previous = useRef(getUserToken());

  useEffect(() => {
    if (!hydrated) return;
    if (!token) ensureGuestId();
    else if (!getUserId()) {
      // Rare (storage from an older visit), so the profile call's code loads only when needed.
      void import('../../features/profile/index.ts').then(({ getUser }) => getUser()).then((user) => user && saveUserId(user.userId));
    }
    if (previous.current === token) return;
    const signedOut = previous.current !== null && token === null;
    previous.current = token;
    if (signedOut) forgetUserState();
    void queryClient.invalidateQueries();
  }, [token, hydrated]);

  return null;
}
