import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';

/** What a batch over an occurrence's orders can do; each order still goes through its own action. */
export const OCCURRENCE_BATCH_ACTIONS = ['PERFORMED', 'GROUP_VIDEO', 'GROUP_VIDEO_REPLACE', 'SHIPMENTS_IMPORT'] as const;
export type TOccurrenceBatchAction = (typeof OCCURRENCE_BATCH_ACTIONS)[number];

/** Why an order was left out of a batch: the same code and message a single action would answer. */
export const ZBatchSkip = z.object({ orderId: z.string(), code: z.string(), reason: z.string() });
export type TBatchSkip = z.infer<typeof ZBatchSkip>;

/**
 * The answer of every batch: each order of the occurrence the action looked at is in exactly one
 * list. `failed` are orders whose own action broke (not a rule): they are named, never lost.
 */
export const ZBatchResult = z.object({
  batchId: z.string(),
  action: z.enum(OCCURRENCE_BATCH_ACTIONS),
  done: z.array(z.string()),
  skipped: z.array(ZBatchSkip),
  failed: z.array(ZBatchSkip),
  finishedAt: z.string(),
});
export type TBatchResult = z.infer<typeof ZBatchResult>;
export const ZBatchResultResponse = envelope(ZBatchResult);
export type TBatchResultResponse = z.infer<typeof ZBatchResultResponse>;

/** Every batch request carries the client's key (a UUID per press of the button, reused on retries). */
export const ZBatchKey = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'batchId must be a UUID.' }));
