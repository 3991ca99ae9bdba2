import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';

export const ZReview = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  videoInfo: z.nullable(z.object({ url: z.string() })),
  image: z.nullable(z.object({ url: z.string() })),
  location: z.object({
    address: z.nullable(z.string()),
    city: z.nullable(z.string()),
    country: z.nullable(z.string()),
    pincode: z.nullable(z.string()),
  }),
});
export type TReview = z.infer<typeof ZReview>;

export const ZGetReviewsResponse = envelope(z.object({ reviews: z.array(ZReview) }));
export type TGetReviewsResponse = z.infer<typeof ZGetReviewsResponse>;
