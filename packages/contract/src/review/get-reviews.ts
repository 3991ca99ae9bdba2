import { z } from 'zod';
import { envelope } from '../common/envelope.ts';

export const ZReview = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  videoInfo: z.object({ url: z.string() }).nullable(),
  image: z.object({ url: z.string() }).nullable(),
  location: z.object({
    address: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    pincode: z.string().nullable(),
  }),
});
export type TReview = z.infer<typeof ZReview>;

export const ZGetReviewsResponse = envelope(z.object({ reviews: z.array(ZReview) }));
export type TGetReviewsResponse = z.infer<typeof ZGetReviewsResponse>;
