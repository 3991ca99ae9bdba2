import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { ZEventDetail } from '../common/event.ts';

/** GET /puja/{id} and GET /puja/name/{searchKey}. */
export const ZGetPujaResponse = envelope(ZEventDetail);
export type TGetPujaResponse = z.infer<typeof ZGetPujaResponse>;
