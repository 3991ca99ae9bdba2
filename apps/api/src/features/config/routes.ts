import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, SPEC_DEFAULT_VISIBILITY, ZGetVisibilityResponse, ZVisibility, type TVisibility } from '@sankalp/contract';

/**
 * Which optional parts of the site show. Every part this product has built is on; the
 * operator hides parts with UI_HIDDEN_PARTS. (The site itself starts from the spec's defaults
 * and keeps them if this call fails.)
 */
export function visibilityFrom(hiddenParts: string): TVisibility {
  const hidden = new Set(
    hiddenParts
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const all = Object.fromEntries(Object.keys(SPEC_DEFAULT_VISIBILITY).map((k) => [k, !hidden.has(k)]));
  return ZVisibility.parse(all);
}

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const visibility = visibilityFrom(app.config.UI_HIDDEN_PARTS);
  app.get(
    API_PATHS.visibility,
    { schema: { tags: ['config'], summary: 'Which optional parts of the site are shown', response: { 200: ZGetVisibilityResponse } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: visibility };
    },
  );
};
