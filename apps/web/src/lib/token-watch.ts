import { getUserToken } from './storage.ts';

/** Token poll interval (spec §9): storage events only report other tabs' changes. */
export const TOKEN_POLL_MS = 500;

const listeners = new Set<() => void>();
let lastSeen: string | null = null;
let stop: (() => void) | undefined;

/** Tells listeners when the stored token differs from what they last heard. */
export function checkUserToken(): void {
  const current = getUserToken();
  if (current === lastSeen) return;
  lastSeen = current;
  listeners.forEach((listener) => listener());
}

function start(): () => void {
  lastSeen = getUserToken();
  const timer = window.setInterval(checkUserToken, TOKEN_POLL_MS);
  window.addEventListener('storage', checkUserToken);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('storage', checkUserToken);
  };
}

/**
 * Calls `listener` whenever the signed-in token appears, changes or disappears — in this tab or
 * another (spec §4 "Identity"). One poller serves every subscriber, however many components watch.
 */
export function watchUserToken(listener: () => void): () => void {
  listeners.add(listener);
  stop ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = undefined;
    }
  };
}
