import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders, whatsappConsents } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { checkout, validUserInfo } from '../../fixtures/checkout.ts';
import { randomPhone, signIn, type SignedIn } from '../../fixtures/sign-in.ts';
import { consentColumnsOf, consentOf, recordOptIn, recordOptOut, whatsappConsent } from '../../../src/features/notification/consent.ts';
import { NOTIFICATIONS_PATH } from '@sankalp/contract';
import { call } from '../auth/requests.ts';

let ctx: TestContext;
let seeded: Awaited<ReturnType<typeof findSeededEvents>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  seeded = await findSeededEvents(ctx.app.db);
});
afterAll(() => ctx.close());

/** Books the seeded fixed-date puja with a WhatsApp number of its own (test files share PostgreSQL). */
async function book(whatsappOptIn?: boolean) {
  const user = await signIn(ctx.app);
  const ev = seeded.fixedPujaPaidPrasad;
  const { packages } = await catalogueOf(ctx.app.db, ev.id);
  const cart = await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  const whatsappNumber = randomPhone();
  const before = Date.now();
  const orderId = await checkout(ctx.app, user.token, {
    cartId: cart.cartId,
    userInfo: { ...validUserInfo, whatsappNumber },
    ...(whatsappOptIn === undefined ? {} : { whatsappOptIn }),
  });
  const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
  const consents = await ctx.app.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, whatsappNumber));
  return { order: order!, consents, before, after: Date.now() };
}

describe('POST /order/create and the WhatsApp box', () => {
  it('a ticked box stores the opt-in with its time on the order and as the number’s consent', async () => {
    const { order, consents, before, after } = await book(true);
    expect(order.whatsappOptInAt).toBeInstanceOf(Date);
    // The checkout's own clock: within the request.
    expect(order.whatsappOptInAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(order.whatsappOptInAt!.getTime()).toBeLessThanOrEqual(after);
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ phone: order.whatsappNumber, source: 'checkout', optedOutAt: null });
    expect(consents[0]!.optedInAt).toBeInstanceOf(Date);
  });

  it.each([false, undefined])('an unticked box (%s) stores nothing', async (box) => {
    const { order, consents } = await book(box);
    expect(order.whatsappOptInAt).toBeNull();
    expect(consents).toEqual([]);
  });
});

/** `user` books the seeded puja for `whatsappNumber`, box ticked. */
async function bookFor(user: SignedIn, whatsappNumber: string) {
  const ev = seeded.fixedPujaPaidPrasad;
  const { packages } = await catalogueOf(ctx.app.db, ev.id);
  const cart = await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  return checkout(ctx.app, user.token, { cartId: cart.cartId, userInfo: { ...validUserInfo, whatsappNumber }, whatsappOptIn: true });
}
const consentRow = async (phone: string) => (await ctx.app.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone)))[0]!;

describe('a STOP replied from the number (decision 171)', () => {
  it('is not undone by someone else ticking the box for that number, nor by a profile "off" in between', async () => {
    const phone = randomPhone();
    const owner = await signIn(ctx.app, phone);
    await bookFor(owner, phone);
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(true);
    await recordOptOut(ctx.app.db, phone, 'reply');
    const stopped = await consentRow(phone);

    const stranger = await signIn(ctx.app);
    await bookFor(stranger, phone);
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(false);
    expect(await consentRow(phone)).toEqual(stopped);

    // The stranger's profile "off" covers the numbers it booked for; the STOP stays the owner's.
    const off = await call(ctx.app, 'POST', NOTIFICATIONS_PATH, { whatsapp: false }, { token: stranger.token });
    expect(off.statusCode, off.body).toBe(200);
    expect(await consentRow(phone)).toMatchObject({ source: 'reply' });
    await bookFor(stranger, phone);
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(false);
  });

  it('is undone by the number’s own account: its checkout box or its profile switch', async () => {
    const viaCheckout = randomPhone();
    const owner = await signIn(ctx.app, viaCheckout);
    await recordOptOut(ctx.app.db, viaCheckout, 'reply');
    await bookFor(owner, viaCheckout);
    expect((await whatsappConsent(ctx.app.db, viaCheckout)).whatsapp).toBe(true);
    expect(await consentRow(viaCheckout)).toMatchObject({ source: 'checkout' });

    const viaProfile = randomPhone();
    const other = await signIn(ctx.app, viaProfile);
    await recordOptOut(ctx.app.db, viaProfile, 'reply');
    const on = await call(ctx.app, 'POST', NOTIFICATIONS_PATH, { whatsapp: true }, { token: other.token });
    expect(on.statusCode, on.body).toBe(200);
    expect((await whatsappConsent(ctx.app.db, viaProfile)).whatsapp).toBe(true);
    expect(await consentRow(viaProfile)).toMatchObject({ source: 'profile' });
  });

  it('a withdrawal that was not a reply (a profile "off") is outweighed by a later tick from anyone', async () => {
    const phone = randomPhone();
    await recordOptOut(ctx.app.db, phone, 'profile');
    await bookFor(await signIn(ctx.app), phone);
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(true);
  });
});

describe('consent and withdrawal moments', () => {
  it('an opt-in a fraction of a millisecond after an "off" is the later act: compared at the database’s microseconds', async () => {
    const phone = randomPhone();
    // Both in the same millisecond, the opt-in 300 µs after the withdrawal: as JavaScript dates they are equal.
    await ctx.app.db.insert(whatsappConsents).values({
      phone,
      optedOutAt: sql`'2026-11-20T10:00:00.000200Z'::timestamptz`,
      optedInAt: sql`'2026-11-20T10:00:00.000500Z'::timestamptz`,
      source: 'profile',
    });
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(true);
    // The messages' read takes the consent as a subquery of its row (consentColumnsOf): the same comparison.
    const [asMessagesRead] = await ctx.app.db.select(consentColumnsOf(whatsappConsents.phone)).from(whatsappConsents).where(eq(whatsappConsents.phone, phone));
    expect(consentOf(asMessagesRead).whatsapp).toBe(true);
    // And the other way round: a withdrawal 300 µs after the consent stands.
    await ctx.app.db
      .update(whatsappConsents)
      .set({ optedOutAt: sql`'2026-11-20T10:00:00.000800Z'::timestamptz` })
      .where(eq(whatsappConsents.phone, phone));
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(false);
  });

  it('the later of two acts wins even when the clock gives both the same time (PGlite’s clock ticks in milliseconds)', async () => {
    const phone = randomPhone();
    // A withdrawal stamped a little ahead of the clock stands for one that shares the next act's tick.
    await recordOptOut(ctx.app.db, phone, 'profile');
    await ctx.app.db
      .update(whatsappConsents)
      .set({ optedOutAt: sql`clock_timestamp() + interval '1 second'` })
      .where(eq(whatsappConsents.phone, phone));
    await recordOptIn(ctx.app.db, phone, 'profile', { verifiedOwner: true });
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(true);
    // And a withdrawal after a consent stamped ahead of the clock.
    await ctx.app.db
      .update(whatsappConsents)
      .set({ optedInAt: sql`clock_timestamp() + interval '1 second'` })
      .where(eq(whatsappConsents.phone, phone));
    await recordOptOut(ctx.app.db, phone, 'profile');
    expect((await whatsappConsent(ctx.app.db, phone)).whatsapp).toBe(false);
  });
});
