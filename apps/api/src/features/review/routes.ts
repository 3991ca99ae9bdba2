import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ZGetReviewsResponse } from '@sankalp/contract';
import { reviews } from '../../db/schema/index.ts';
import { PREPARED_BODY_ROUTE, sendCached } from '../../plugins/cached-json.ts';
import { pick } from '../../lib/pick.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.reviews,
    { ...PREPARED_BODY_ROUTE, schema: { tags: ['review'], summary: 'Testimonials', response: { 200: ZGetReviewsResponse } } },
    (req, reply) =>
      sendCached(req, reply, ZGetReviewsResponse, async () => {
        const rows = await app.db.select().from(reviews).orderBy(asc(reviews.position));
        const t = <T>(en: T, hi: T) => pick(req.language, en, hi);
        return {
          data: {
            reviews: rows.map((r) => ({
              id: r.id,
              name: t(r.nameEn, r.nameHi),
              description: t(r.descriptionEn, r.descriptionHi),
              videoInfo: r.videoUrl ? { url: r.videoUrl } : null,
              image: r.imageUrl ? { url: r.imageUrl } : null,
              location: { address: t(r.addressEn, r.addressHi), city: t(r.cityEn, r.cityHi), country: t(r.countryEn, r.countryHi), pincode: r.pincode },
            })),
          },
        };
      }),
  );
};
