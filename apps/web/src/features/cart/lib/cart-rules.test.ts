import { describe, expect, it } from 'vitest';
import type { TCart } from '@sankalp/contract';
import { addItem, countOf, decrementItem, itemsFromServerCart, packageFirst } from './cart-rules.ts';

const item = (id: string, chadawaId = 'c1') => ({ id, amount: 51, itemName: id, imageInfo: null, chadawaId });

describe('client cart rules', () => {
  it('starts a new item at 1 or the supplied quantity', () => {
    expect(addItem([], item('a'))).toEqual([{ ...item('a'), count: 1 }]);
    expect(addItem([], item('a'), 3)[0]!.count).toBe(3);
  });

  it('raises a known item by one, or sets the supplied quantity', () => {
    const one = addItem([], item('a'));
    expect(countOf(addItem(one, item('a')), 'a', 'c1')).toBe(2);
    expect(countOf(addItem(one, item('a'), 5), 'a', 'c1')).toBe(5);
  });

  it('empties the basket when the item belongs to another chadawa', () => {
    const basket = addItem(addItem([], item('a')), item('b'));
    expect(addItem(basket, item('x', 'c2'))).toEqual([{ ...item('x', 'c2'), count: 1 }]);
  });

  it('decrements by one and removes an item at 1', () => {
    const two = addItem([], item('a'), 2);
    expect(countOf(decrementItem(two, item('a')), 'a', 'c1')).toBe(1);
    expect(decrementItem(decrementItem(two, item('a')), item('a'))).toEqual([]);
    expect(decrementItem([], item('a'))).toEqual([]);
  });

  it('mirrors the server cart and orders the package first', () => {
    const line = (itemId: string, subType: TCart['itemList'][number]['subType']) => ({
      id: `l-${itemId}`,
      itemId,
      name: itemId,
      imageInfo: { url: '', altText: '', imageText: '' },
      quantity: 1,
      amount: 10,
      itemAmount: 10,
      totalAmount: 10,
      subType,
    });
    const cart = {
      cartId: 'x',
      type: 'PUJA',
      parentId: 'p',
      totalAmount: 20,
      participantInfo: null,
      version: 1,
      itemList: [line('o', 'OFFERING_ITEM'), line('prasad', 'PRASAD'), line('pkg', 'PUJA_PACKAGE')],
    } as TCart;
    expect(itemsFromServerCart(cart).map((i) => i.id)).toEqual(['o', 'pkg']);
    expect(packageFirst(cart.itemList).map((l) => l.itemId)).toEqual(['pkg', 'o', 'prasad']);
    expect(itemsFromServerCart(null)).toEqual([]);
  });
});
