import { sankalpText, type Language, type TOrderSankalp, type TOrderStatus } from '@sankalp/contract';
import type { OrderRow } from './queries.ts';

/**
 * The sankalp may be corrected while the order is booked or paid and not yet performed, until the
 * booking closes: the event's booking close, or the puja's own time when that comes first. The
 * same moment at which the timeline records "Sankalp confirmed" (decision 171); once that step is
 * recorded it is locked whatever the clocks say.
 */
export const SANKALP_EDITABLE_STATUSES: readonly TOrderStatus[] = ['CREATED', 'AWAITING_PAYMENT_CONFIRMATION', 'PAYMENT_FAILED', 'SUCCESS'];

export const sankalpClosesAt = (bookingClosesAt: Date | null | undefined, eventDateTime: Date): Date =>
  bookingClosesAt && bookingClosesAt < eventDateTime ? bookingClosesAt : eventDateTime;

export type SankalpOrder = Pick<OrderRow, 'status' | 'performedOn' | 'eventDateTime'>;

export type SankalpLock = {
  closesAt: Date;
  /** The database's clock (`now()`), which every API process shares; not the process's own. */
  now: Date;
  /** The timeline already holds SANKALP_CONFIRMED: the priest has the sankalp as final. */
  confirmed: boolean;
};

export function isSankalpEditable(order: SankalpOrder, lock: SankalpLock): boolean {
  return SANKALP_EDITABLE_STATUSES.includes(order.status) && order.performedOn === null && !lock.confirmed && lock.now < lock.closesAt;
}

export type SankalpContext = SankalpLock & { templeName: string; namesAllowed: number };

/** The order's sankalp as the devotee sees it: the sentence the priest reads, in `language`. */
export function toOrderSankalp(
  order: SankalpOrder & Pick<OrderRow, 'devoteeName' | 'gotra' | 'additionalNames' | 'eventNameEn' | 'eventNameHi'>,
  context: SankalpContext,
  language: Language,
): TOrderSankalp {
  const editable = isSankalpEditable(order, context);
  return {
    name: order.devoteeName,
    gotra: order.gotra,
    additionalNames: order.additionalNames,
    templeName: context.templeName,
    namesAllowed: context.namesAllowed,
    text: sankalpText(
      {
        name: order.devoteeName,
        gotra: order.gotra,
        additionalNames: order.additionalNames,
        eventName: language === 'hindi' ? order.eventNameHi : order.eventNameEn,
        templeName: context.templeName,
        eventDateTime: order.eventDateTime.toISOString(),
      },
      language,
    ),
    editable,
    performed: order.performedOn !== null || order.status === 'COMPLETED',
    editableUntil: editable ? context.closesAt.toISOString() : null,
  };
}
