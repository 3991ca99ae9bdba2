import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, GET_ORDER_PATH, ZGetOrderResponse, occurrencePath, type TOrderDetail, type TReadingEvent } from '@sankalp/contract';
import { mediaFiles, occurrences, orderMessages, orders } from '../../../src/db/schema/index.ts';
import { queueOrderMessage } from '../../../src/features/notification/enqueue.ts';
import { renderMessage } from '../../../src/features/notification/message-text.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { authHeaders, signIn, type SignedIn } from '../../fixtures/sign-in.ts';
import { adminCall, signInStaff } from '../helpers.ts';
import { createTempleWithEvent, insertOrder, type TestEvent } from '../orders/order-fixtures.ts';

/**
 * The devotee's side of reading mode (decision 181): once the group video is attached, the order
 * page starts it where the name was read, and the VIDEO_READY message links to that second. Only
 * for the group video of the reading it recorded: a personal clip plays from its start.
 */
let ctx: TestContext;
let event: TestEvent;
let devotee: SignedIn;
const DATE = '2026-12-08';
const MORNING = new Date('2026-12-08T01:30:00Z');
const ids = {} as Record<'read' | 'unread' | 'clip' | 'notAttached', string>;
const recorded = randomUUID();
const later = randomUUID();

const tap = (readingId: string, orderId: string, offsetMs: number): TReadingEvent => ({
  type: 'read',
  id: randomUUID(),
  readingId,
  orderId,
  offsetMs,
  readAt: new Date(MORNING.getTime() + offsetMs).toISOString(),
});

async function video(key: string) {
  const [row] = await ctx.app.db
    .insert(mediaFiles)
    .values({ kind: 'VIDEO', storage: 'local', key: `videos/${key}.mp4`, contentType: 'video/mp4', bytes: 1000, templeId: event.templeId })
    .returning({ id: mediaFiles.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.app.db;
  event = await createTempleWithEvent(db, MORNING);
  devotee = await signIn(ctx.app);
  for (const name of ['read', 'unread', 'clip', 'notAttached'] as const)
    ids[name] = await insertOrder(db, event, { userId: devotee.userId, devoteeName: name, eventDateTime: MORNING });
  const priest = await signInStaff(ctx.app, 'temple_staff', [event.templeId]);
  const res = await adminCall(ctx.app, 'POST', occurrencePath('readingEvents', { eventId: event.eventId, date: DATE }), {
    session: priest,
    body: {
      events: [
        { type: 'start', readingId: recorded, startedAt: MORNING.toISOString() },
        tap(recorded, ids.notAttached, 9_000),
        tap(recorded, ids.read, 31_800),
        tap(recorded, ids.clip, 40_000),
        // A later reading (a second recording): the video recorded the first.
        { type: 'start', readingId: later, startedAt: new Date(MORNING.getTime() + 3_600_000).toISOString() },
        tap(later, ids.read, 500_000),
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  // What the group video attach does (the lead's batch): the occurrence's video and its reading, each order's video.
  const group = await video('group');
  const clip = await video('clip');
  await db.update(occurrences).set({ groupVideoId: group, readingId: recorded }).where(eq(occurrences.eventId, event.eventId));
  const attach = (orderId: string, mediaId: string) =>
    db
      .update(orders)
      .set({ status: 'COMPLETED', videoMediaId: mediaId, videoUrl: `/media/videos/${mediaId}.mp4` })
      .where(eq(orders.id, orderId));
  await attach(ids.read, group);
  await attach(ids.unread, group);
  await attach(ids.clip, clip);
});
afterAll(() => ctx.close());

async function order(orderId: string): Promise<TOrderDetail> {
  const res = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${GET_ORDER_PATH}?orderId=${orderId}`, headers: authHeaders(devotee.token) });
  expect(res.statusCode, res.body).toBe(200);
  return ZGetOrderResponse.parse(res.json()).data;
}

describe('the order page: where the name is read in the group video', () => {
  it('starts the group video where the name’s reading began in the reading it recorded', async () => {
    // Read from the tap before it (9.0 s) to its own tap (31.8 s): the player starts at 0:09.
    expect((await order(ids.read)).videoStartSeconds).toBe(9);
  });

  it('has no moment for a name the recorded reading never read, a personal clip, or an order without the video', async () => {
    for (const id of [ids.unread, ids.clip, ids.notAttached]) expect(await order(id)).not.toHaveProperty('videoStartSeconds');
  });

  it('follows the reading the occurrence names', async () => {
    await ctx.app.db.update(occurrences).set({ readingId: later }).where(eq(occurrences.eventId, event.eventId));
    try {
      expect((await order(ids.read)).videoStartSeconds).toBe(440);
      expect(await order(ids.clip)).not.toHaveProperty('videoStartSeconds');
    } finally {
      await ctx.app.db.update(occurrences).set({ readingId: recorded }).where(eq(occurrences.eventId, event.eventId));
    }
  });
});

describe('the VIDEO_READY message', () => {
  it('links to the order page at the moment, in both languages; a personal clip’s link has none', async () => {
    await ctx.app.db.transaction(async (tx) => {
      await queueOrderMessage(tx, ids.read, 'VIDEO_READY');
      await queueOrderMessage(tx, ids.clip, 'VIDEO_READY');
    });
    const rows = await ctx.app.db.select().from(orderMessages).where(eq(orderMessages.kind, 'VIDEO_READY'));
    const of = (orderId: string) => rows.find((r) => r.orderId === orderId)!;
    expect(of(ids.read).facts.videoStartSeconds).toBe(9);
    expect(of(ids.clip).facts).not.toHaveProperty('videoStartSeconds');
    const base = 'https://sankalp.example';
    for (const language of ['english', 'hindi'] as const) {
      expect(renderMessage('VIDEO_READY', of(ids.read).facts, language, base).body).toContain(`${base}/orders/details?orderId=${ids.read}&t=9 `);
      expect(renderMessage('VIDEO_READY', of(ids.clip).facts, language, base).body).toContain(`${base}/orders/details?orderId=${ids.clip} `);
    }
  });
});
