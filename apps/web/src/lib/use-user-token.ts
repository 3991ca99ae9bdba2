import { useSyncExternalStore } from 'react';
import { getUserToken } from './storage.ts';

/** Token poll interval (spec §9): storage events miss changes made in the same tab. */
const POLL_MS = 500;

function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, POLL_MS);
  window.addEventListener('storage', onChange);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('storage', onChange);
  };
}

/** The signed-in token, kept current across tabs and same-tab logins/logouts. */
export function useUserToken(): string | null {
  return useSyncExternalStore(subscribe, getUserToken, () => null);
}
