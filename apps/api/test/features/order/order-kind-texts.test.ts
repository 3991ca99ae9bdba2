import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PREFIX, GET_ORDER_PATH, ZGetOrderResponse } from '@sankalp/contract';
import { orders, orderStatusHistory } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { catalogueOf, findSeededEvents, setCartLine } from '../../fixtures/bookable-events.ts';
import { checkout, validUserInfo } from '../../fixtures/checkout.ts';
import { authHeaders, randomPhone, signIn, type SignedIn } from '../../fixtures/sign-in.ts';

/** Issue 21: a chadawa reads as a chadawa, the sankalp names its place once, and the page knows the updates' channel. */
let ctx: TestContext;
let seeded: Awaited<ReturnType<typeof findSeededEvents>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  seeded = await findSeededEvents(ctx.app.db);
});
afterAll(() => ctx.close());

async function bookChadawa(user: SignedIn): Promise<string> {
  const ev = seeded.otherOffering;
  const cat = await catalogueOf(ctx.app.db, ev.id);
  const cart = await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'OFFERING', itemId: cat.items[0]!.id, subType: 'OFFERING_ITEM', quantity: 1 });
  return checkout(ctx.app, user.token, { cartId: cart.cartId, userInfo: { ...validUserInfo, whatsappNumber: randomPhone() } });
}

async function bookPuja(user: SignedIn, whatsappOptIn: boolean): Promise<string> {
  const ev = seeded.fixedPujaPaidPrasad;
  const { packages } = await catalogueOf(ctx.app.db, ev.id);
  const cart = await setCartLine(ctx.app, user.token, { parentId: ev.id, type: 'PUJA', itemId: packages[0]!.id, subType: 'PUJA_PACKAGE', quantity: 1 });
  return checkout(ctx.app, user.token, { cartId: cart.cartId, userInfo: { ...validUserInfo, whatsappNumber: randomPhone() }, whatsappOptIn });
}

async function readOrder(token: string, orderId: string, language: 'english' | 'hindi') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${API_PREFIX}${GET_ORDER_PATH}?orderId=${orderId}`,
    headers: { ...authHeaders(token), 'accept-language': language },
  });
  expect(res.statusCode).toBe(200);
  return ZGetOrderResponse.parse(res.json()).data;
}

/** Moves the order on as the console would: status, performed date and a PERFORMED step. */
async function markOffered(orderId: string) {
  await ctx.app.db.update(orders).set({ status: 'COMPLETED', performedOn: '2026-03-20' }).where(eq(orders.id, orderId));
  await ctx.app.db
    .insert(orderStatusHistory)
    .values({ orderId, fromStatus: 'SUCCESS', toStatus: 'COMPLETED', step: 'PERFORMED', reason: 'test', at: new Date() });
}

describe('a chadawa order (issue 21)', () => {
  it('is offered, not performed: its status and timeline say chadawa in both languages', async () => {
    const user = await signIn(ctx.app);
    const orderId = await bookChadawa(user);
    await markOffered(orderId);
    const en = await readOrder(user.token, orderId, 'english');
    const hi = await readOrder(user.token, orderId, 'hindi');
    expect(en.type).toBe('OFFERING');
    expect(en.orderDescription).toBe('Your chadawa has been offered. Watch the video of the offering.');
    expect(hi.orderDescription).toBe('आपका चढ़ावा अर्पित हो गया है। चढ़ावे का वीडियो देखें।');
    const performed = (o: typeof en) =>
      o.orderProcessingSteps.find((s) => s.processingTypeDescription.includes('sankalp') || s.processingTypeDescription.includes('संकल्प'))!;
    expect(performed(en).processingTypeDisplayName).toMatch(/^Chadawa offered on /);
    expect(performed(en).processingTypeDescription).toBe('The priest offered your chadawa and took your sankalp.');
    expect(performed(hi).processingTypeDisplayName).toMatch(/अर्पित हुआ$/);
    for (const o of [en, hi]) expect(JSON.stringify(o)).not.toMatch(/puja|पूजा/i);
  });

  it('has a sankalp that names the place once (the event name already says where)', async () => {
    const user = await signIn(ctx.app);
    const orderId = await bookChadawa(user);
    const [{ nameEn, nameHi }] = [seeded.otherOffering];
    const en = await readOrder(user.token, orderId, 'english');
    const hi = await readOrder(user.token, orderId, 'hindi');
    expect(en.sankalp!.text).toContain(nameEn);
    expect(hi.sankalp!.text).toContain(nameHi);
    // The temple's own name is not said a second time next to the event's name that holds it.
    expect(en.sankalp!.text).not.toContain(en.sankalp!.templeName);
    expect(hi.sankalp!.text).not.toContain(hi.sankalp!.templeName);
  });

  it('a puja keeps its puja words', async () => {
    const user = await signIn(ctx.app);
    const orderId = await bookPuja(user, false);
    await ctx.app.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, orderId));
    expect((await readOrder(user.token, orderId, 'english')).orderDescription).toBe('Your puja has been performed. Watch the video of your puja.');
  });
});

describe('the channel of the booking’s updates (issue 21)', () => {
  it('is SMS when the WhatsApp box was left unticked, WhatsApp when it was ticked', async () => {
    const user = await signIn(ctx.app);
    const sms = await bookPuja(user, false);
    const whatsapp = await bookPuja(user, true);
    expect((await readOrder(user.token, sms, 'english')).updatesChannel).toBe('SMS');
    expect((await readOrder(user.token, whatsapp, 'english')).updatesChannel).toBe('WHATSAPP');
  });
});

describe('a video that took the place of another (decision 293)', () => {
  it('reads "Video updated" on the timeline, not "Video ready" twice, in both languages', async () => {
    const user = await signIn(ctx.app);
    const orderId = await bookPuja(user, false);
    await ctx.app.db.update(orders).set({ status: 'COMPLETED', performedOn: '2026-03-20' }).where(eq(orders.id, orderId));
    const videoStep = (minutes: number, reason: string) => ({
      orderId,
      fromStatus: 'COMPLETED' as const,
      toStatus: 'COMPLETED' as const,
      step: 'VIDEO_ATTACHED' as const,
      reason,
      at: new Date(Date.now() + minutes * 60_000),
    });
    await ctx.app.db
      .insert(orderStatusHistory)
      .values([videoStep(1, 'group video attached'), videoStep(2, 'group video replaced'), videoStep(3, 'personal clip replaces the group video')]);
    const videoRows = (steps: { processingTypeDisplayName: string; processingTypeDescription: string }[]) =>
      steps.slice(-3).map((s) => `${s.processingTypeDisplayName} — ${s.processingTypeDescription}`);
    expect(videoRows((await readOrder(user.token, orderId, 'english')).orderProcessingSteps)).toEqual([
      'Video ready — The video of your puja is ready to watch.',
      'Video updated — A new video of your puja is ready to watch.',
      'Video updated — A new video of your puja is ready to watch.',
    ]);
    expect(videoRows((await readOrder(user.token, orderId, 'hindi')).orderProcessingSteps)).toEqual([
      'वीडियो तैयार है — आपकी पूजा का वीडियो देखने के लिए तैयार है।',
      'वीडियो बदला गया — आपकी पूजा का नया वीडियो देखने के लिए तैयार है।',
      'वीडियो बदला गया — आपकी पूजा का नया वीडियो देखने के लिए तैयार है।',
    ]);
  });
});
