import type { Language, TCart } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { loadCatalogue } from './catalogue.ts';
import { priceLines, toCartResponse } from './price-cart.ts';
import { findCart, findLines } from './queries.ts';

/** The caller's cart priced at today's catalogue, or null when there is none. */
export async function getCart(db: Db, userId: string, language: Language): Promise<TCart | null> {
  const cart = await findCart(db, userId);
  if (!cart) return null;
  const [lines, catalogue] = await Promise.all([findLines(db, cart.id), loadCatalogue(db, cart.parentId)]);
  if (!catalogue) return null;
  return toCartResponse(cart, priceLines(lines, catalogue), catalogue, language);
}
