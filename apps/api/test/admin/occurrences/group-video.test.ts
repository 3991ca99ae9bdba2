import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ZBatchResultResponse, ZOccurrenceResponse, type TReadingEvent } from '@sankalp/contract';
import { auditLog, mediaFiles, orderMessages, orderStatusHistory } from '../../../src/db/schema/index.ts';
import { ensureOccurrence } from '../../../src/admin/occurrences/occurrence-key.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { adminCall, seededTemples, signInStaff, type StaffSession } from '../helpers.ts';
import { bookOrder } from '../fulfilment-fixtures.ts';
import { batchId, occurrenceCall, occurrenceOf, statusOf, type Occurrence } from './occurrence-fixtures.ts';

let ctx: TestContext;
let priest: StaffSession;
let otherPriest: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  const { templeId } = await bookOrder(ctx.app);
  priest = await signInStaff(ctx.app, 'temple_staff', [templeId]);
  otherPriest = await signInStaff(ctx.app, 'temple_staff', [(await seededTemples(ctx.app)).find((t) => t !== templeId)!]);
});
afterAll(() => ctx.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

/** A finished upload as the tus server records it: made for an occurrence or for one order. */
async function uploaded(target: { occurrence: Occurrence } | { orderId: string; templeId: string }): Promise<string> {
  const id = randomUUID();
  const occurrence = 'occurrence' in target ? await ensureOccurrence(ctx.app.db, target.occurrence, target.occurrence.templeId) : null;
  await ctx.app.db.insert(mediaFiles).values({
    id,
    kind: 'VIDEO',
    storage: 'local',
    key: `videos/${id}.mp4`,
    contentType: 'video/mp4',
    bytes: 1000,
    occurrenceId: occurrence?.id ?? null,
    orderId: 'orderId' in target ? target.orderId : null,
    templeId: 'orderId' in target ? target.templeId : target.occurrence.templeId,
  });
  return id;
}

async function performAll(o: Occurrence, hours: number) {
  const res = await occurrenceCall(ctx.app, priest, 'performed', o, { batchId: batchId(), performedAt: hoursAgo(hours).toISOString() });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the group video of an occurrence', () => {
  it('is attached once to every performed order; a personal clip replaces it for one order; one video message each', async () => {
    const o = await occurrenceOf(ctx.app, hoursAgo(200), { paid: 3, prasad: false });
    await performAll(o, 199);
    const groupId = await uploaded({ occurrence: o });
    const res = await occurrenceCall(ctx.app, priest, 'groupVideo', o, { batchId: batchId(), mediaId: groupId });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZBatchResultResponse.parse(res.json()).data.done.sort()).toEqual([...o.orderIds].sort());
    for (const id of o.orderIds)
      expect(await statusOf(ctx.app, id)).toMatchObject({ status: 'COMPLETED', videoMediaId: groupId, videoUrl: `/media/videos/${groupId}.mp4` });

    const [first] = o.orderIds;
    const clipId = await uploaded({ orderId: first!, templeId: o.templeId });
    const clip = await occurrenceCall(ctx.app, priest, 'personalClip', { ...o, orderId: first }, { mediaId: clipId });
    expect(clip.statusCode, clip.body).toBe(200);
    expect(await statusOf(ctx.app, first!)).toMatchObject({ videoMediaId: clipId, videoUrl: `/media/videos/${clipId}.mp4` });
    const videoMessages = await ctx.app.db
      .select()
      .from(orderMessages)
      .where(and(inArray(orderMessages.orderId, o.orderIds), eq(orderMessages.kind, 'VIDEO_READY')));
    expect(videoMessages).toHaveLength(o.orderIds.length);

    const page = ZOccurrenceResponse.parse((await occurrenceCall(ctx.app, priest, 'detail', o)).json()).data;
    expect(page.groupVideo).toEqual({ id: groupId, url: `/media/videos/${groupId}.mp4` });
    expect(page.orders.map((r) => r.video).sort()).toEqual(['GROUP', 'GROUP', 'PERSONAL']);
    expect(page.counts).toMatchObject({ paid: 3, performed: 3, video: 3 });
  });

  it('is replaced by a new one on every order that plays it; personal clips stay; no second message; a retry answers the same', async () => {
    const o = await occurrenceOf(ctx.app, hoursAgo(300), { paid: 4, prasad: false });
    await performAll(o, 299);
    const wrong = await uploaded({ occurrence: o });
    expect((await occurrenceCall(ctx.app, priest, 'groupVideo', o, { batchId: batchId(), mediaId: wrong })).statusCode).toBe(200);
    const [withClip] = o.orderIds;
    const clipId = await uploaded({ orderId: withClip!, templeId: o.templeId });
    expect((await occurrenceCall(ctx.app, priest, 'personalClip', { ...o, orderId: withClip }, { mediaId: clipId })).statusCode).toBe(200);
    const messagesBefore = await ctx.app.db.select().from(orderMessages).where(inArray(orderMessages.orderId, o.orderIds));

    const right = await uploaded({ occurrence: o });
    const body = { batchId: batchId(), mediaId: right };
    const res = await occurrenceCall(ctx.app, priest, 'groupVideoReplace', o, body);
    expect(res.statusCode, res.body).toBe(200);
    const result = ZBatchResultResponse.parse(res.json()).data;
    const others = o.orderIds.filter((id) => id !== withClip);
    expect({ action: result.action, done: result.done.sort(), skipped: result.skipped }).toEqual({
      action: 'GROUP_VIDEO_REPLACE',
      done: [...others].sort(),
      skipped: [],
    });
    for (const id of others)
      expect(await statusOf(ctx.app, id)).toMatchObject({ status: 'COMPLETED', videoMediaId: right, videoUrl: `/media/videos/${right}.mp4` });
    expect(await statusOf(ctx.app, withClip!)).toMatchObject({ videoMediaId: clipId });
    const page = ZOccurrenceResponse.parse((await occurrenceCall(ctx.app, priest, 'detail', o)).json()).data;
    expect(page.groupVideo).toEqual({ id: right, url: `/media/videos/${right}.mp4` });
    expect(page.orders.map((r) => r.video).sort()).toEqual(['GROUP', 'GROUP', 'GROUP', 'PERSONAL']);
    // Each replaced order's history says so, and its audit names who did it; no message is added.
    const steps = await ctx.app.db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, others));
    expect(steps.filter((h) => h.reason?.startsWith('group video replaced by'))).toHaveLength(others.length);
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.video-replaced'), inArray(auditLog.entityId, others)));
    expect(audits).toHaveLength(others.length);
    expect(await ctx.app.db.select().from(orderMessages).where(inArray(orderMessages.orderId, o.orderIds))).toHaveLength(messagesBefore.length);

    // The same press again answers the same; the current video again, or none yet, is refused.
    expect(ZBatchResultResponse.parse((await occurrenceCall(ctx.app, priest, 'groupVideoReplace', o, body)).json()).data).toEqual(result);
    expect((await occurrenceCall(ctx.app, priest, 'groupVideoReplace', o, { batchId: batchId(), mediaId: right })).json()).toMatchObject({
      statusCode: 409,
      code: 'SAME_GROUP_VIDEO',
    });
    const fresh = await occurrenceOf(ctx.app, hoursAgo(330), { paid: 1, prasad: false });
    await performAll(fresh, 329);
    const none = await occurrenceCall(
      ctx.app,
      priest,
      'groupVideoReplace',
      fresh,
      { batchId: batchId(), mediaId: await uploaded({ occurrence: fresh }) },
      'hindi',
    );
    expect(none.json()).toMatchObject({ statusCode: 409, code: 'NO_GROUP_VIDEO', message: 'इस पूजा की तारीख का कोई सामूहिक वीडियो अभी नहीं है जिसे बदला जाए।' });
    // Another temple's staff cannot, and another date's video cannot be the new one.
    const third = await uploaded({ occurrence: o });
    expect((await occurrenceCall(ctx.app, otherPriest, 'groupVideoReplace', o, { batchId: batchId(), mediaId: third })).statusCode).toBe(403);
    const elsewhere = await occurrenceCall(ctx.app, priest, 'groupVideoReplace', o, { batchId: batchId(), mediaId: await uploaded({ occurrence: fresh }) });
    expect(elsewhere.json()).toMatchObject({ statusCode: 409, code: 'VIDEO_NOT_FOR_OCCURRENCE' });
    for (const id of others) expect((await statusOf(ctx.app, id)).videoMediaId).toBe(right);
  });

  it('moves a waiting "video ready" message to the new video’s moment; a clip’s has none; a sent one stays as sent', async () => {
    const at = hoursAgo(360);
    const o = await occurrenceOf(ctx.app, at, { paid: 3, prasad: false });
    await performAll(o, 359);
    const [sent, waiting, clipped] = o.orderIds as [string, string, string];
    // Two recordings of the reading: the names at other seconds in each (each read from the tap before it).
    const reading = async (startsAfterMs: number, offsets: number[]) => {
      const readingId = randomUUID();
      const start = new Date(at.getTime() + startsAfterMs);
      const taps: TReadingEvent[] = [sent, waiting, clipped].map((orderId, i) => ({
        type: 'read',
        id: randomUUID(),
        readingId,
        orderId,
        offsetMs: offsets[i]!,
        readAt: new Date(start.getTime() + offsets[i]!).toISOString(),
      }));
      const res = await occurrenceCall(ctx.app, priest, 'readingEvents', o, {
        events: [{ type: 'start', readingId, startedAt: start.toISOString() }, ...taps],
      });
      expect(res.statusCode, res.body).toBe(200);
      return readingId;
    };
    const first = await reading(0, [10_000, 20_000, 30_000]);
    const wrong = await uploaded({ occurrence: o });
    expect((await occurrenceCall(ctx.app, priest, 'groupVideo', o, { batchId: batchId(), mediaId: wrong, readingId: first })).statusCode).toBe(200);
    const videoMessages = async () => {
      const rows = await ctx.app.db
        .select()
        .from(orderMessages)
        .where(and(inArray(orderMessages.orderId, o.orderIds), eq(orderMessages.kind, 'VIDEO_READY')));
      return new Map(rows.map((r) => [r.orderId, r]));
    };
    expect([...(await videoMessages()).values()].map((m) => m.facts.videoStartSeconds).sort()).toEqual([0, 10, 20]);
    // One message went before the replacement: what it said is history.
    await ctx.app.db
      .update(orderMessages)
      .set({ status: 'SENT', body: 'as sent' })
      .where(and(eq(orderMessages.orderId, sent), eq(orderMessages.kind, 'VIDEO_READY')));

    const second = await reading(3_600_000, [50_000, 70_000, 95_000]);
    const right = await uploaded({ occurrence: o });
    const res = await occurrenceCall(ctx.app, priest, 'groupVideoReplace', o, { batchId: batchId(), mediaId: right, readingId: second });
    expect(res.statusCode, res.body).toBe(200);
    let messages = await videoMessages();
    expect(messages.get(waiting)!.facts.videoStartSeconds).toBe(50);
    expect(messages.get(clipped)!.facts.videoStartSeconds).toBe(70);
    expect(messages.get(sent)!.facts.videoStartSeconds).toBe(0);

    const clipId = await uploaded({ orderId: clipped, templeId: o.templeId });
    expect((await occurrenceCall(ctx.app, priest, 'personalClip', { ...o, orderId: clipped }, { mediaId: clipId })).statusCode).toBe(200);
    messages = await videoMessages();
    expect(messages.get(clipped)!.facts).not.toHaveProperty('videoStartSeconds');
    expect(messages.get(waiting)!.facts.videoStartSeconds).toBe(50);
    expect(messages.size).toBe(3);
  });

  it('refuses a video uploaded for another occurrence or for an order, and another temple’s staff, before any order', async () => {
    const o = await occurrenceOf(ctx.app, hoursAgo(230), { paid: 2, prasad: false });
    const elsewhere = await occurrenceOf(ctx.app, hoursAgo(260), { paid: 1, prasad: false });
    await performAll(o, 229);
    for (const mediaId of [await uploaded({ occurrence: elsewhere }), await uploaded({ orderId: o.orderIds[0]!, templeId: o.templeId })]) {
      const res = await occurrenceCall(ctx.app, priest, 'groupVideo', o, { batchId: batchId(), mediaId });
      expect(res.json()).toMatchObject({ statusCode: 409, message: 'This video was uploaded for another order or puja date: it cannot be attached here.' });
    }
    const mine = await uploaded({ occurrence: o });
    expect((await occurrenceCall(ctx.app, otherPriest, 'groupVideo', o, { batchId: batchId(), mediaId: mine })).statusCode).toBe(403);
    // A clip made for one order is not another order's.
    const clip = await uploaded({ orderId: o.orderIds[0]!, templeId: o.templeId });
    expect((await occurrenceCall(ctx.app, priest, 'personalClip', { ...o, orderId: o.orderIds[1] }, { mediaId: clip })).statusCode).toBe(409);
    for (const id of o.orderIds) expect((await statusOf(ctx.app, id)).videoUrl).toBeNull();
    // Nor can the single action attach the occurrence's video to an order of another date.
    const single = await adminCall(ctx.app, 'POST', `/orders/${elsewhere.orderIds[0]}/video`, {
      session: priest,
      body: { videoUrl: `/media/videos/${mine}.mp4` },
    });
    expect(single.statusCode).toBe(409);
  });
});
