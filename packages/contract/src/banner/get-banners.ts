import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { ZImageInfo } from '../common/image.ts';

export const ZBanner = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageInfo: z.extend(ZImageInfo, { onClick: z.string().check(z.core.describe('Route the slide opens, e.g. /puja/some-key')) }),
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZGetBannersResponse = envelope(z.object({ banners: z.array(ZBanner) }));
export type TGetBannersResponse = z.infer<typeof ZGetBannersResponse>;
