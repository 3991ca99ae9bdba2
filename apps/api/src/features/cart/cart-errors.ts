import { AppError } from '../../lib/errors.ts';

/** English texts of the cart rules (Hindi in lib/messages/cart-order.ts). */
export const CART_MESSAGES = {
  eventNotFound: 'This event was not found.',
  notOpenYet: 'Booking for this event has not opened yet.',
  closed: 'Booking for this event has closed.',
  itemNotInEvent: 'This item is not available for this event.',
  packageQuantity: 'A puja package is added with quantity 1.',
  prasadQuantity: 'Prasad can only be chosen (1) or not (0).',
  tooManyParticipants: 'Too many participants for this event.',
} as const;

// 400 for rule breaks: the site's request helper shows a 400's message as a toast and does not retry.
export const cartEventNotFound = () => new AppError('CART_EVENT_NOT_FOUND', 404, CART_MESSAGES.eventNotFound);
export const cartEventNotOpen = () => new AppError('CART_EVENT_CLOSED', 400, CART_MESSAGES.notOpenYet);
export const cartEventClosed = () => new AppError('CART_EVENT_CLOSED', 400, CART_MESSAGES.closed);
export const cartItemNotInEvent = () => new AppError('CART_ITEM_NOT_IN_EVENT', 400, CART_MESSAGES.itemNotInEvent);
export const cartRule = (message: string) => new AppError('CART_RULE', 400, message);
