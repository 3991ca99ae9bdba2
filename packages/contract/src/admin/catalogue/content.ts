import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { isSitePath } from '../../common/site-path.ts';
import { ZBilingual, ZBilingualList, ZImageUrl } from './text.ts';

/** Banners, FAQs (homepage / all pujas / all chadawa) and testimonials: lists with a position each. */
export const CATALOGUE_BANNERS_PATH = '/catalogue/banners';
export const CATALOGUE_BANNER_PATH = '/catalogue/banners/:id';
export const CATALOGUE_BANNERS_ORDER_PATH = '/catalogue/banners-order';
export const CATALOGUE_FAQS_PATH = '/catalogue/faqs';
export const CATALOGUE_FAQ_PATH = '/catalogue/faqs/:id';
export const CATALOGUE_FAQS_ORDER_PATH = '/catalogue/faqs-order';
export const CATALOGUE_REVIEWS_PATH = '/catalogue/reviews';
export const CATALOGUE_REVIEW_PATH = '/catalogue/reviews/:id';
export const CATALOGUE_REVIEWS_ORDER_PATH = '/catalogue/reviews-order';

const required = (max = 500) =>
  z.object({
    en: z.string().check(z.trim(), z.minLength(1, { error: 'Fill in the English text.' }), z.maxLength(max)),
    hi: z.string().check(z.trim(), z.minLength(1, { error: 'Fill in the Hindi text.' }), z.maxLength(max)),
  });
const requiredUrl = z.string().check(
  z.minLength(1, { error: 'Add an image.' }),
  z.maxLength(1000),
  z.refine((url: string) => url.startsWith('/') || url.startsWith('https://') || url.startsWith('http://'), {
    error: 'An image address must start with / or https://.',
  }),
);

export const ZCatalogueBannerInput = z.object({
  title: required(),
  description: required(2_000),
  imageUrl: requiredUrl,
  alt: required(),
  imageText: ZBilingual,
  /** Site path opened on click, e.g. /puja/some-search-key; never another site (`//host`, `/\host`). */
  onClick: z.string().check(z.refine(isSitePath, { error: 'The link must be a site path starting with /.' }), z.maxLength(300)),
});
export type TCatalogueBannerInput = z.infer<typeof ZCatalogueBannerInput>;
/** A stored banner: its link as stored (a row older than the rule may hold another site; the site does not follow it). */
export const ZCatalogueBanner = z.object({ ...ZCatalogueBannerInput.shape, onClick: z.string(), id: z.string(), position: z.int() });
export type TCatalogueBanner = z.infer<typeof ZCatalogueBanner>;

export const FAQ_SCOPES = ['HOMEPAGE', 'PUJA', 'OFFERING'] as const;
export const ZCatalogueFaqScope = z.enum(FAQ_SCOPES);
export type TCatalogueFaqScope = z.infer<typeof ZCatalogueFaqScope>;
export const ZCatalogueFaqInput = z.object({
  scope: ZCatalogueFaqScope,
  question: required(),
  answerText: required(2_000),
  answerBullets: ZBilingualList,
});
export type TCatalogueFaqInput = z.infer<typeof ZCatalogueFaqInput>;
export const ZCatalogueFaq = z.object({ ...ZCatalogueFaqInput.shape, id: z.string(), position: z.int() });
export type TCatalogueFaq = z.infer<typeof ZCatalogueFaq>;
export const ZCatalogueFaqListQuery = z.object({ scope: z.optional(ZCatalogueFaqScope) });

export const ZCatalogueReviewInput = z.object({
  name: required(),
  description: required(2_000),
  videoUrl: z.nullable(ZImageUrl),
  imageUrl: z.nullable(ZImageUrl),
  address: ZBilingual,
  city: ZBilingual,
  country: ZBilingual,
  pincode: z.string().check(z.regex(/^(\d{6})?$/, { error: 'The pincode must be 6 digits.' })),
});
export type TCatalogueReviewInput = z.infer<typeof ZCatalogueReviewInput>;
export const ZCatalogueReview = z.object({ ...ZCatalogueReviewInput.shape, id: z.string(), position: z.int() });
export type TCatalogueReview = z.infer<typeof ZCatalogueReview>;

/** Reorder: every id of the list (of one FAQ scope) in the new order. */
export const ZCatalogueReorderInput = z.object({
  scope: z.optional(ZCatalogueFaqScope),
  ids: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(500)),
});
export type TCatalogueReorderInput = z.infer<typeof ZCatalogueReorderInput>;

export const ZCatalogueBannerResponse = envelope(ZCatalogueBanner);
export const ZCatalogueBannerListResponse = envelope(z.array(ZCatalogueBanner));
export const ZCatalogueFaqResponse = envelope(ZCatalogueFaq);
export const ZCatalogueFaqListResponse = envelope(z.array(ZCatalogueFaq));
export const ZCatalogueReviewResponse = envelope(ZCatalogueReview);
export const ZCatalogueReviewListResponse = envelope(z.array(ZCatalogueReview));
export const ZCatalogueOkResponse = envelope(z.object({ ok: z.boolean() }));
