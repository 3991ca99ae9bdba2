import * as z from 'zod/mini';

/** Order status values of spec §4, as the API sends them. */
export const ORDER_STATUS_VALUES = ['CREATED', 'AWAITING_PAYMENT_CONFIRMATION', 'PAYMENT_FAILED', 'SUCCESS', 'COMPLETED', 'IN TRANSIT', 'CANCELLED'] as const;
export const ZOrderStatus = z.enum(ORDER_STATUS_VALUES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;
