/**
 * The one error type of the API: a stable code, an HTTP status and an English message safe to
 * show users (translated by the error handler, see messages.ts).
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A refusal that knows when trying again makes sense: the error handler sends it as Retry-After. */
export class RetryLaterError extends AppError {
  constructor(
    code: string,
    statusCode: number,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, statusCode, message);
  }
}

/**
 * A 400 with several reasons at once (everything an event lacks before it can be published):
 * `message` is the first, `problems` all of them; the error handler sends both, each translated.
 */
export class ListedProblemsError extends AppError {
  constructor(readonly problems: readonly string[]) {
    super('VALIDATION', 400, problems[0] ?? 'Bad Request');
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);
export const badRequest = (message: string) => new AppError('VALIDATION', 400, message);

export const BUSY_MESSAGE = 'Many devotees are booking right now. Please try again in a few seconds.';

/**
 * A new checkout refused because the process is past its capacity (decision 195): 503 with
 * Retry-After. Nothing is wrong with the request; the same one succeeds once the rush eases.
 */
export class BusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('BUSY', 503, BUSY_MESSAGE);
  }
}
