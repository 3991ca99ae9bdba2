import { and, desc, eq } from 'drizzle-orm';
import { OCCURRENCE_MESSAGES, type TBatchResult, type TGroupVideoRequest, type TOrderActionResult, type TPersonalClipRequest } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { mediaFiles, occurrences, orders, sankalpReadings } from '../../db/schema/index.ts';
import { istDay } from '../../lib/ist-day.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { recordStep } from '../../features/order/order-status.ts';
import { actOnOneOrder } from '../fulfilment/act-on-orders.ts';
import { runActionIn, videoAction } from '../fulfilment/fulfil-order.ts';
import { conflict } from '../fulfilment/locked-order.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { ensureOccurrence, occurrenceEvent, type OccurrenceKey } from './occurrence-key.ts';
import { runBatch, type BatchDeps } from './run-batch.ts';

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
 * The group video (decision 180): uploaded once for the occurrence, attached to every performed
 * order that has no video yet, each through the single "attach video" action. A video uploaded
 * for anything else (another occurrence, an order, another temple) is refused before any order.
 */
export async function attachGroupVideo(
  deps: BatchDeps & { storage: MediaStorage },
  staff: StaffCaller,
  key: OccurrenceKey,
  body: TGroupVideoRequest,
): Promise<TBatchResult> {
  const event = await occurrenceEvent(deps.db, staff, key);
  const video = async (tx: Db) => ({ videoUrl: deps.storage.url((await videoFile(tx, body.mediaId)).key), mediaId: body.mediaId });
  return runBatch(deps, staff, key, event.templeId, {
    batchId: body.batchId,
    action: 'GROUP_VIDEO',
    request: { mediaId: body.mediaId, readingId: body.readingId ?? null },
    prepare: async (tx, occurrence) => {
      const file = await videoFile(tx, body.mediaId);
      if (file.occurrenceId !== occurrence.id) throw new AppError('VIDEO_NOT_FOR_OCCURRENCE', 409, OCCURRENCE_MESSAGES.videoElsewhere);
      const readingId = await readingFor(tx, occurrence.id, body.readingId);
      await tx.update(occurrences).set({ groupVideoId: file.id, readingId }).where(eq(occurrences.id, occurrence.id));
    },
    act: videoAction(video, staff, deps.log, 'group video'),
  });
}

/**
 * A personal clip for one order, uploaded for that order: attached like any video, or, when the
 * order already plays the group video, put in its place (no second "video ready" message).
 */
export async function attachPersonalClip(
  deps: BatchDeps & { storage: MediaStorage },
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
    });
  });
}
