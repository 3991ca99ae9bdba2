import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { ZAdminOrderNote } from './get-order.ts';
import { ADMIN_ORDER_MESSAGES as M } from './order-messages.ts';

/** POST /orders/{orderId}/notes — an internal note; staff only, never edited. */
export const ADMIN_ORDER_NOTES_PATH = '/orders/:orderId/notes';
export const adminOrderNotesPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/notes`;

export const ORDER_NOTE_MAX = 2000;

export const ZAddOrderNoteRequest = z.object({
  body: z.string({ error: M.noteRequired }).check(z.trim(), z.minLength(1, { error: M.noteRequired }), z.maxLength(ORDER_NOTE_MAX, { error: M.noteTooLong })),
});
export type TAddOrderNoteRequest = z.input<typeof ZAddOrderNoteRequest>;

export const ZAddOrderNoteResponse = envelope(ZAdminOrderNote);
export type TAddOrderNoteResponse = z.infer<typeof ZAddOrderNoteResponse>;
