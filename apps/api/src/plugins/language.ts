import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { languageFromHeader } from '@sankalp/contract';
import { addVary } from '../lib/vary.ts';

/**
 * `request.language`, read from Accept-Language when asked for: a getter, not an onRequest hook, so a
 * file, an image or a page (whose language is its URL's or cookie's) costs nothing (decision 187).
 * Where the header changes the answer's bytes, the answer says so with `Vary: Accept-Language`
 * (varyByLanguage, decision 235); nowhere else, so a CDN keeps one copy of an asset, not one per
 * language header seen.
 */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageFromHeader(this.headers['accept-language']);
    },
  });
}

/** A route-level onRequest hook: the answer is in the caller's language (its texts, its errors). */
export function varyByLanguage(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  addVary(reply, 'Accept-Language');
  done();
}
