import type { TAdminOrderDetail } from '@sankalp/contract';

export type OrderActionsProps = { order: TAdminOrderDetail };

/**
 * Placeholder until the fulfilment feature lands (branch issue10-fulfil builds the real actions:
 * mark performed, attach video, ship, delivered, refund). The merge replaces this file.
 */
export function OrderActions(props: OrderActionsProps): null {
  void props;
  return null;
}
