import type { Language, TCart, TEventKind } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { applyCartChange, type CartChange } from './cart-rules.ts';
import { cartEventNotFound } from './cart-errors.ts';
import { assertBookable, loadCatalogue } from './catalogue.ts';
import { priceLines, toCartResponse } from './price-cart.ts';
import { findLines, lockCart, switchCartEvent, writeLines } from './queries.ts';

export type CartUpdate = CartChange & { parentId: string; type: TEventKind };

/**
 * One POST /cart/ change. Catalogue checks run before the transaction; the rules that depend on
 * the current lines run under the cart's row lock, so concurrent changes apply one at a time.
 */
export async function updateCart(db: Db, userId: string, update: CartUpdate, language: Language, now = new Date()): Promise<TCart> {
  const catalogue = await loadCatalogue(db, update.parentId);
  if (!catalogue || catalogue.event.type !== update.type) throw cartEventNotFound();
  assertBookable(catalogue.event, now);

  const { cart, lines } = await db.transaction(async (tx) => {
    const cart = await lockCart(tx, userId, update.type, update.parentId);
    const sameEvent = cart.parentId === update.parentId;
    if (!sameEvent) await switchCartEvent(tx, cart.id, update.type, update.parentId);
    const current = sameEvent ? await findLines(tx, cart.id) : [];
    const lines = await writeLines(tx, cart.id, current, applyCartChange(current, update, catalogue));
    return { cart, lines };
  });
  return toCartResponse(cart, priceLines(lines, catalogue), catalogue, language);
}
