import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  FULFILMENT_MESSAGES,
  isYouTubeVideoUrl,
  type TAttachVideoRequest,
  type TCorrectTrackingRequest,
  type TMarkDeliveredRequest,
  type TMarkPerformedRequest,
  type TOrderActionResult,
  type TOrderStatus,
  type TShipPrasadRequest,
} from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { mediaFiles, occurrences, orderItems, orders, shipmentScans } from '../../db/schema/index.ts';
import { istDay } from '../../lib/ist-day.ts';
import { SHIPMENT_MESSAGES } from '../../lib/messages/shipments.ts';
import { isUniqueViolation } from '../../lib/error-chain.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { recordStep, recordSteps, transitionOrder, transitionOrders } from '../../features/order/order-status.ts';
import { retellWaitingShipment } from '../../features/notification/retell-waiting-shipment.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { actOnOneOrder, type LockedOrder, type OrdersAction } from './act-on-orders.ts';
import { assertVersion, conflict, fulfilmentSnapshot, lockOrder, lockOrderFor, reread, type OrderRow } from './locked-order.ts';

export const FULFIL_MESSAGES = {
  notPaid: 'Only a paid order can be fulfilled.',
  refunded: 'This order was refunded in full.',
  alreadyPerformed: 'This puja is already marked performed.',
  futureDate: 'The puja cannot be marked performed on a future date.',
  notYetDue: 'The puja’s scheduled time has not come yet: it can be marked performed from then.',
  beforeScheduled: 'The time of the performance is before the puja’s scheduled time.',
  timeNeeded: 'Enter the time the puja was performed.',
  dayMismatch: 'The date and the time of the performance do not match.',
  videoNotFound: 'This uploaded video was not found. Upload it again.',
  videoElsewhere: 'This video was uploaded for another order or puja date: it cannot be attached here.',
  performFirst: 'Mark the puja performed before attaching its video.',
  videoAlready: 'A video is already attached to this order.',
  noPrasad: 'This order has no prasad to ship.',
  alreadyShipped: 'The prasad of this order is already shipped.',
  shipAfterPerformed: 'Mark the puja performed before shipping its prasad.',
  notShipped: 'The prasad of this order has not been shipped yet.',
  alreadyDelivered: 'The prasad of this order is already marked delivered.',
  deliveredTracking: 'The prasad of this order is delivered: its tracking can no longer change.',
} as const;

const PAID: readonly TOrderStatus[] = ['SUCCESS', 'IN TRANSIT', 'COMPLETED'];

type Action<T> = { db: Db; log: FastifyBaseLogger; staff: StaffCaller; orderId: string; body: T };

/**
 * Who moves the order: a staff member (temple scope checked), or the system acting on an outside
 * report with nobody signed in (a carrier's tracking webhook: decision 182), audited as such.
 */
export type FulfilActor = StaffCaller | { system: string };
/** One action run inside the caller's transaction (a batch applies many in one; decision 183). */
export type ActionIn<T> = { log: FastifyBaseLogger; actor: FulfilActor; orderId: string; body: T };
/** What an action does to the locked order, inside the caller's transaction; it throws when its precondition fails. */
export type OrderAct = (tx: Db, order: OrderRow) => Promise<void>;

const lockAs = (tx: Db, actor: FulfilActor, orderId: string) => ('system' in actor ? lockOrder(tx, orderId) : lockOrderFor(tx, actor, orderId));
const inputIn = <T>({ log, staff, orderId, body }: Action<T>): ActionIn<T> => ({ log, actor: staff, orderId, body });

/**
 * One action on one order inside the caller's transaction: lock, check, write fields + history
 * step (+ transition, + message) + audit. Ship and delivered run it (the shipments import runs it
 * per order in a savepoint); performed and video run the many-order action (act-on-orders.ts).
 */
export async function runActionIn<T extends { expectedVersion?: number }>(
  tx: Db,
  input: ActionIn<T>,
  auditAction: string,
  act: OrderAct,
): Promise<TOrderActionResult> {
  const before = await lockAs(tx, input.actor, input.orderId);
  assertVersion(before, input.body.expectedVersion);
  await act(tx, before);
  const after = await reread(tx, input.orderId);
  await recordAudit(tx, input.actor, {
    action: auditAction,
    entityType: 'order',
    entityId: input.orderId,
    before: fulfilmentSnapshot(before),
    after: fulfilmentSnapshot(after),
  });
  return { orderId: after.id, status: after.status, version: after.version };
}

const by = (actor: FulfilActor) => ('system' in actor ? `(reported by ${actor.system})` : `by ${actor.name} (${actor.role})`);

/** The database's clock: every process and the rules agree on one "now". */
export async function databaseNow(tx: Db): Promise<Date> {
  const [row] = await tx.select({ now: sql`now()`.mapWith(orders.updatedAt) }).from(sql`(select 1) as clock`);
  return row!.now;
}

/** Paid, and not refunded in full (a fully refunded devotee is owed nothing more). */
function unfulfillable(order: LockedOrder): AppError | null {
  if (!PAID.includes(order.status)) return conflict('ORDER_NOT_PAID', FULFIL_MESSAGES.notPaid);
  if (order.refundedPaise >= order.totalPaise) return conflict('ORDER_REFUNDED', FULFIL_MESSAGES.refunded);
  return null;
}

export type Performance = { performedAt: Date; priestName: string | null };

/**
 * When the puja was performed, from the request: an explicit time, or now when the date given is
 * today. Checked against each order under its lock: not before its scheduled time, not in the future.
 */
export function performanceOf(
  body: { performedOn?: string; performedAt?: string | undefined; priestName?: string | null | undefined },
  now: Date,
): Performance {
  const performedAt = body.performedAt ? new Date(body.performedAt) : body.performedOn === istDay(now) ? now : null;
  if (!performedAt) throw badRequest(FULFIL_MESSAGES.timeNeeded);
  if (body.performedOn && istDay(performedAt) !== body.performedOn) throw badRequest(FULFIL_MESSAGES.dayMismatch);
  if (performedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw badRequest(FULFIL_MESSAGES.futureDate);
  return { performedAt, priestName: body.priestName?.trim() || null };
}
/** A phone's clock a little ahead of the database's is not "the future". */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** "Performed", for one order or each order of a batch (decision 180): only from the puja's scheduled time. */
export const performedAction = (performance: Performance, now: Date, staff: StaffCaller): OrdersAction => ({
  auditAction: 'order.performed',
  refuse: (order) => {
    if (order.performedOn) return conflict('ORDER_ALREADY_PERFORMED', FULFIL_MESSAGES.alreadyPerformed);
    const unfit = unfulfillable(order);
    if (unfit) return unfit;
    if (now < order.eventDateTime) return conflict('ORDER_NOT_YET_DUE', FULFIL_MESSAGES.notYetDue);
    if (performance.performedAt < order.eventDateTime) return badRequest(FULFIL_MESSAGES.beforeScheduled);
    return null;
  },
  apply: async (tx, allowed) => {
    const ids = allowed.map((o) => o.id);
    await tx
      .update(orders)
      .set({ performedOn: istDay(performance.performedAt), performedAt: performance.performedAt, priestName: performance.priestName })
      .where(inArray(orders.id, ids));
    await recordSteps(tx, ids, 'PERFORMED', () => `puja performed at ${performance.performedAt.toISOString()} ${by(staff)}`);
  },
});

export const markPerformed = (input: Action<TMarkPerformedRequest>) =>
  input.db.transaction(async (tx) => {
    const now = await databaseNow(tx);
    const performance = performanceOf(input.body, now);
    return actOnOneOrder(tx, input.staff, input.orderId, performedAction(performance, now, input.staff), input.body.expectedVersion);
  });

/** A video to attach: its public URL, and the uploaded file it is (null for a YouTube link). */
export type VideoToAttach = { videoUrl: string; mediaId: string | null };

/** Attaching the video completes the order (decision 140): the devotee's page then plays it. */
export const videoAction = (
  video: (tx: Db, order: LockedOrder) => Promise<VideoToAttach>,
  staff: StaffCaller,
  log: FastifyBaseLogger,
  what = 'video',
): OrdersAction => ({
  auditAction: 'order.video',
  refuse: (order) => {
    if (order.status === 'COMPLETED' || order.videoUrl) return conflict('ORDER_VIDEO_ATTACHED', FULFIL_MESSAGES.videoAlready);
    const unfit = unfulfillable(order);
    if (unfit) return unfit;
    if (!order.performedOn) return conflict('ORDER_NOT_PERFORMED', FULFIL_MESSAGES.performFirst);
    return null;
  },
  apply: async (tx, allowed) => {
    // One video for them all (a group video) is resolved once; a single order's own link as itself.
    const resolved = await video(tx, allowed[0]!);
    await tx
      .update(orders)
      .set({ videoUrl: resolved.videoUrl, videoMediaId: resolved.mediaId })
      .where(
        inArray(
          orders.id,
          allowed.map((o) => o.id),
        ),
      );
    await transitionOrders(
      tx,
      allowed.map((o) => o.id),
      'COMPLETED',
      () => `${what} attached ${by(staff)}`,
      log,
      'VIDEO_ATTACHED',
    );
  },
});

/**
 * Where this server's own uploads are read from (the tus answer's URL): /media/videos/ on local
 * disk, and with S3 its public URL's videos/ as well (decision 250).
 */
export const ownVideoPrefixes = (s3PublicUrl: string | undefined): string[] => [OWN_VIDEO_PREFIX, ...(s3PublicUrl ? [`${s3PublicUrl}/videos/`] : [])];

export const attachVideo = (input: Action<TAttachVideoRequest>, ownPrefixes: string[] = [OWN_VIDEO_PREFIX]) =>
  input.db.transaction((tx) =>
    actOnOneOrder(
      tx,
      input.staff,
      input.orderId,
      videoAction(
        async (inner, order) => ({ videoUrl: input.body.videoUrl, mediaId: await uploadedVideoFor(inner, input.body.videoUrl, order, ownPrefixes) }),
        input.staff,
        input.log,
      ),
      input.body.expectedVersion,
    ),
  );

/**
 * Our own video's address must name a finished upload made for this order or for its occurrence (a
 * typo, a half-sent file or another devotee's video would play the wrong thing). Null for a YouTube
 * link; any other address (a bucket not ours) is refused.
 */
async function uploadedVideoFor(tx: Db, videoUrl: string, order: OrderRow, ownPrefixes: string[]): Promise<string | null> {
  const prefix = ownPrefixes.find((p) => videoUrl.startsWith(p));
  if (!prefix) {
    if (isYouTubeVideoUrl(videoUrl)) return null;
    throw badRequest(FULFILMENT_MESSAGES.videoUrl);
  }
  const key = `videos/${videoUrl.slice(prefix.length)}`;
  const [file] = await tx
    .select({ id: mediaFiles.id, orderId: mediaFiles.orderId, eventId: occurrences.eventId, date: occurrences.date })
    .from(mediaFiles)
    .leftJoin(occurrences, eq(occurrences.id, mediaFiles.occurrenceId))
    .where(and(eq(mediaFiles.kind, 'VIDEO'), eq(mediaFiles.key, key)))
    .limit(1);
  if (!file) throw badRequest(FULFIL_MESSAGES.videoNotFound);
  const forOrder = file.orderId === order.id;
  const forOccurrence = file.eventId === order.eventId && file.date === istDay(order.eventDateTime);
  if (!forOrder && !forOccurrence) throw conflict('VIDEO_NOT_FOR_ORDER', FULFIL_MESSAGES.videoElsewhere);
  return file.id;
}
const OWN_VIDEO_PREFIX = '/media/videos/';

export async function hasPrasad(tx: Db, order: OrderRow): Promise<boolean> {
  if (order.shipping) return true;
  const [line] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.subType, 'PRASAD')))
    .limit(1);
  return Boolean(line);
}

const AWB_INDEX = 'orders_tracking_number_key';
const awbInUse = () => conflict('AWB_IN_USE', SHIPMENT_MESSAGES.awbInUse);
const awbOfAnotherOrder = async (tx: Db, trackingNumber: string, orderId: string) =>
  (
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.trackingNumber, trackingNumber), ne(orders.id, orderId)))
      .limit(1)
  ).length > 0;

/** After performed: SUCCESS → IN TRANSIT; after COMPLETED the tracking is recorded and the status stays (the video stays visible). */
export const shipPrasad = (input: Action<TShipPrasadRequest>) => input.db.transaction((tx) => shipPrasadIn(tx, inputIn(input)));

/** shipPrasad in the caller's transaction (the shipments import applies a chunk of orders in one). */
export const shipPrasadIn = (tx: Db, input: ActionIn<TShipPrasadRequest>) =>
  runActionIn(tx, input, 'order.shipped', async (tx, order) => {
    if (!PAID.includes(order.status)) throw conflict('ORDER_NOT_PAID', FULFIL_MESSAGES.notPaid);
    if (!(await hasPrasad(tx, order))) throw conflict('ORDER_NO_PRASAD', FULFIL_MESSAGES.noPrasad);
    if (order.shippedAt || order.status === 'IN TRANSIT') throw conflict('ORDER_ALREADY_SHIPPED', FULFIL_MESSAGES.alreadyShipped);
    // Prasad is what was offered in the puja: it leaves after the puja (and the devotee's IN TRANSIT text says so).
    if (!order.performedOn) throw conflict('ORDER_NOT_PERFORMED', FULFIL_MESSAGES.shipAfterPerformed);
    const { courierName, trackingNumber, trackingUrl } = input.body;
    // The carrier's tracking webhook finds the order by its AWB: one AWB, one order (as the shipments import checks).
    if (await awbOfAnotherOrder(tx, trackingNumber, order.id)) throw awbInUse();
    // Two orders shipped with one AWB at the same instant: the unique index refuses the second.
    await tx
      .update(orders)
      .set({ courierName, trackingNumber, trackingUrl, shippedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .catch((error: unknown) => {
        throw isUniqueViolation(error, AWB_INDEX) ? awbInUse() : error;
      });
    const reason = `prasad shipped by ${courierName} (${trackingNumber}) ${by(input.actor)}`;
    if (order.status === 'SUCCESS') await transitionOrder(tx, order.id, 'IN TRANSIT', reason, input.log, 'SHIPPED');
    else await recordStep(tx, order.id, 'SHIPPED', reason);
  });

/** The tracking recorded is this very tracking: a correction to it changes nothing. */
export const sameTracking = (order: Pick<OrderRow, 'courierName' | 'trackingNumber' | 'trackingUrl'>, body: TCorrectTrackingRequest) =>
  order.courierName === body.courierName && order.trackingNumber === body.trackingNumber && order.trackingUrl === body.trackingUrl;

/**
 * A shipped parcel's tracking corrected (decision 297): a typo in the AWB, the wrong courier or
 * link. Until the prasad is delivered. The same tracking again is a retry of a correction already
 * made: it answers the order as it is and writes nothing.
 */
export const correctTracking = (input: Action<TCorrectTrackingRequest>) =>
  input.db.transaction(async (tx) => {
    const current = await lockOrderFor(tx, input.staff, input.orderId);
    if (current.shippedAt && sameTracking(current, input.body)) return { orderId: current.id, status: current.status, version: current.version };
    return correctTrackingIn(tx, inputIn(input));
  });

/**
 * correctTracking in the caller's transaction (the shipments import corrects a row's parcel in its
 * savepoint). The carrier's scans of the wrong AWB are another parcel's and go; the devotee is told
 * the right number, by the "prasad shipped" message itself while it still waits, else by a new one.
 */
export const correctTrackingIn = (tx: Db, input: ActionIn<TCorrectTrackingRequest>) =>
  runActionIn(tx, input, 'order.tracking-corrected', async (tx, order) => {
    if (!order.shippedAt) throw conflict('ORDER_NOT_SHIPPED', FULFIL_MESSAGES.notShipped);
    if (order.deliveredAt) throw conflict('ORDER_ALREADY_DELIVERED', FULFIL_MESSAGES.deliveredTracking);
    const { courierName, trackingNumber, trackingUrl } = input.body;
    if (await awbOfAnotherOrder(tx, trackingNumber, order.id)) throw awbInUse();
    await tx
      .update(orders)
      .set({ courierName, trackingNumber, trackingUrl })
      .where(eq(orders.id, order.id))
      .catch((error: unknown) => {
        throw isUniqueViolation(error, AWB_INDEX) ? awbInUse() : error;
      });
    await tx.delete(shipmentScans).where(and(eq(shipmentScans.orderId, order.id), ne(shipmentScans.awb, trackingNumber)));
    const refreshed = await retellWaitingShipment(tx, order.id, { courierName, trackingNumber, trackingUrl });
    const reason = `tracking corrected: ${order.courierName} (${order.trackingNumber}) → ${courierName} (${trackingNumber}) ${by(input.actor)}`;
    // A waiting message now says the right number: no second one. Otherwise a new message (its own dedupe key).
    await recordStep(tx, order.id, 'SHIPPED', reason, refreshed ? {} : { eventKey: `tracking:${trackingNumber}` });
  });

/** Records delivered_at; the status is left as it is (IN TRANSIT stays until the video). */
export const markDelivered = (input: Action<TMarkDeliveredRequest>) => input.db.transaction((tx) => markDeliveredIn(tx, inputIn(input)));

/**
 * Whether the prasad may be marked delivered now: what markDelivered checks under the lock, for a
 * caller that must not be refused (the carrier's webhook skips instead; decision 182).
 */
export const canMarkDelivered = (order: OrderRow) => Boolean(order.shippedAt) && !order.deliveredAt && PAID.includes(order.status);

/**
 * markDelivered in the caller's transaction. The carrier's webhook passes the delivery scan's time
 * (`deliveredAt`); staff record now. Either way delivered_at is set once, so the devotee's
 * PRASAD_DELIVERED message is queued once, whichever comes first.
 */
export const markDeliveredIn = (tx: Db, input: ActionIn<TMarkDeliveredRequest & { deliveredAt?: Date }>) =>
  runActionIn(tx, input, 'order.delivered', async (tx, order) => {
    if (!order.shippedAt) throw conflict('ORDER_NOT_SHIPPED', FULFIL_MESSAGES.notShipped);
    if (order.deliveredAt) throw conflict('ORDER_ALREADY_DELIVERED', FULFIL_MESSAGES.alreadyDelivered);
    if (!PAID.includes(order.status)) throw conflict('ORDER_NOT_PAID', FULFIL_MESSAGES.notPaid);
    await tx
      .update(orders)
      .set({ deliveredAt: input.body.deliveredAt ?? sql`now()` })
      .where(eq(orders.id, order.id));
    await recordStep(tx, order.id, 'DELIVERED', `prasad delivered ${by(input.actor)}`);
  });
