import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { ZFaq } from '../common/event.ts';

/** GET /faq/homepage, /faq/puja, /faq/offering. */
export const ZGetFaqsResponse = envelope(z.object({ faqs: z.array(ZFaq) }));
export type TGetFaqsResponse = z.infer<typeof ZGetFaqsResponse>;
