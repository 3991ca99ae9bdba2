import { z } from 'zod';
import { ZLanguage } from '../common/language.ts';

export const SIMULATED_OUTCOMES = ['pay', 'fail'] as const;
export const SIMULATED_METHODS = ['upi', 'card', 'netbanking'] as const;

export const ZSimulatedCheckoutParams = z.object({ providerOrderId: z.string().max(64) });
export const ZSimulatedCheckoutQuery = z.object({ orderId: z.string().max(64).optional(), language: ZLanguage.optional() });
export const ZSimulatedCheckoutResultParams = ZSimulatedCheckoutParams.extend({ outcome: z.enum(SIMULATED_OUTCOMES) });
export const ZSimulatedCheckoutResultBody = z.object({ method: z.enum(SIMULATED_METHODS).default('upi') });
