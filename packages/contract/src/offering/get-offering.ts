import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { ZEventDetail } from '../common/event.ts';

/** GET /offering/{id} and GET /offering/name/{searchKey} (a chadawa). */
export const ZGetOfferingResponse = envelope(ZEventDetail);
export type TGetOfferingResponse = z.infer<typeof ZGetOfferingResponse>;
