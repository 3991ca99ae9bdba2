import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';

/**
 * Which optional parts of the site are shown. The site starts from SPEC_DEFAULT_VISIBILITY
 * (spec §2 "Visibility configuration") and replaces it with what GET /config/visibility returns;
 * if that call fails the defaults stay and the failure is only logged.
 */
export const ZVisibility = z.object({
  header: z.boolean(),
  sidebar: z.boolean(),
  footer: z.boolean(),
  subscribeLanding: z.boolean(),
  whatsappButton: z.boolean(),
  filter: z.boolean(),
  navbarSearchIcon: z.boolean(),
  deactivateAccount: z.boolean(),
  countdown: z.boolean(),
});
export type TVisibility = z.infer<typeof ZVisibility>;

export const SPEC_DEFAULT_VISIBILITY: TVisibility = {
  header: true,
  sidebar: true,
  footer: false,
  subscribeLanding: false,
  whatsappButton: false,
  filter: false,
  navbarSearchIcon: false,
  deactivateAccount: false,
  countdown: false,
};

export const ZGetVisibilityResponse = envelope(ZVisibility);
export type TGetVisibilityResponse = z.infer<typeof ZGetVisibilityResponse>;
