import type { FastifyInstance } from 'fastify';

/** Browser form posts (the provider's redirect, our simulated checkout) are a few hundred bytes. */
const FORM_BODY_LIMIT = 8 * 1024;

/** Accepts `application/x-www-form-urlencoded` in this plugin's routes only; repeated keys keep the first value. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(body as string)) if (!(key in fields)) fields[key] = value;
    done(null, fields);
  });
}
