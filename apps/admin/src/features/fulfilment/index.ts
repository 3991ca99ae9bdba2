import type { TAdminOrderDetail } from '@sankalp/contract';

/**
 * Placeholder until the fulfilment feature lands (branch issue10-fulfil builds the real actions:
 * mark performed, attach video, ship, delivered, refund). The merge replaces this file.
 */
export function OrderActions(_props: { order: TAdminOrderDetail }): null {
  return null;
}
