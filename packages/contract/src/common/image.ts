import * as z from 'zod/mini';

export const ZImageInfo = z.object({
  url: z.string(),
  altText: z.string(),
  imageText: z.optional(z.nullable(z.string())),
});
export type TImageInfo = z.infer<typeof ZImageInfo>;
