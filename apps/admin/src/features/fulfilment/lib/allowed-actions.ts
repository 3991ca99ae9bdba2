import type { TOrderAction, TOrderStatus, TStaffRole } from '@sankalp/contract';
import type { TAdminOrderDetail } from './admin-order.ts';

const PAID: readonly TOrderStatus[] = ['SUCCESS', 'IN TRANSIT', 'COMPLETED'];
const UNPAID: readonly TOrderStatus[] = ['CREATED', 'AWAITING_PAYMENT_CONFIRMATION', 'PAYMENT_FAILED'];

/** What the server refunds against: captured payments minus refunds PENDING or PROCESSED. */
export function refundablePaise(order: TAdminOrderDetail): number {
  const captured = order.payments.filter((p) => p.status === 'CAPTURED').reduce((sum, p) => sum + p.amountPaise, 0);
  const refunded = order.refunds.filter((r) => r.status !== 'FAILED').reduce((sum, r) => sum + r.amountPaise, 0);
  return Math.max(captured - refunded, 0);
}

/**
 * The actions to offer for the order's state and the staff member's role. Mirrors the server's
 * preconditions (apps/api/src/admin/fulfilment) so nothing is offered that would be refused; the
 * server still decides, and its 409 is shown if the order changed meanwhile.
 */
export function allowedActions(order: TAdminOrderDetail, role: TStaffRole): TOrderAction[] {
  const actions: TOrderAction[] = [];
  const paid = PAID.includes(order.status);
  if (paid && !order.performedOn) actions.push('performed');
  if ((order.status === 'SUCCESS' || order.status === 'IN TRANSIT') && order.performedOn && !order.videoUrl) actions.push('video');
  if (paid && order.hasPrasad && order.performedOn && !order.shippedAt && order.status !== 'IN TRANSIT') actions.push('ship');
  if (paid && order.shippedAt && !order.deliveredAt) actions.push('delivered', 'tracking');
  if (role !== 'temple_staff') {
    if ((paid || order.status === 'CANCELLED') && refundablePaise(order) > 0) actions.push('refund');
    if (UNPAID.includes(order.status)) actions.push('cancel');
  }
  return actions;
}
