import { useRef } from 'react';
import { IDEMPOTENCY_ERROR_CODES } from '@sankalp/contract';
import { isApiError } from './api-error.ts';

/**
 * One Idempotency-Key per attempt of a console money action (decision 194). The console does not
 * retry by itself: pressing the button again after no answer (offline, a 5xx) is the retry, and it
 * sends the same key, so the server answers what the first press did instead of acting twice.
 * Once the server has answered (done, refused, or "another request": 422), the next press is a new
 * attempt with a new key; "still in flight" keeps the key, as its answer is still to come.
 */
export function useAttemptKey() {
  const key = useRef<string | null>(null);
  return {
    take: () => (key.current ??= crypto.randomUUID()),
    settle: (error: unknown) => {
      const unanswered = isApiError(error) && (error.status === 0 || error.status >= 500 || error.code === IDEMPOTENCY_ERROR_CODES.inFlight);
      if (!unanswered) key.current = null;
    },
  };
}
