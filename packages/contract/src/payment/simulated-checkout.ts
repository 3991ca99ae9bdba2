import * as z from 'zod/mini';
import { ZLanguage } from '../common/language.ts';

export const SIMULATED_OUTCOMES = ['pay', 'fail'] as const;
export const SIMULATED_METHODS = ['upi', 'card', 'netbanking'] as const;

export const ZSimulatedCheckoutParams = z.object({ providerOrderId: z.string().check(z.maxLength(64)) });
export const ZSimulatedCheckoutQuery = z.object({ orderId: z.optional(z.string().check(z.maxLength(64))), language: z.optional(ZLanguage) });
export const ZSimulatedCheckoutResultParams = z.extend(ZSimulatedCheckoutParams, { outcome: z.enum(SIMULATED_OUTCOMES) });
export const ZSimulatedCheckoutResultBody = z.object({ method: z._default(z.enum(SIMULATED_METHODS), 'upi') });
