import { eq } from 'drizzle-orm';
import type { TAdminOrderNote } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orderNotes, orders } from '../../db/schema/index.ts';
import { recordAudit } from '../core/audit.ts';
import { assertTempleAccess } from '../core/permissions.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { orderNotFound } from './get-order.ts';

/**
 * Adds an internal note, audited in the same transaction. Anyone who may read the order may note
 * on it (a priest writing "name spelt differently on the phone" is the point); notes are never
 * edited or deleted, like the audit log.
 */
export async function addOrderNote(db: Db, staff: StaffCaller, orderId: string, body: string): Promise<TAdminOrderNote> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ templeId: orders.templeId }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw orderNotFound();
    assertTempleAccess(staff, order.templeId);
    const [note] = await tx.insert(orderNotes).values({ orderId, staffId: staff.staffId, body }).returning();
    await recordAudit(tx, staff, { action: 'order.note', entityType: 'order', entityId: orderId, after: { noteId: note!.id, body } });
    return { id: note!.id, body: note!.body, staffName: staff.name, createdAt: note!.createdAt.toISOString() };
  });
}
