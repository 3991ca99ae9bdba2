import { z } from 'zod';

/** Events per page of the list endpoints. Lists start at page 0 (spec §9). */
export const EVENT_PAGE_SIZE = 8;

export const ZPageQuery = z.object({
  pageNumber: z.coerce
    .number({ error: 'pageNumber must be a number' })
    .int({ error: 'pageNumber must be a whole number' })
    .min(0, { error: 'pageNumber must be 0 or more' })
    .max(100_000, { error: 'pageNumber is too large' })
    .default(0),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
