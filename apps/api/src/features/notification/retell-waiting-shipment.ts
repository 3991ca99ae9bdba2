import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderMessages } from '../../db/schema/index.ts';

type Tracking = { courierName: string; trackingNumber: string; trackingUrl: string };

/**
 * A "prasad shipped" message not yet handed to a provider (PENDING, first try or a retry) is made
 * to say the corrected tracking (decision 297). Only PENDING: a SENDING row is with the provider
 * now and its text is already made, so the devotee needs a message of its own. A worker claiming
 * the row at the same moment either takes it before this update (then nothing is updated here) or
 * after it (then it sends the new facts). Returns whether a waiting message now says it.
 */
export async function retellWaitingShipment(tx: Db, orderId: string, tracking: Tracking): Promise<boolean> {
  const updated = await tx
    .update(orderMessages)
    .set({ facts: sql`${orderMessages.facts} || ${JSON.stringify(tracking)}::jsonb`, updatedAt: sql`now()` })
    .where(and(eq(orderMessages.orderId, orderId), eq(orderMessages.kind, 'PRASAD_SHIPPED'), eq(orderMessages.status, 'PENDING')))
    .returning({ id: orderMessages.id });
  return updated.length > 0;
}
