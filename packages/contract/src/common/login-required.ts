import * as z from 'zod/mini';

/** Header carrying the session token from POST /client/auth/otp/verify (`sessionId`). */
export const ACCESS_TOKEN_HEADER = 'X-Access-Token';

/**
 * Answer of a call that needs sign-in when no token was sent: HTTP 200 with `showModal: true`,
 * which makes the site open its 'Please Login' modal (spec §6). A bad or expired token is a 401.
 */
export const ZLoginRequired = z.object({
  data: z.null(),
  showModal: z.literal(true),
  message: z.string(),
});
export type TLoginRequired = z.infer<typeof ZLoginRequired>;
