import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';
import { hasNulCharacter, NUL_MESSAGE } from '../lib/nul-character.ts';

/**
 * Refuses, with the usual 400, any request whose path parameters, query or parsed body holds a
 * U+0000 character, before any route reads it (see lib/nul-character.ts). Raw bodies (the
 * payment webhook) are checked by their route once parsed.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNulCharacter(request.params) || hasNulCharacter(request.query) || hasNulCharacter(request.body)) throw badRequest(NUL_MESSAGE);
  });
}
