import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PATH, ZNotificationSettingsResponse } from '@sankalp/contract';
import { whatsappConsents } from '../../../src/db/schema/index.ts';
import { recordOptIn, whatsappConsent } from '../../../src/features/notification/consent.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { checkout, validUserInfo } from '../../fixtures/checkout.ts';
import { randomPhone, signIn, type SignedIn } from '../../fixtures/sign-in.ts';
import { call, expectError, expectLoginModal } from '../auth/requests.ts';

let t: TestContext;
let seeded: Awaited<ReturnType<typeof findSeededEvents>>;
beforeAll(async () => {
  t = await buildTestApp();
  seeded = await findSeededEvents(t.app.db);
});
afterAll(() => t.close());

const read = async (token?: string) => call(t.app, 'GET', NOTIFICATIONS_PATH, undefined, { token });
const settings = async (token: string) => ZNotificationSettingsResponse.parse((await read(token)).json()).data;
const change = (payload: unknown, token?: string, language?: 'hindi') => call(t.app, 'POST', NOTIFICATIONS_PATH, payload, { token, language });

async function book(user: SignedIn, whatsappNumber: string, whatsappOptIn: boolean) {
  const ev = seeded.fixedPujaPaidPrasad;
  const { packages } = await catalogueOf(t.app.db, ev.id);
  const cart = await setCartLine(t.app, user.token, { parentId: ev.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  return checkout(t.app, user.token, { cartId: cart.cartId, userInfo: { ...validUserInfo, whatsappNumber }, whatsappOptIn });
}

describe('GET and POST /user/notifications', () => {
  it('is off for a new account; on stores the phone’s consent with its time; off withdraws it', async () => {
    const me = await signIn(t.app);
    expect(await settings(me.token)).toEqual({ whatsapp: false, whatsappSince: null });

    const on = ZNotificationSettingsResponse.parse((await change({ whatsapp: true }, me.token)).json()).data;
    expect(on.whatsapp).toBe(true);
    const [row] = await t.app.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, me.phone));
    expect(row).toMatchObject({ source: 'profile', optedOutAt: null });
    expect(on.whatsappSince).toBe(row!.optedInAt!.toISOString());
    expect(await settings(me.token)).toEqual(on);

    expect(ZNotificationSettingsResponse.parse((await change({ whatsapp: false }, me.token)).json()).data).toEqual({ whatsapp: false, whatsappSince: null });
    expect(await settings(me.token)).toEqual({ whatsapp: false, whatsappSince: null });
    expect(await whatsappConsent(t.app.db, me.phone)).toEqual({ whatsapp: false, since: null });
  });

  it('off also stops WhatsApp to every number the account booked with; on again restores only the account’s phone', async () => {
    const me = await signIn(t.app);
    const [family, other] = [randomPhone(), randomPhone()];
    await book(me, family, true);
    await book(me, family, true);
    await book(me, other, false);
    const stranger = await signIn(t.app);
    const strangers = randomPhone();
    await book(stranger, strangers, true);
    expect((await whatsappConsent(t.app.db, family)).whatsapp).toBe(true);

    await change({ whatsapp: false }, me.token);
    for (const phone of [me.phone, family, other]) expect((await whatsappConsent(t.app.db, phone)).whatsapp, phone).toBe(false);
    const rows = await t.app.db
      .select()
      .from(whatsappConsents)
      .where(inArray(whatsappConsents.phone, [me.phone, family, other]));
    expect(rows.map((r) => r.source)).toEqual(['profile', 'profile', 'profile']);
    // Another account's number is not touched.
    expect((await whatsappConsent(t.app.db, strangers)).whatsapp).toBe(true);

    await change({ whatsapp: true }, me.token);
    expect((await whatsappConsent(t.app.db, me.phone)).whatsapp).toBe(true);
    expect((await whatsappConsent(t.app.db, family)).whatsapp).toBe(false);
  });

  it('shows a consent given at checkout for the account’s own phone, and a later opt-in outweighs a STOP', async () => {
    const me = await signIn(t.app);
    await book(me, me.phone, true);
    expect((await settings(me.token)).whatsapp).toBe(true);
    await change({ whatsapp: false }, me.token);
    await recordOptIn(t.app.db, me.phone, 'checkout', { verifiedOwner: true });
    expect((await settings(me.token)).whatsapp).toBe(true);
  });

  it('refuses a body without a true/false, in Hindi when asked, and changes nothing', async () => {
    const me = await signIn(t.app);
    for (const body of [{}, { whatsapp: 'yes' }, { whatsapp: 1 }, { whatsapp: null }]) {
      expectError(await change(body, me.token), 400, 'whatsapp must be true or false');
    }
    expectError(await change({ whatsapp: 'on' }, me.token, 'hindi'), 400, 'whatsapp का मान true या false होना चाहिए।');
    expect(await t.app.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, me.phone))).toEqual([]);
  });

  it('asks a signed-out caller to sign in', async () => {
    expectLoginModal(await read());
    expectLoginModal(await change({ whatsapp: true }));
  });
});
