import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * The staff token, in localStorage (`sankalp.staff.token`) so a reload keeps the session, and as a
 * tiny store so the shell re-renders the moment it goes (a 401 anywhere, sign-out, another tab).
 */
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const getStaffToken = (): string | null => readStorage(STORAGE_KEYS.staffToken) || null;

export function setStaffToken(token: string | null): void {
  writeStorage(STORAGE_KEYS.staffToken, token);
  emit();
}

/** Ends the session in this browser only (the server session is revoked by POST /auth/logout). */
export const clearStaffToken = (): void => setStaffToken(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signing out in another tab signs this one out too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.staffToken || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useStaffToken = (): string | null => useSyncExternalStore(subscribe, getStaffToken, () => null);
