import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  TAttachVideoRequest,
  TMarkDeliveredRequest,
  TMarkPerformedRequest,
  TOrderActionResult,
  TOrderStatus,
  TShipPrasadRequest,
} from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { mediaFiles, orderItems, orders } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { recordStep, transitionOrder } from '../../features/order/order-status.ts';
import { recordAudit } from '../core/audit.ts';
import type { StaffCaller } from '../core/staff-auth.ts';
import { assertVersion, conflict, fulfilmentSnapshot, lockOrder, lockOrderFor, reread, type OrderRow } from './locked-order.ts';

export const FULFIL_MESSAGES = {
  notPaid: 'Only a paid order can be fulfilled.',
  alreadyPerformed: 'This puja is already marked performed.',
  futureDate: 'The puja cannot be marked performed on a future date.',
  videoNotFound: 'This uploaded video was not found. Upload it again.',
  performFirst: 'Mark the puja performed before attaching its video.',
  videoAlready: 'A video is already attached to this order.',
  noPrasad: 'This order has no prasad to ship.',
  alreadyShipped: 'The prasad of this order is already shipped.',
  shipAfterPerformed: 'Mark the puja performed before shipping its prasad.',
  notShipped: 'The prasad of this order has not been shipped yet.',
  alreadyDelivered: 'The prasad of this order is already marked delivered.',
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

const lockAs = (tx: Db, actor: FulfilActor, orderId: string) => ('system' in actor ? lockOrder(tx, orderId) : lockOrderFor(tx, actor, orderId));
const inputIn = <T>({ log, staff, orderId, body }: Action<T>): ActionIn<T> => ({ log, actor: staff, orderId, body });

/** Today in India, where the temples are: a puja cannot be recorded as performed tomorrow. */
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * One action in one transaction: lock, check, write fields + history step (+ transition) + audit.
 * `act` returns nothing; it throws a 409 when its precondition does not hold under the lock.
 */
function runAction<T extends { expectedVersion?: number }>(
  input: Action<T>,
  auditAction: string,
  act: (tx: Db, order: OrderRow) => Promise<void>,
): Promise<TOrderActionResult> {
  return input.db.transaction((tx) => runActionIn(tx, inputIn(input), auditAction, act));
}

/** The same, in the caller's transaction: the one core a single action and a batch both run. */
async function runActionIn<T extends { expectedVersion?: number }>(
  tx: Db,
  input: ActionIn<T>,
  auditAction: string,
  act: (tx: Db, order: OrderRow) => Promise<void>,
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

export const markPerformed = (input: Action<TMarkPerformedRequest>) =>
  runAction(input, 'order.performed', async (tx, order) => {
    if (!PAID.includes(order.status)) throw conflict('ORDER_NOT_PAID', FULFIL_MESSAGES.notPaid);
    if (order.performedOn) throw conflict('ORDER_ALREADY_PERFORMED', FULFIL_MESSAGES.alreadyPerformed);
    if (input.body.performedOn > todayInIndia()) throw badRequest(FULFIL_MESSAGES.futureDate);
    await tx
      .update(orders)
      .set({ performedOn: input.body.performedOn, performedAt: sql`now()`, priestName: input.body.priestName?.trim() || null })
      .where(eq(orders.id, order.id));
    await recordStep(tx, order.id, 'PERFORMED', `puja performed on ${input.body.performedOn} ${by(input.staff)}`);
  });

/** Attaching the video completes the order (decision 140): the devotee's page then plays it. */
export const attachVideo = (input: Action<TAttachVideoRequest>) =>
  runAction(input, 'order.video', async (tx, order) => {
    if (order.status === 'COMPLETED' || order.videoUrl) throw conflict('ORDER_VIDEO_ATTACHED', FULFIL_MESSAGES.videoAlready);
    if (!PAID.includes(order.status)) throw conflict('ORDER_NOT_PAID', FULFIL_MESSAGES.notPaid);
    if (!order.performedOn) throw conflict('ORDER_NOT_PERFORMED', FULFIL_MESSAGES.performFirst);
    await assertUploadedVideo(tx, input.body.videoUrl);
    await tx.update(orders).set({ videoUrl: input.body.videoUrl }).where(eq(orders.id, order.id));
    await transitionOrder(tx, order.id, 'COMPLETED', `video attached ${by(input.staff)}`, input.log, 'VIDEO_ATTACHED');
  });

/** Our own video path must name a finished upload (a typo or a half-sent file would play nothing). */
async function assertUploadedVideo(tx: Db, videoUrl: string): Promise<void> {
  if (!videoUrl.startsWith(OWN_VIDEO_PREFIX)) return;
  const key = `videos/${videoUrl.slice(OWN_VIDEO_PREFIX.length)}`;
  const [file] = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.kind, 'VIDEO'), eq(mediaFiles.key, key)))
    .limit(1);
  if (!file) throw badRequest(FULFIL_MESSAGES.videoNotFound);
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
    await tx
      .update(orders)
      .set({ courierName, trackingNumber, trackingUrl, shippedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    const reason = `prasad shipped by ${courierName} (${trackingNumber}) ${by(input.actor)}`;
    if (order.status === 'SUCCESS') await transitionOrder(tx, order.id, 'IN TRANSIT', reason, input.log, 'SHIPPED');
    else await recordStep(tx, order.id, 'SHIPPED', reason);
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
