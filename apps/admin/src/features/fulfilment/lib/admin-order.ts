import type { TOrderStatus, TRefundStatus } from '@sankalp/contract';

/**
 * The console's order detail as OrderActions reads it. The contract's own type
 * (packages/contract/src/admin/orders/get-order.ts, TAdminOrderDetail, built by the orders helper)
 * was not on this branch yet; these are the fields that contract promises, so its type fits here.
 */
export type TAdminOrderDetail = {
  orderId: string;
  status: TOrderStatus;
  version: number;
  templeId: string;
  eventId: string;
  type: 'PUJA' | 'OFFERING';
  totalPaise: number;
  eventDateTime: string;
  performedOn: string | null;
  videoUrl: string | null;
  courierName: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  payments: { status: string; amountPaise: number }[];
  refunds: { amountPaise: number; status: TRefundStatus }[];
  hasPrasad: boolean;
};
