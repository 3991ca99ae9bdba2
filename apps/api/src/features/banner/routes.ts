import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ZGetBannersResponse } from '@sankalp/contract';
import { banners } from '../../db/schema/index.ts';
import { PREPARED_BODY_ROUTE, sendCached } from '../../plugins/cached-json.ts';
import { pick } from '../../lib/pick.ts';

export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.banners,
    { ...PREPARED_BODY_ROUTE, schema: { tags: ['homepage'], summary: 'Landing page banner slides', response: { 200: ZGetBannersResponse } } },
    (req, reply) =>
      sendCached(req, reply, ZGetBannersResponse, async () => {
        const rows = await app.db.select().from(banners).orderBy(asc(banners.position));
        const t = <T>(en: T, hi: T) => pick(req.language, en, hi);
        return {
          data: {
            banners: rows.map((b) => ({
              id: b.id,
              title: t(b.titleEn, b.titleHi),
              description: t(b.descriptionEn, b.descriptionHi),
              imageInfo: { url: b.imageUrl, altText: t(b.altEn, b.altHi), imageText: t(b.imageTextEn, b.imageTextHi), onClick: b.onClick },
            })),
          },
        };
      }),
  );
};
