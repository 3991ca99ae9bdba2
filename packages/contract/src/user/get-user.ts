import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';

export const GET_USER_PATH = '/user/get';

/** Spec §3 user profile. `name` is null until the complete-profile step has been done. */
export const ZUserProfile = z.object({
  name: z.nullable(z.string()),
  phone: z.string(),
  userId: z.string(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

/** GET /user/get (sign-in needed; a guest gets the showModal answer). */
export const ZGetUserResponse = envelope(ZUserProfile);
export type TGetUserResponse = z.infer<typeof ZGetUserResponse>;
