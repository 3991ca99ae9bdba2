/** Browser storage keys of the spec (§3): the session lives in plain localStorage entries. */
export const STORAGE_KEYS = { userToken: 'userToken', userId: 'userId', guestId: 'guestId' } as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const getUserToken = (): string | null => read(STORAGE_KEYS.userToken) || null;
export const getUserId = (): string | null => read(STORAGE_KEYS.userId) || null;
export const getGuestId = (): string | null => read(STORAGE_KEYS.guestId) || null;

export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // storage unavailable: nothing to clear
  }
}

/** A guest (no token) gets a random id prefixed GUEST_, once (spec §4 "Identity"). */
export function ensureGuestId(): void {
  if (getUserToken() || getGuestId()) return;
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()).slice(2);
  try {
    window.localStorage.setItem(STORAGE_KEYS.guestId, `GUEST_${random}`);
  } catch {
    // storage unavailable
  }
}
