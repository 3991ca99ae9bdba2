/** Browser storage keys of the spec (§3): the session lives in plain localStorage entries. */
export const STORAGE_KEYS = { userToken: 'userToken', userId: 'userId', guestId: 'guestId' } as const;
export const GUEST_ID_PREFIX = 'GUEST_';

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

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode, quota): the session lasts as long as the page
  }
}

/** After a verified OTP: the token and user id are stored, and the guest id goes (spec §4 "Login"). */
export function saveSession(session: { token: string; userId: string }): void {
  write(STORAGE_KEYS.userToken, session.token);
  write(STORAGE_KEYS.userId, session.userId);
  write(STORAGE_KEYS.guestId, null);
}

export const saveUserId = (userId: string) => write(STORAGE_KEYS.userId, userId);

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
  write(STORAGE_KEYS.guestId, `${GUEST_ID_PREFIX}${random}`);
}
