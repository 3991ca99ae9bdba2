/**
 * Every failed console API call throws this. `message` is the server's own (already in the
 * console's language) or a translated fallback; the UI shows it as it is (toast or form error).
 * status 0: the request never got an answer (offline, server away).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Every reason when the server gave several (an event not ready to publish); `message` is the first. */
    readonly problems: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
