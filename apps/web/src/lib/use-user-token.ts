import { useSyncExternalStore } from 'react';
import { getUserToken } from './storage.ts';
import { watchUserToken } from './token-watch.ts';

/** The signed-in token, kept current across tabs and same-tab logins/logouts. */
export function useUserToken(): string | null {
  return useSyncExternalStore(watchUserToken, getUserToken, () => null);
}
