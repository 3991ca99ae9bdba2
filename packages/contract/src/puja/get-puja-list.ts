import { z } from 'zod';
import { envelope } from '../common/envelope.ts';
import { ZEventCard } from '../common/event.ts';

export const ZGetPujaListResponse = envelope(z.object({ pujaList: z.array(ZEventCard), totalPages: z.number().int() }));
export type TGetPujaListResponse = z.infer<typeof ZGetPujaListResponse>;
