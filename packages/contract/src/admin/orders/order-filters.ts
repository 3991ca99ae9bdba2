import * as z from 'zod/mini';
import { ORDER_STATUS_VALUES } from '../../order/order-status.ts';
import { ADMIN_ORDER_MESSAGES as M } from './order-messages.ts';

/**
 * How an order stands with its money, for the list's filter:
 * paid = SUCCESS / IN TRANSIT / COMPLETED; unpaid = CREATED or awaiting the provider's answer;
 * failed = PAYMENT_FAILED; refunded = a refund was PROCESSED (whatever the status).
 */
export const ORDER_PAYMENT_FILTERS = ['paid', 'unpaid', 'failed', 'refunded'] as const;
export type TOrderPaymentFilter = (typeof ORDER_PAYMENT_FILTERS)[number];

/** Statuses that mean the devotee paid and the puja is owed: the sankalp list and the dashboard count these. */
export const PAID_ORDER_STATUSES = ['SUCCESS', 'IN TRANSIT', 'COMPLETED'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid query parameter (temple, event); a malformed one is a 400, not a database error. */
export const ZUuidParam = z.string({ error: M.idInvalid }).check(z.regex(UUID, { error: M.idInvalid }));

/** A calendar day, YYYY-MM-DD, read as that day in India (IST). */
export const ZIstDate = z.string({ error: M.dateInvalid }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateInvalid }),
  z.refine((day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    error: M.dateInvalid,
  }),
);

/** `status=SUCCESS,COMPLETED` or `status=SUCCESS&status=COMPLETED`: both read as a list. */
export const ZStatusList = z.pipe(
  z.transform((raw: unknown) => (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw)),
  z.array(z.enum(ORDER_STATUS_VALUES, { error: M.statusInvalid }), { error: M.statusInvalid }).check(z.maxLength(ORDER_STATUS_VALUES.length)),
);
