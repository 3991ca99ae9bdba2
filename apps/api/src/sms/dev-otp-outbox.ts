import { LRUCache } from 'lru-cache';

/**
 * Outside production the console sender also keeps the last code per phone here, so the project's
 * own tests (in this process or, through GET /dev/otp/:phone, another one) can sign in for real.
 * Bounded and short-lived: it is a test aid, not a store.
 */
export function createDevOtpOutbox(ttlSeconds: number) {
  const codes = new LRUCache<string, string>({ max: 10_000, ttl: ttlSeconds * 1000 });
  return {
    put: (phone: string, code: string) => void codes.set(phone, code),
    latest: (phone: string): string | undefined => codes.get(phone),
  };
}
export type DevOtpOutbox = ReturnType<typeof createDevOtpOutbox>;
