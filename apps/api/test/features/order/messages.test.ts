import { describe, expect, it } from 'vitest';
import { CART_REQUEST_MESSAGES, CHECKOUT_MESSAGES, ORDER_ID_MESSAGES } from '@sankalp/contract';
import { CART_MESSAGES } from '../../../src/features/cart/cart-errors.ts';
import { ORDER_MESSAGES } from '../../../src/features/order/order-errors.ts';
import { IllegalOrderTransitionError, orderNotFound } from '../../../src/features/order/order-status.ts';
import { hasHindi } from '../../../src/lib/messages.ts';

describe('cart and order messages', () => {
  it('have a Hindi text each', () => {
    const all = [
      ...Object.values(CART_MESSAGES),
      ...Object.values(CART_REQUEST_MESSAGES),
      ...Object.values(CHECKOUT_MESSAGES),
      ...Object.values(ORDER_MESSAGES),
      orderNotFound().message,
      new IllegalOrderTransitionError('SKP', 'CREATED', 'COMPLETED').message,
      'orderId is required',
      ...Object.values(ORDER_ID_MESSAGES),
    ];
    expect(all.filter((m) => !hasHindi(m))).toEqual([]);
  });
});
