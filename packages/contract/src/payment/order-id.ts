import * as z from 'zod/mini';

export const ORDER_ID_MESSAGES = { required: 'orderId is required.' } as const;

/** An order id as the site sends it; unknown ids are a 404, not a validation error. */
export const ZOrderIdField = z
  .string({ error: ORDER_ID_MESSAGES.required })
  .check(z.trim(), z.minLength(1, { error: ORDER_ID_MESSAGES.required }), z.maxLength(64, { error: ORDER_ID_MESSAGES.required }));
