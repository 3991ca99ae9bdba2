import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { OCCURRENCE_MESSAGES, type TBatchResult, type TGroupVideoRequest, type TOrderActionResult, type TPersonalClipRequest } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { mediaFiles, occurrences, orders, sankalpReadings } from '../../db/schema/index.ts';
import { istDay } from '../../lib/ist-day.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { recordStep, recordSteps } from '../../features/order/order-status.ts';
import { retimeWaitingVideoMessages } from '../../features/notification/retime-video-messages.ts';
import { actOnOneOrder } from '../fulfilment/act-on-orders.ts';
import { runActionIn, videoAction } from '../fulfilment/fulfil-order.ts';
import { conflict } from '../fulfilment/locked-order.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { ensureOccurrence, occurrenceEvent, occurrenceOrders, type OccurrenceKey, type OccurrenceRow } from './occurrence-key.ts';
import { runBatch, type BatchDeps, type BatchSpec } from './run-batch.ts';

type VideoFile = typeof mediaFiles.$inferSelect;

/** A finished video upload, or 404. */
async function videoFile(tx: Db, mediaId: string): Promise<VideoFile> {
  const [file] = await tx
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, mediaId), eq(mediaFiles.kind, 'VIDEO')));
  if (!file) throw notFound(OCCURRENCE_MESSAGES.videoNotFound);
  return file;
}

/** The reading the group video recorded: the one named, else the occurrence's latest Start. */
async function readingFor(tx: Db, occurrenceId: string, readingId: string | null | undefined): Promise<string | null> {
  const where = readingId
    ? and(eq(sankalpReadings.id, readingId), eq(sankalpReadings.occurrenceId, occurrenceId))
    : eq(sankalpReadings.occurrenceId, occurrenceId);
  const [reading] = await tx.select({ id: sankalpReadings.id }).from(sankalpReadings).where(where).orderBy(desc(sankalpReadings.startedAt)).limit(1);
  if (readingId && !reading) throw new AppError('READING_ELSEWHERE', 409, OCCURRENCE_MESSAGES.readingElsewhere);
  return reading?.id ?? null;
}

/**
 * Makes the upload the occurrence's group video, with the reading it recorded. A video uploaded
 * for anything else (another occurrence, an order, another temple) is refused.
 */
async function setGroupVideo(tx: Db, occurrence: OccurrenceRow, body: TGroupVideoRequest): Promise<void> {
  const file = await videoFile(tx, body.mediaId);
  if (file.occurrenceId !== occurrence.id) throw new AppError('VIDEO_NOT_FOR_OCCURRENCE', 409, OCCURRENCE_MESSAGES.videoElsewhere);
  const readingId = await readingFor(tx, occurrence.id, body.readingId);
  await tx.update(occurrences).set({ groupVideoId: file.id, readingId }).where(eq(occurrences.id, occurrence.id));
}

type VideoBatchDeps = BatchDeps & { storage: MediaStorage };

/** A batch over the occurrence's orders for one uploaded video; its request (what a retry must repeat) is the video and its reading. */
async function runVideoBatch(
  deps: VideoBatchDeps,
  staff: StaffCaller,
  key: OccurrenceKey,
  body: TGroupVideoRequest,
  action: 'GROUP_VIDEO' | 'GROUP_VIDEO_REPLACE',
  spec: Pick<BatchSpec, 'prepare' | 'orderIds' | 'act'>,
): Promise<TBatchResult> {
  const event = await occurrenceEvent(deps.db, staff, key);
  return runBatch(deps, staff, key, event.templeId, {
    batchId: body.batchId,
    action,
    request: { mediaId: body.mediaId, readingId: body.readingId ?? null },
    ...spec,
  });
}

/**
 * The group video (decision 180): uploaded once for the occurrence, attached to every performed
 * order that has no video yet, each through the single "attach video" action. A video uploaded
 * for anything else (another occurrence, an order, another temple) is refused before any order.
 */
export async function attachGroupVideo(deps: VideoBatchDeps, staff: StaffCaller, key: OccurrenceKey, body: TGroupVideoRequest): Promise<TBatchResult> {
  const video = async (tx: Db) => ({ videoUrl: deps.storage.url((await videoFile(tx, body.mediaId)).key), mediaId: body.mediaId });
  return runVideoBatch(deps, staff, key, body, 'GROUP_VIDEO', {
    prepare: (tx, occurrence) => setGroupVideo(tx, occurrence, body),
    act: videoAction(video, staff, deps.log, 'group video'),
  });
}

/**
 * A new group video in place of the current one (a wrong or broken file, decision 293): every
 * order of the occurrence that plays a group video of this occurrence (not a personal clip, not a
 * link) gets the new one, each through its own locked, audited action with a VIDEO_ATTACHED step.
 * No second "video ready" message: the devotee's link is their order page, which now plays it (a
 * message still waiting links the new video's moment).
 * The orders are found from the videos uploaded for the occurrence, not from the one replaced, so
 * a batch resumed after its process died still finds those left.
 */
export async function replaceGroupVideo(deps: VideoBatchDeps, staff: StaffCaller, key: OccurrenceKey, body: TGroupVideoRequest): Promise<TBatchResult> {
  /** The occurrence's earlier group videos, read when the orders are chosen (before any order is locked). */
  let earlier = new Set<string>();
  return runVideoBatch(deps, staff, key, body, 'GROUP_VIDEO_REPLACE', {
    prepare: async (tx, occurrence) => {
      if (!occurrence.groupVideoId) throw new AppError('NO_GROUP_VIDEO', 409, OCCURRENCE_MESSAGES.noGroupVideo);
      if (body.mediaId === occurrence.groupVideoId) throw new AppError('SAME_GROUP_VIDEO', 409, OCCURRENCE_MESSAGES.sameGroupVideo);
      await setGroupVideo(tx, occurrence, body);
    },
    orderIds: async (db) => {
      const videos = await db
        .select({ id: mediaFiles.id })
        .from(mediaFiles)
        .innerJoin(occurrences, eq(occurrences.id, mediaFiles.occurrenceId))
        .where(and(eq(occurrences.eventId, key.eventId), eq(occurrences.date, key.date), ne(mediaFiles.id, body.mediaId)));
      earlier = new Set(videos.map((v) => v.id));
      if (earlier.size === 0) return [];
      const playing = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(occurrenceOrders(key), inArray(orders.videoMediaId, [...earlier])))
        .orderBy(asc(orders.id));
      return playing.map((o) => o.id);
    },
    act: {
      auditAction: 'order.video-replaced',
      // Under the lock: a personal clip attached since the orders were chosen is kept.
      refuse: (order) => (order.videoMediaId && earlier.has(order.videoMediaId) ? null : conflict('NOT_GROUP_VIDEO', OCCURRENCE_MESSAGES.notGroupVideo)),
      apply: async (tx, allowed) => {
        const file = await videoFile(tx, body.mediaId);
        const ids = allowed.map((o) => o.id);
        await tx
          .update(orders)
          .set({ videoUrl: deps.storage.url(file.key), videoMediaId: file.id })
          .where(inArray(orders.id, ids));
        await recordSteps(tx, ids, 'VIDEO_ATTACHED', () => `group video replaced by ${staff.name} (${staff.role})`);
        await retimeWaitingVideoMessages(
          tx,
          allowed.map((o) => ({ ...o, videoMediaId: file.id })),
        );
      },
    },
  });
}

/**
 * A personal clip for one order, uploaded for that order: attached like any video, or, when the
 * order already plays the group video, put in its place (no second "video ready" message).
 */
export async function attachPersonalClip(
  deps: VideoBatchDeps,
  staff: StaffCaller,
  key: OccurrenceKey & { orderId: string },
  body: TPersonalClipRequest,
): Promise<TOrderActionResult> {
  const event = await occurrenceEvent(deps.db, staff, key);
  return deps.db.transaction(async (tx) => {
    const occurrence = await ensureOccurrence(tx, key, event.templeId);
    const file = await videoFile(tx, body.mediaId);
    if (file.orderId !== key.orderId) throw new AppError('VIDEO_NOT_FOR_ORDER', 409, OCCURRENCE_MESSAGES.videoElsewhere);
    const clip = { videoUrl: deps.storage.url(file.key), mediaId: file.id };
    const [order] = await tx.select().from(orders).where(eq(orders.id, key.orderId));
    if (!order || order.eventId !== key.eventId || istDay(order.eventDateTime) !== key.date)
      throw conflict('ORDER_ELSEWHERE', OCCURRENCE_MESSAGES.orderElsewhere);
    const playsGroupVideo = order.videoMediaId !== null && order.videoMediaId === occurrence.groupVideoId;
    if (!playsGroupVideo)
      return actOnOneOrder(
        tx,
        staff,
        key.orderId,
        videoAction(() => Promise.resolve(clip), staff, deps.log, 'personal clip'),
      );
    return runActionIn(tx, { log: deps.log, actor: staff, orderId: key.orderId, body: {} }, 'order.clip', async (inner) => {
      await inner.update(orders).set({ videoUrl: clip.videoUrl, videoMediaId: clip.mediaId }).where(eq(orders.id, key.orderId));
      await recordStep(inner, key.orderId, 'VIDEO_ATTACHED', `personal clip replaces the group video by ${staff.name} (${staff.role})`);
      await retimeWaitingVideoMessages(inner, [{ ...order, videoMediaId: clip.mediaId }]);
    });
  });
}
