import { AppError } from '../../lib/errors.ts';

/** English texts of checkout rules not in spec §5 (Hindi in lib/messages/cart-order.ts). */
export const ORDER_MESSAGES = {
  cartEmpty: 'Your Puja Basket is empty.',
  packageNeeded: 'Please choose a puja package.',
  offeringNeeded: 'Please add at least one offering.',
} as const;

/** A checkout field or rule failed: the message is the spec §5 text the form shows. */
export const checkoutInvalid = (message: string) => new AppError('VALIDATION', 400, message);
export const cartEmpty = () => new AppError('CART_EMPTY', 400, ORDER_MESSAGES.cartEmpty);
