import type { TOrderDetail } from '@sankalp/contract';

/** Rupees with paise, added without binary-fraction drift (0.1 + 0.2). */
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

/**
 * What a refund left the devotee with (issue 21): `refunded` is what reached their account
 * (PROCESSED), `pending` what is still on its way, `kept` the booking's net amount, paid − refunded.
 * A failed refund returned nothing, so it counts in neither.
 */
export function refundTotals(order: Pick<TOrderDetail, 'totalAmount' | 'paymentDetails'>) {
  const refunds = order.paymentDetails.refunds ?? [];
  const refunded = sum(refunds.filter((r) => r.status === 'PROCESSED').map((r) => r.amount));
  const pending = sum(refunds.filter((r) => r.status === 'PENDING').map((r) => r.amount));
  return { refunded, pending, kept: Math.max(0, Math.round((order.totalAmount - refunded) * 100) / 100) };
}
