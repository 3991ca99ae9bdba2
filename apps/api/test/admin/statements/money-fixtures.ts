import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderActionPath } from '@sankalp/contract';
import { payments, refunds } from '../../../src/db/schema/index.ts';
import { settleWebhooks } from '../../features/payment/checkout-flow.ts';
import { adminCall, type StaffSession } from '../helpers.ts';
import { key } from '../fulfilment-fixtures.ts';

/**
 * Moves an order's captured payment to a moment of a chosen day (IST), so that each test owns a
 * period of its own in a database the file's tests share. A captured payment's updated_at is when
 * it was captured (decision 270).
 */
export async function capturedAt(app: FastifyInstance, orderIds: string[], at: string): Promise<void> {
  await app.db
    .update(payments)
    .set({ updatedAt: sql`${at}::timestamptz` })
    .where(inArray(payments.orderId, orderIds));
}

/** Likewise for an order's processed refunds. */
export async function refundedAt(app: FastifyInstance, orderId: string, at: string): Promise<void> {
  await app.db
    .update(refunds)
    .set({ updatedAt: sql`${at}::timestamptz` })
    .where(eq(refunds.orderId, orderId));
}

/** A refund through the console, settled by the provider's webhook (PROCESSED). */
export async function refundPart(app: FastifyInstance, session: StaffSession, orderId: string, amountPaise: number): Promise<void> {
  const res = await adminCall(app, 'POST', orderActionPath('refund', orderId), {
    session,
    body: { amountPaise, reason: 'Part of the offering not made', cancel: false, idempotencyKey: key() },
  });
  if (res.statusCode !== 200) throw new Error(`refund: ${res.statusCode} ${res.body}`);
  await settleWebhooks(app);
}
