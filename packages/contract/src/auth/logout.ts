import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';

export const LOGOUT_PATH = '/client/auth/logout';

/**
 * POST /client/auth/logout, no body: revokes the session whose token is in X-Access-Token.
 * Idempotent — an unknown, expired or missing token also gets this answer, so signing out never
 * opens the login modal.
 */
export const ZLogoutResponse = envelope(z.object({ message: z.string() }));
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;
