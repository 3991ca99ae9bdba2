import type { Language, TCart, TEventKind } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { applyCartChange, type CartChange } from './cart-rules.ts';
import { cartEventNotFound } from './cart-errors.ts';
import { assertBookable, type EventCatalogue } from './catalogue.ts';
import { priceLines, toCartResponse } from './price-cart.ts';
import { findLines, lockCart, readCartWithCatalogue, switchCartEvent, writeCartIfUnchanged, writeLines } from './queries.ts';

export type CartUpdate = CartChange & { parentId: string; type: TEventKind };

/**
 * One POST /cart/ change: the catalogue and the cart read in one statement, the rules applied to
 * the lines read, and the result written in one more, if the cart is still as it was read
 * (decision 278). Otherwise the change runs again under the cart's row lock, so concurrent changes
 * apply one at a time and none is lost.
 */
export async function updateCart(db: Db, userId: string, update: CartUpdate, language: Language, now = new Date()): Promise<TCart> {
  const read = await readCartWithCatalogue(db, userId, update.parentId);
  if (!read || read.catalogue.event.type !== update.type) throw cartEventNotFound();
  const { catalogue } = read;
  assertBookable(catalogue.event, now);

  // Usually nothing changes the cart between this read and the write: one statement writes it.
  const sameEvent = read.cart?.parentId === update.parentId;
  const current = read.cart && sameEvent ? read.cart.lines : [];
  const written = await writeCartIfUnchanged(db, userId, update, read.cart?.version ?? null, applyCartChange(current, update, catalogue));
  const { cart, lines } = written ?? (await updateLocked(db, userId, update, catalogue));
  return toCartResponse(cart, priceLines(lines, catalogue), catalogue, language);
}

/** The change under the cart's row lock, when another change came between the read and the write. */
function updateLocked(db: Db, userId: string, update: CartUpdate, catalogue: EventCatalogue) {
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, userId, update.type, update.parentId);
    const sameEvent = cart.parentId === update.parentId;
    if (!sameEvent) await switchCartEvent(tx, cart.id, update.type, update.parentId);
    const current = sameEvent ? await findLines(tx, cart.id) : [];
    const lines = await writeLines(tx, cart.id, current, applyCartChange(current, update, catalogue));
    return { cart, lines };
  });
}
