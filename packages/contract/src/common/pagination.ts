import * as z from 'zod/mini';

/** Events per page of the list endpoints. Lists start at page 0 (spec §9). */
export const EVENT_PAGE_SIZE = 8;

export const ZPageQuery = z.object({
  pageNumber: z._default(
    z.coerce
      .number({ error: 'pageNumber must be a number' })
      .check(
        z.int({ error: 'pageNumber must be a whole number' }),
        z.gte(0, { error: 'pageNumber must be 0 or more' }),
        z.lte(100_000, { error: 'pageNumber is too large' }),
      ),
    0,
  ),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
