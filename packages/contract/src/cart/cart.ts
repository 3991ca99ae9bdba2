import * as z from 'zod/mini';
import { ZEventKind } from '../common/event.ts';
import { ZImageInfo } from '../common/image.ts';

/** The spec's path, trailing slash and all: the site calls it as the spec writes it. */
export const CART_PATH = '/cart/';
/**
 * The same routes without the trailing slash that OpenAPI tools refuse: the path the API document
 * names for clients generated from it. The server answers at both (decision 240).
 */
export const CART_DOCUMENTED_PATH = '/cart';

export const CART_ITEM_SUB_TYPES = ['PUJA_PACKAGE', 'OFFERING_ITEM', 'PRASAD', 'PARTICIPANT'] as const;
export const ZCartItemSubType = z.enum(CART_ITEM_SUB_TYPES);
export type TCartItemSubType = z.infer<typeof ZCartItemSubType>;

/**
 * A priced line of the cart (spec §3). Amounts are rupees, always computed by the server from the
 * catalogue: `amount` is the unit price charged, `itemAmount` the list price before discount,
 * `totalAmount` = amount × quantity. PARTICIPANT lines cost nothing; their quantity is the count.
 */
export const ZCartItem = z.object({
  id: z.string().check(z.core.describe('Id of the cart line')),
  itemId: z.string().check(z.core.describe('Catalogue id: package, offering item, prasad or participant option')),
  name: z.string(),
  imageInfo: ZImageInfo,
  quantity: z.int(),
  amount: z.number(),
  itemAmount: z.number(),
  totalAmount: z.number(),
  subType: ZCartItemSubType,
});
export type TCartItem = z.infer<typeof ZCartItem>;

/**
 * The caller's cart, for one parent event. Lines come packages first, then offering items, prasad
 * and participants. `cartId` is what POST /order/create takes; `version` grows with every change.
 */
export const ZCart = z.object({
  cartId: z.string(),
  type: ZEventKind,
  parentId: z.string().check(z.core.describe('Id of the event the cart is for')),
  itemList: z.array(ZCartItem),
  totalAmount: z.number().check(z.core.describe('Rupees; sum of the lines')),
  participantInfo: z.nullable(z.object({ id: z.string() })),
  version: z.int(),
  /**
   * Additive (issue 23, decision 263): the basket holds a donation ('daan') of a temple whose trust
   * has 80G registration: checkout then asks the donor's PAN and address (`donor`) for the 80G receipt.
   */
  donation80g: z.optional(z.boolean()),
});
export type TCart = z.infer<typeof ZCart>;
