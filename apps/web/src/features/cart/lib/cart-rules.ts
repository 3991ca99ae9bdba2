import type { TCart } from '@sankalp/contract';
import type { CartItem } from '../../../lib/app-state.ts';

/**
 * The client cart rules of spec §4, as pure steps over the persisted basket. The basket only
 * mirrors what the devotee picked so the steppers answer at once; amounts always come from the
 * server's cart.
 */
export type NewCartItem = Omit<CartItem, 'count'>;

const sameItem = (a: Pick<CartItem, 'id' | 'chadawaId'>) => (b: CartItem) => b.id === a.id && b.chadawaId === a.chadawaId;

/** Another chadawa's items go first; a known item gets `quantity` or one more; a new one starts at `quantity` or 1. */
export function addItem(items: CartItem[], item: NewCartItem, quantity?: number): CartItem[] {
  const kept = items.some((i) => i.chadawaId !== item.chadawaId) ? [] : items;
  const existing = kept.find(sameItem(item));
  if (existing) return kept.map((i) => (i === existing ? { ...i, count: quantity ?? i.count + 1 } : i));
  return [...kept, { ...item, count: quantity ?? 1 }];
}

/** One fewer; an item at 1 leaves the basket. */
export function decrementItem(items: CartItem[], item: Pick<CartItem, 'id' | 'chadawaId'>): CartItem[] {
  const existing = items.find(sameItem(item));
  if (!existing) return items;
  if (existing.count <= 1) return items.filter((i) => i !== existing);
  return items.map((i) => (i === existing ? { ...i, count: i.count - 1 } : i));
}

export const countOf = (items: CartItem[], id: string, chadawaId: string): number => items.find((i) => i.id === id && i.chadawaId === chadawaId)?.count ?? 0;

/** The basket as the server priced it: its offering items and package, keyed to the cart's event. */
export function itemsFromServerCart(cart: TCart | null): CartItem[] {
  if (!cart) return [];
  return cart.itemList
    .filter((line) => line.subType === 'OFFERING_ITEM' || line.subType === 'PUJA_PACKAGE')
    .map((line) => ({
      id: line.itemId,
      amount: line.amount,
      itemName: line.name,
      imageInfo: line.imageInfo,
      chadawaId: cart.parentId,
      count: line.quantity,
    }));
}

/** Review order (spec §2): the package first, then the other lines as the server sent them. */
export function packageFirst<T extends { subType: string }>(lines: T[]): T[] {
  return [...lines.filter((l) => l.subType === 'PUJA_PACKAGE'), ...lines.filter((l) => l.subType !== 'PUJA_PACKAGE')];
}
