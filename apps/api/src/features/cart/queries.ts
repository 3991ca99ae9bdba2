import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { TEventKind } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { prepared, preparedSql } from '../../db/prepared.ts';
import { cartItems, carts, events } from '../../db/schema/index.ts';
import { toCatalogue, waresColumns } from './catalogue.ts';
import type { CartLine } from './cart-rules.ts';

export type CartRow = typeof carts.$inferSelect;
export type StoredLine = CartLine & { id: string };

export async function findCart(db: Db, userId: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  return row;
}

const lineColumns = { id: cartItems.id, subType: cartItems.subType, itemId: cartItems.itemId, quantity: cartItems.quantity };
const linesOf = prepared((db) =>
  db
    .select(lineColumns)
    .from(cartItems)
    .where(eq(cartItems.cartId, sql.placeholder('cartId'))),
);
export function findLines(db: Db, cartId: string): Promise<StoredLine[]> {
  return linesOf(db, { cartId });
}

/**
 * Creates the user's cart or bumps its version, and in both cases holds its row lock until the
 * transaction ends: every change of one user's cart runs one after another, so none is lost.
 * The returned parentId is the one the cart had before this change.
 */
export async function lockCart(tx: Db, userId: string, type: TEventKind, parentId: string): Promise<CartRow> {
  const [row] = await upsertCart(tx, { userId, type, parentId });
  return row!;
}
const upsertCart = prepared((db) =>
  db
    .insert(carts)
    .values({ userId: sql.placeholder('userId'), type: sql.placeholder('type'), parentId: sql.placeholder('parentId'), version: 1 })
    .onConflictDoUpdate({ target: carts.userId, set: { version: sql`${carts.version} + 1`, updatedAt: sql`now()` } })
    .returning(),
);

/** Points the cart at another event, emptying it first (spec §4: one parent event per cart). */
export async function switchCartEvent(tx: Db, cartId: string, type: TEventKind, parentId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.update(carts).set({ type, parentId }).where(eq(carts.id, cartId));
}

/** Makes the stored lines (`current`, read under the cart's lock) equal `next`: an upsert, and a delete only if a line goes; line ids survive. */
export async function writeLines(tx: Db, cartId: string, current: StoredLine[], next: CartLine[]): Promise<StoredLine[]> {
  const kept =
    next.length === 0
      ? []
      : await tx
          .insert(cartItems)
          .values(next.map((l) => ({ cartId, subType: l.subType, itemId: l.itemId, quantity: l.quantity })))
          .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.subType, cartItems.itemId], set: { quantity: sql`excluded.quantity` } })
          .returning(lineColumns);
  const keptIds = kept.map((l) => l.id);
  if (current.every((l) => keptIds.includes(l.id))) return kept;
  await tx.delete(cartItems).where(keptIds.length ? and(eq(cartItems.cartId, cartId), notInArray(cartItems.id, keptIds)) : eq(cartItems.cartId, cartId));
  return kept;
}

/**
 * An event's catalogue and the caller's cart as it is now (its version, event and lines), read
 * without a lock in one round trip (decision 278): what an optimistic cart change starts from.
 */
export async function readCartWithCatalogue(db: Db, userId: string, eventId: string) {
  const [row] = await catalogueAndCart(db, { eventId, userId });
  if (!row) return undefined;
  const { cart, ...wares } = row;
  return { catalogue: toCatalogue(wares), cart };
}
type CartNow = { id: string; version: number; parentId: string; lines: StoredLine[] } | null;
const catalogueAndCart = prepared((db) =>
  db
    .select({
      event: events,
      ...waresColumns,
      cart: sql<CartNow>`(select json_build_object('id', c.id, 'version', c.version, 'parentId', c.parent_id,
        'lines', coalesce((select json_agg(json_build_object('id', ci.id, 'subType', ci.sub_type, 'itemId', ci.item_id, 'quantity', ci.quantity))
          from cart_items ci where ci.cart_id = c.id), '[]'::json))
        from carts c where c.user_id = ${sql.placeholder('userId')})`,
    })
    .from(events)
    .where(and(eq(events.id, sql.placeholder('eventId')), eq(events.status, 'PUBLISHED')))
    .limit(1),
);

/**
 * Writes a cart change read without a lock, in one statement, only if the cart is still the
 * version that was read (`readVersion`; null: there was no cart, and then only if there still is
 * none). The cart is created or bumped and pointed at the event, lines not in `next` go, the others
 * are upserted. Undefined when the cart changed, appeared or went in between: nothing was written,
 * and the caller takes the locked way. The version check runs on the row as the last writer left
 * it (an update waits for a concurrent one's lock, then checks again), and the line writes depend
 * on it, so a stale read never writes.
 */
export async function writeCartIfUnchanged(
  db: Db,
  userId: string,
  event: { type: TEventKind; parentId: string },
  readVersion: number | null,
  next: CartLine[],
): Promise<{ cart: { id: string; version: number }; lines: StoredLine[] } | undefined> {
  const [row] = await cartWrite(db, { userId, type: event.type, parentId: event.parentId, readVersion: readVersion ?? -1, next: JSON.stringify(next) });
  return row?.cart ? { cart: row.cart, lines: row.lines ?? [] } : undefined;
}
const cartWrite = preparedSql<{ cart: { id: string; version: number } | null; lines: StoredLine[] | null }>(
  () => sql`
    with created as (
      insert into carts (user_id, type, parent_id, version)
      select ${sql.placeholder('userId')}::uuid, ${sql.placeholder('type')}, ${sql.placeholder('parentId')}::uuid, 1 where ${sql.placeholder('readVersion')}::int = -1
      on conflict (user_id) do nothing
      returning id, version
    ), bumped as (
      update carts set version = version + 1, updated_at = now(), type = ${sql.placeholder('type')}, parent_id = ${sql.placeholder('parentId')}::uuid
      where user_id = ${sql.placeholder('userId')}::uuid and version = ${sql.placeholder('readVersion')}::int
      returning id, version
    ), c as (
      select id, version from created union all select id, version from bumped
    ), wanted as (
      select x."subType" as sub_type, x."itemId" as item_id, x.quantity
      from jsonb_to_recordset(${sql.placeholder('next')}::jsonb) as x("subType" text, "itemId" uuid, quantity int)
    ), gone as (
      delete from cart_items ci using c where ci.cart_id = c.id
        and not exists (select from wanted w where w.sub_type = ci.sub_type and w.item_id = ci.item_id)
    ), kept as (
      insert into cart_items (cart_id, sub_type, item_id, quantity)
      select c.id, w.sub_type, w.item_id, w.quantity from c, wanted w
      on conflict (cart_id, sub_type, item_id) do update set quantity = excluded.quantity
      returning id, sub_type, item_id, quantity
    )
    select (select json_build_object('id', c.id, 'version', c.version) from c) as cart,
      (select json_agg(json_build_object('id', k.id, 'subType', k.sub_type, 'itemId', k.item_id, 'quantity', k.quantity)) from kept k) as lines`,
);

/**
 * The caller's cart for checkout, locked, with its lines and its event's catalogue (undefined when
 * the event no longer sells), in one round trip (decision 278); another user's cart id finds nothing.
 */
export async function lockCartForCheckout(tx: Db, userId: string, cartId: string) {
  const [row] = await cartForCheckout(tx, { cartId, userId });
  if (!row) return undefined;
  const { cart, lines, event, ...wares } = row;
  return { cart, lines, catalogue: event ? toCatalogue({ event, ...wares }) : undefined };
}
const cartForCheckout = prepared((db) =>
  db
    .select({
      cart: carts,
      lines: jsonRows(cartItems, eq(cartItems.cartId, carts.id)),
      event: events,
      ...waresColumns,
    })
    .from(carts)
    .leftJoin(events, and(eq(events.id, carts.parentId), eq(events.status, 'PUBLISHED')))
    .where(and(eq(carts.id, sql.placeholder('cartId')), eq(carts.userId, sql.placeholder('userId'))))
    .for('update', { of: carts }),
);
