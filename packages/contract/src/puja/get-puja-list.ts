import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { ZEventCard } from '../common/event.ts';

export const ZGetPujaListResponse = envelope(z.object({ pujaList: z.array(ZEventCard), totalPages: z.int() }));
export type TGetPujaListResponse = z.infer<typeof ZGetPujaListResponse>;
