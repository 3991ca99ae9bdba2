import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { isPersonText } from '../common/person-text.ts';

export const DEACTIVATE_USER_PATH = '/user/deactivate';

export const REASON_MAX = 500;
export const REASON_MESSAGES = {
  required: 'Reason is required.',
  tooLong: 'Reason must be at most 500 characters long.',
  /** Not in the spec: the person-entered text rule (common/person-text.ts). */
  characters: 'Reason contains characters that are not allowed.',
} as const;

/**
 * POST /user/deactivate {reason}: ends every session of the account; orders stay with the operator
 * and the phone number may sign up again as a new account.
 */
export const ZDeactivateUserRequest = z.object(
  {
    reason: z.pipe(
      z.pipe(
        z.string({ error: REASON_MESSAGES.required }),
        z.transform((raw: string) => raw.trim()),
      ),
      z
        .string()
        .check(
          z.minLength(1, { error: REASON_MESSAGES.required }),
          z.maxLength(REASON_MAX, { error: REASON_MESSAGES.tooLong }),
          z.refine(isPersonText, { error: REASON_MESSAGES.characters }),
        ),
    ),
  },
  { error: REASON_MESSAGES.required },
);
export type TDeactivateUserRequest = z.input<typeof ZDeactivateUserRequest>;

export const ZDeactivateUserResponse = envelope(z.object({ message: z.string() }));
export type TDeactivateUserResponse = z.infer<typeof ZDeactivateUserResponse>;
