import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ZGetFaqsResponse } from '@sankalp/contract';
import { faqs } from '../../db/schema/index.ts';
import { PREPARED_BODY_ROUTE, sendCached } from '../../plugins/cached-json.ts';
import { toFaq } from './to-faq.ts';

const SCOPES = [
  { path: API_PATHS.faqHomepage, scope: 'HOMEPAGE', summary: 'FAQs of the landing page' },
  { path: API_PATHS.faqPuja, scope: 'PUJA', summary: 'FAQs shown with pujas' },
  { path: API_PATHS.faqOffering, scope: 'OFFERING', summary: 'FAQs shown with chadawa' },
] as const;

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, scope, summary } of SCOPES) {
    app.get(path, { ...PREPARED_BODY_ROUTE, schema: { tags: ['faq'], summary, response: { 200: ZGetFaqsResponse } } }, (req, reply) =>
      sendCached(req, reply, ZGetFaqsResponse, async () => {
        const rows = await app.db
          .select()
          .from(faqs)
          .where(and(eq(faqs.scope, scope), isNull(faqs.eventId)))
          .orderBy(asc(faqs.position));
        return { data: { faqs: rows.map((f) => toFaq(f, req.language)) } };
      }),
    );
  }
};
