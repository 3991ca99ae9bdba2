import { CART_ORDER_MESSAGES_HI } from './cart-order.ts';

/** Hindi for the messages of the cart, order and payment features (English text → Hindi). */
export const COMMERCE_MESSAGES_HI: Record<string, string> = {
  ...CART_ORDER_MESSAGES_HI,
};
