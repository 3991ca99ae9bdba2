import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZTemple } from './temple.ts';

/** GET /temples: temple staff get only their own temples; admins and operators every temple. */
export const TEMPLES_PATH = '/temples';

export const TEMPLE_LIST_STATUSES = ['active', 'archived', 'all'] as const;
/** `status` defaults to active: the temples that can still receive events and staff. */
export const ZTempleListQuery = z.object({ status: z.optional(z.enum(TEMPLE_LIST_STATUSES)) });
export type TTempleListQuery = z.infer<typeof ZTempleListQuery>;

/** Sorted by English name. A few hundred temples: one page, no paging. */
export const ZTempleListResponse = envelope(z.array(ZTemple));
export type TTempleListResponse = z.infer<typeof ZTempleListResponse>;
