import type { FastifyBaseLogger } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { TAdminOrderDetail } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orderItems, orderNotes, orders, orderStatusHistory, payments, refunds, staffMembers, temples, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findAudit } from '../core/audit.ts';
import { findOrderMessages } from '../../features/notification/admin-messages.ts';
import { assertTempleAccess } from '../core/permissions.ts';
import { orderDocuments } from '../../features/receipt/documents.ts';
import type { StaffCaller } from '../core/staff-auth.ts';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';
export const orderNotFound = () => new AppError('ORDER_NOT_FOUND', 404, ORDER_NOT_FOUND_MESSAGE);

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Everything about one order, for its detail page: one query per section, run together. */
export async function getAdminOrder(
  db: Db,
  staff: StaffCaller,
  orderId: string,
  siteUrl: string,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<TAdminOrderDetail> {
  const [order] = await db
    .select({
      order: orders,
      phone: users.phone,
      templeNameEn: temples.nameEn,
      templeNameHi: temples.nameHi,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(temples, eq(temples.id, orders.templeId))
    .where(eq(orders.id, orderId));
  if (!order) throw orderNotFound();
  assertTempleAccess(staff, order.order.templeId);
  const o = order.order;

  const [items, paid, refunded, history, notes, audit, messages, documents] = await Promise.all([
    db
      .select({
        subType: orderItems.subType,
        nameEn: orderItems.nameEn,
        nameHi: orderItems.nameHi,
        unitPaise: orderItems.unitPaise,
        listUnitPaise: orderItems.listUnitPaise,
        quantity: orderItems.quantity,
        totalPaise: orderItems.totalPaise,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    db
      .select({ refund: refunds, requestedBy: staffMembers.name })
      .from(refunds)
      .leftJoin(staffMembers, eq(staffMembers.id, refunds.requestedBy))
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.createdAt)),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    db
      .select({ id: orderNotes.id, body: orderNotes.body, staffName: staffMembers.name, createdAt: orderNotes.createdAt })
      .from(orderNotes)
      .innerJoin(staffMembers, eq(staffMembers.id, orderNotes.staffId))
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
    findAudit(db, 'order', orderId),
    findOrderMessages(db, orderId, siteUrl, log),
    orderDocuments(db, orderId),
  ]);

  return {
    orderId: o.id,
    status: o.status,
    version: o.version,
    type: o.type,
    templeId: o.templeId,
    templeNameEn: order.templeNameEn,
    templeNameHi: order.templeNameHi,
    eventId: o.eventId,
    eventNameEn: o.eventNameEn,
    eventNameHi: o.eventNameHi,
    eventDateTime: o.eventDateTime.toISOString(),
    createdAt: o.createdAt.toISOString(),
    totalPaise: o.totalPaise,
    devoteeName: o.devoteeName,
    gotra: o.gotra,
    additionalNames: o.additionalNames,
    whatsappNumber: o.whatsappNumber,
    phone: order.phone,
    shipping: o.shipping ?? null,
    items,
    payments: paid.map((p) => ({
      id: p.id,
      provider: p.provider,
      providerOrderId: p.providerOrderId,
      providerPaymentId: p.providerPaymentId,
      amountPaise: p.amountPaise,
      status: p.status,
      method: p.method,
      failureReason: p.failureReason,
      createdAt: p.createdAt.toISOString(),
    })),
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      number: d.number,
      issuedAt: d.issuedAt.toISOString(),
      amountPaise: d.amountPaise,
      language: d.language,
    })),
    refunds: refunded.map(({ refund: r, requestedBy }) => ({
      id: r.id,
      paymentId: r.paymentId,
      providerRefundId: r.providerRefundId,
      amountPaise: r.amountPaise,
      status: r.status,
      reason: r.reason,
      failureReason: r.failureReason,
      requestedBy,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    hasPrasad: o.shipping != null || items.some((i) => i.subType === 'PRASAD'),
    performedOn: o.performedOn,
    performedAt: iso(o.performedAt),
    priestName: o.priestName,
    language: o.language,
    whatsappOptInAt: iso(o.whatsappOptInAt),
    messages,
    videoUrl: o.videoUrl,
    courierName: o.courierName,
    trackingNumber: o.trackingNumber,
    trackingUrl: o.trackingUrl,
    shippedAt: iso(o.shippedAt),
    deliveredAt: iso(o.deliveredAt),
    timeline: history.map((h) => ({
      fromStatus: h.fromStatus as TAdminOrderDetail['status'] | null,
      toStatus: h.toStatus as TAdminOrderDetail['status'],
      step: h.step,
      reason: h.reason,
      at: h.at.toISOString(),
    })),
    audit: audit.map((a) => ({ ...a, at: a.at.toISOString() })),
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}
