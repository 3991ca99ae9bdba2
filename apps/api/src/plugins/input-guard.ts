import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../lib/unstorable-text.ts';

/**
 * Refuses, with the usual 400, any request whose path parameters, query or parsed body holds text
 * PostgreSQL cannot store (U+0000, a lone surrogate: see lib/unstorable-text.ts), before any route
 * reads it. Raw bodies (the payment webhook) are checked by their route once parsed.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and a promise each time is measurable (decision 187).
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasUnstorableText(request.params) || hasUnstorableText(request.query) || hasUnstorableText(request.body)) done(badRequest(UNSTORABLE_TEXT_MESSAGE));
    else done();
  });
}
