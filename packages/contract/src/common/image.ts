import { z } from 'zod';

export const ZImageInfo = z.object({
  url: z.string(),
  altText: z.string(),
  imageText: z.string().nullable().optional(),
});
export type TImageInfo = z.infer<typeof ZImageInfo>;
