import * as z from 'zod/mini';

/** Every successful response of the public API is wrapped as `{ data: ... }` (spec §7). */
export const envelope = <T extends z.ZodMiniType>(data: T) => z.object({ data });

/** Every error response: the site shows `message` as a toast (spec §8). */
export const ZErrorResponse = z.object({
  statusCode: z.int(),
  code: z.string().check(z.core.describe('Stable machine-readable error code, e.g. VALIDATION or NOT_FOUND')),
  message: z.string().check(z.core.describe('Human-readable message in the request language')),
  problems: z.optional(
    z
      .array(z.string())
      .check(z.core.describe('Every reason when there are several (an event not ready to publish), the first being `message`; in the request language')),
  ),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
