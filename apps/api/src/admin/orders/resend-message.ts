import { eq } from 'drizzle-orm';
import { isResendable, RESEND_MESSAGES, type TAdminOrderMessage } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orderMessages, orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { toAdminMessage } from '../../features/notification/admin-messages.ts';
import { whatsappConsent } from '../../features/notification/consent.ts';
import { orderFacts, wakeWorkers } from '../../features/notification/enqueue.ts';
import { recordAudit } from '../core/audit.ts';
import { assertTempleAccess } from '../core/permissions.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { orderNotFound } from './get-order.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const messageNotFound = () => notFound(RESEND_MESSAGES.notFound);
const inFlight = () => new AppError('MESSAGE_IN_FLIGHT', 409, RESEND_MESSAGES.inFlight);

/**
 * Queues a message again (decision 173): the same kind, in the same language, to the same number,
 * telling the order as it is now (orderFacts: a sankalp corrected since is the one repeated; only a
 * refund's amount comes from the original), on the channel the devotee's consent allows now (an opt-out since means SMS).
 * The order's row is locked, so two staff pressing Resend together take turns, and the second is
 * refused while anything of the message's chain (messageChain) is still on its way. The new row, the
 * workers' wake-up and the audit entry commit together.
 */
export async function resendMessage(db: Db, staff: StaffCaller, orderId: string, messageId: string, baseUrl: string): Promise<TAdminOrderMessage> {
  return db.transaction(async (tx) => {
    // The order's row lock makes two staff pressing Resend on any messages of one order take turns.
    const [order] = await tx.select({ templeId: orders.templeId }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw orderNotFound();
    assertTempleAccess(staff, order.templeId);
    // Any id that cannot be a message's is simply not found (PostgreSQL would refuse it as a uuid).
    if (!GUID.test(messageId)) throw messageNotFound();
    // An order has a handful of messages: all of them, to follow the chain in either direction.
    const all = await tx
      .select({ id: orderMessages.id, status: orderMessages.status, fallbackOf: orderMessages.fallbackOf, resendOf: orderMessages.resendOf })
      .from(orderMessages)
      .where(eq(orderMessages.orderId, orderId));
    if (!all.some((m) => m.id === messageId)) throw messageNotFound();
    if (!isResendable(all, messageId)) throw inFlight();
    const [original] = await tx.select().from(orderMessages).where(eq(orderMessages.id, messageId));
    if (!original) throw messageNotFound();

    // The order as it is now (a sankalp corrected since the original must not be repeated); the
    // original keeps only what the order does not hold, the amount of the refund it told about.
    const current = await orderFacts(tx, orderId);
    if (!current) throw orderNotFound();
    const facts = {
      ...current.facts,
      ...(original.facts.refundPaise !== undefined ? { refundPaise: original.facts.refundPaise } : {}),
      // The receipt link of the paid message (decision 260), as sent the first time.
      ...(original.facts.receiptToken !== undefined ? { receiptToken: original.facts.receiptToken } : {}),
    };
    const consent = await whatsappConsent(tx, original.recipient);
    const [copy] = await tx
      .insert(orderMessages)
      .values({
        orderId,
        kind: original.kind,
        channel: consent.whatsapp ? 'WHATSAPP' : 'SMS',
        language: original.language,
        recipient: original.recipient,
        facts,
        dedupeKey: null,
        resendOf: original.id,
        requestedBy: staff.staffId,
      })
      .returning();
    await wakeWorkers(tx);
    await recordAudit(tx, staff, {
      action: 'order.message-resend',
      entityType: 'order',
      entityId: orderId,
      after: { messageId: copy!.id, resendOf: original.id, channel: copy!.channel },
    });
    return toAdminMessage(copy!, baseUrl);
  });
}
