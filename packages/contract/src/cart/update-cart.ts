import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { ZEventKind } from '../common/event.ts';
import { ZCart, ZCartItemSubType } from './cart.ts';

/** Highest quantity of one offering item; also bounds the participant count. */
export const CART_MAX_QUANTITY = 99;

export const CART_REQUEST_MESSAGES = {
  parentId: 'parentId must be a valid event id',
  itemId: 'itemId must be a valid item id',
  type: 'type must be PUJA or OFFERING',
  subType: 'subType must be PUJA_PACKAGE, OFFERING_ITEM, PRASAD or PARTICIPANT',
  quantity: 'quantity must be a whole number from 0 to 99',
} as const;

const id = (message: string) =>
  z.pipe(
    z.uuid({ error: message }),
    z.transform((raw: string) => raw.toLowerCase()),
  );

/**
 * POST /cart/ — one change: set the quantity of one line. The server applies the spec §4 rules
 * (one package at quantity 1, 0 removes, prasad on/off, participant limit, another event empties
 * the cart) and answers with the whole priced cart. Prices are never taken from the client.
 */
export const ZUpdateCartRequest = z.object({
  parentId: id(CART_REQUEST_MESSAGES.parentId),
  type: z.enum(ZEventKind.options, { error: CART_REQUEST_MESSAGES.type }),
  itemId: id(CART_REQUEST_MESSAGES.itemId),
  subType: z.enum(ZCartItemSubType.options, { error: CART_REQUEST_MESSAGES.subType }),
  quantity: z
    .number({ error: CART_REQUEST_MESSAGES.quantity })
    .check(
      z.int({ error: CART_REQUEST_MESSAGES.quantity }),
      z.gte(0, { error: CART_REQUEST_MESSAGES.quantity }),
      z.lte(CART_MAX_QUANTITY, { error: CART_REQUEST_MESSAGES.quantity }),
    ),
});
export type TUpdateCartRequest = z.input<typeof ZUpdateCartRequest>;

export const ZUpdateCartResponse = envelope(ZCart);
export type TUpdateCartResponse = z.infer<typeof ZUpdateCartResponse>;
