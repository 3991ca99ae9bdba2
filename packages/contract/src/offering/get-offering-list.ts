import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { ZEventCard } from '../common/event.ts';

export const ZGetOfferingListResponse = envelope(z.object({ offeringList: z.array(ZEventCard), totalPages: z.int() }));
export type TGetOfferingListResponse = z.infer<typeof ZGetOfferingListResponse>;
