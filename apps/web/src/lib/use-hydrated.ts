import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates what the server sent; true from then on.
 * For what only the browser knows (its session, the time now): render the server's version first,
 * so hydration matches, and the browser's right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
