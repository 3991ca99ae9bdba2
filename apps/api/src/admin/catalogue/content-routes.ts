import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_BANNER_PATH,
  CATALOGUE_BANNERS_ORDER_PATH,
  CATALOGUE_BANNERS_PATH,
  CATALOGUE_FAQ_PATH,
  CATALOGUE_FAQS_ORDER_PATH,
  CATALOGUE_FAQS_PATH,
  CATALOGUE_REVIEW_PATH,
  CATALOGUE_REVIEWS_ORDER_PATH,
  CATALOGUE_REVIEWS_PATH,
  ZCatalogueBannerInput,
  ZCatalogueBannerListResponse,
  ZCatalogueBannerResponse,
  ZCatalogueFaqInput,
  ZCatalogueFaqListQuery,
  ZCatalogueFaqListResponse,
  ZCatalogueFaqResponse,
  ZCatalogueIdParams,
  ZCatalogueOkResponse,
  ZCatalogueReorderInput,
  ZCatalogueReviewInput,
  ZCatalogueReviewListResponse,
  ZCatalogueReviewResponse,
  ZErrorResponse,
} from '@sankalp/contract';
import { signedInStaff } from '../core/staff-auth.ts';
import { createBanner, deleteBanner, listBanners, reorderBanners, updateBanner } from './banners.ts';
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from './faqs.ts';
import { createReview, deleteReview, listReviews, reorderReviews, updateReview } from './reviews.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const read = { permission: 'catalogue.read' } as const;
const write = { permission: 'catalogue.write' } as const;
const tags = ['admin'];

/** Banners, site-wide FAQs and testimonials: bilingual lists, each write audited. */
export const catalogueContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ok = { 200: ZCatalogueOkResponse, ...errors };

  app.get(
    CATALOGUE_BANNERS_PATH,
    { config: read, schema: { tags, summary: 'Homepage banners, in order', response: { 200: ZCatalogueBannerListResponse, ...errors } } },
    async () => ({
      data: await listBanners(app.db),
    }),
  );
  app.post(
    CATALOGUE_BANNERS_PATH,
    { config: write, schema: { tags, summary: 'Add a banner', body: ZCatalogueBannerInput, response: { 200: ZCatalogueBannerResponse, ...errors } } },
    async (req) => ({
      data: await createBanner(app.db, signedInStaff(req), req.body),
    }),
  );
  app.put(
    CATALOGUE_BANNER_PATH,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a banner',
        params: ZCatalogueIdParams,
        body: ZCatalogueBannerInput,
        response: { 200: ZCatalogueBannerResponse, ...errors },
      },
    },
    async (req) => ({ data: await updateBanner(app.db, signedInStaff(req), req.params.id, req.body) }),
  );
  app.delete(CATALOGUE_BANNER_PATH, { config: write, schema: { tags, summary: 'Remove a banner', params: ZCatalogueIdParams, response: ok } }, async (req) => {
    await deleteBanner(app.db, signedInStaff(req), req.params.id);
    return { data: { ok: true } };
  });
  app.put(
    CATALOGUE_BANNERS_ORDER_PATH,
    {
      config: write,
      schema: { tags, summary: 'Put the banners in a new order', body: ZCatalogueReorderInput, response: { 200: ZCatalogueBannerListResponse, ...errors } },
    },
    async (req) => ({ data: await reorderBanners(app.db, signedInStaff(req), req.body) }),
  );

  app.get(
    CATALOGUE_FAQS_PATH,
    {
      config: read,
      schema: { tags, summary: 'Site-wide FAQs, in order', querystring: ZCatalogueFaqListQuery, response: { 200: ZCatalogueFaqListResponse, ...errors } },
    },
    async (req) => ({ data: await listFaqs(app.db, req.query.scope) }),
  );
  app.post(
    CATALOGUE_FAQS_PATH,
    { config: write, schema: { tags, summary: 'Add a FAQ', body: ZCatalogueFaqInput, response: { 200: ZCatalogueFaqResponse, ...errors } } },
    async (req) => ({
      data: await createFaq(app.db, signedInStaff(req), req.body),
    }),
  );
  app.put(
    CATALOGUE_FAQ_PATH,
    {
      config: write,
      schema: { tags, summary: 'Change a FAQ', params: ZCatalogueIdParams, body: ZCatalogueFaqInput, response: { 200: ZCatalogueFaqResponse, ...errors } },
    },
    async (req) => ({ data: await updateFaq(app.db, signedInStaff(req), req.params.id, req.body) }),
  );
  app.delete(CATALOGUE_FAQ_PATH, { config: write, schema: { tags, summary: 'Remove a FAQ', params: ZCatalogueIdParams, response: ok } }, async (req) => {
    await deleteFaq(app.db, signedInStaff(req), req.params.id);
    return { data: { ok: true } };
  });
  app.put(
    CATALOGUE_FAQS_ORDER_PATH,
    {
      config: write,
      schema: { tags, summary: 'Put the FAQs in a new order', body: ZCatalogueReorderInput, response: { 200: ZCatalogueFaqListResponse, ...errors } },
    },
    async (req) => ({ data: await reorderFaqs(app.db, signedInStaff(req), req.body) }),
  );

  app.get(
    CATALOGUE_REVIEWS_PATH,
    { config: read, schema: { tags, summary: 'Site-wide testimonials, in order', response: { 200: ZCatalogueReviewListResponse, ...errors } } },
    async () => ({
      data: await listReviews(app.db),
    }),
  );
  app.post(
    CATALOGUE_REVIEWS_PATH,
    { config: write, schema: { tags, summary: 'Add a testimonial', body: ZCatalogueReviewInput, response: { 200: ZCatalogueReviewResponse, ...errors } } },
    async (req) => ({
      data: await createReview(app.db, signedInStaff(req), req.body),
    }),
  );
  app.put(
    CATALOGUE_REVIEW_PATH,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a testimonial',
        params: ZCatalogueIdParams,
        body: ZCatalogueReviewInput,
        response: { 200: ZCatalogueReviewResponse, ...errors },
      },
    },
    async (req) => ({ data: await updateReview(app.db, signedInStaff(req), req.params.id, req.body) }),
  );
  app.delete(
    CATALOGUE_REVIEW_PATH,
    { config: write, schema: { tags, summary: 'Remove a testimonial', params: ZCatalogueIdParams, response: ok } },
    async (req) => {
      await deleteReview(app.db, signedInStaff(req), req.params.id);
      return { data: { ok: true } };
    },
  );
  app.put(
    CATALOGUE_REVIEWS_ORDER_PATH,
    {
      config: write,
      schema: {
        tags,
        summary: 'Put the testimonials in a new order',
        body: ZCatalogueReorderInput,
        response: { 200: ZCatalogueReviewListResponse, ...errors },
      },
    },
    async (req) => ({ data: await reorderReviews(app.db, signedInStaff(req), req.body) }),
  );
};
