import type { TAdminOrderDetail } from './admin-order.ts';

/** A paid puja order with prasad, for tests. */
export const adminOrder = (over: Partial<TAdminOrderDetail> = {}): TAdminOrderDetail => ({
  orderId: 'SKP23VDAK8RV',
  status: 'SUCCESS',
  version: 3,
  templeId: 't1',
  eventId: 'e1',
  type: 'PUJA',
  totalPaise: 110_100,
  eventDateTime: '2026-03-20T04:00:00Z',
  performedOn: null,
  videoUrl: null,
  courierName: null,
  trackingNumber: null,
  trackingUrl: null,
  shippedAt: null,
  deliveredAt: null,
  payments: [{ status: 'CAPTURED', amountPaise: 110_100 }],
  refunds: [],
  hasPrasad: true,
  ...over,
});
