import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  READING_MAX_OFFSET_MS,
  READING_MESSAGES,
  ZReadingEventsResponse,
  ZReadingResponse,
  occurrencePath,
  type TReading,
  type TReadingEvent,
} from '@sankalp/contract';
import { latestReadingId, orderMoments } from '../../../src/admin/occurrences/reading-queries.ts';
import { findOccurrence } from '../../../src/admin/occurrences/occurrence-key.ts';
import { auditLog, events, occurrences, orderItems, orders, sankalpReadings, sankalpReads } from '../../../src/db/schema/index.ts';
import { localize } from '../../../src/lib/messages.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { expectError } from '../../features/auth/requests.ts';
import { adminCall, signInStaff, type StaffSession } from '../helpers.ts';
import { createEvent, createTempleWithEvent, insertOrder, type TestEvent } from '../orders/order-fixtures.ts';

/**
 * Reading mode's API (decision 181). Each file's temple and events are its own (order-fixtures),
 * so on the shared PostgreSQL database the lists here hold exactly this file's orders.
 */
let ctx: TestContext;
let puja: TestEvent;
let chadawa: TestEvent;
let operator: StaffSession;
let priest: StaffSession;
let outsider: StaffSession;
const DATE = '2026-12-08';
/** 07:00 IST on DATE. */
const MORNING = new Date('2026-12-08T01:30:00Z');
const key = () => ({ eventId: puja.eventId, date: DATE });
const ids: Record<'asha' | 'babu' | 'chandra' | 'unpaid' | 'nextDay' | 'offering', string> = {} as never;

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.app.db;
  puja = await createTempleWithEvent(db, MORNING);
  chadawa = { ...puja, ...(await createEvent(db, puja.templeId, MORNING)) };
  await db.update(events).set({ type: 'OFFERING' }).where(eq(events.id, chadawa.eventId));
  const elsewhere = await createTempleWithEvent(db, MORNING);
  operator = await signInStaff(ctx.app, 'operator');
  priest = await signInStaff(ctx.app, 'temple_staff', [puja.templeId]);
  outsider = await signInStaff(ctx.app, 'temple_staff', [elsewhere.templeId]);
  // Booked in this order (reading order is booking order); names sort otherwise.
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
  ids.chandra = await insertOrder(db, puja, { devoteeName: 'Chandra Prakash', gotra: 'Vatsa', eventDateTime: MORNING, createdAt: at(1) });
  ids.asha = await insertOrder(db, puja, { devoteeName: 'आशा देवी', gotra: 'कश्यप', additionalNames: ['राम'], eventDateTime: MORNING, createdAt: at(2) });
  ids.babu = await insertOrder(db, puja, { devoteeName: 'Babu Lal', status: 'COMPLETED', eventDateTime: MORNING, createdAt: at(3) });
  await db.update(orders).set({ language: 'hindi' }).where(eq(orders.id, ids.asha));
  ids.unpaid = await insertOrder(db, puja, { devoteeName: 'Unpaid', status: 'CREATED', eventDateTime: MORNING });
  ids.nextDay = await insertOrder(db, puja, { devoteeName: 'Next Day', eventDateTime: new Date(MORNING.getTime() + 86_400_000) });
  ids.offering = await insertOrder(db, chadawa, { devoteeName: 'Meera', eventDateTime: MORNING });
  await db.update(orders).set({ type: 'OFFERING', language: 'hindi' }).where(eq(orders.id, ids.offering));
  await db.insert(orderItems).values({
    orderId: ids.offering,
    subType: 'OFFERING_ITEM',
    itemId: randomUUID(),
    nameEn: 'Ghee lamp',
    nameHi: 'घी का दीपक',
    unitPaise: 5100,
    listUnitPaise: 5100,
    quantity: 2,
    totalPaise: 10_200,
    position: 1,
  });
});
afterAll(() => ctx.close());

const start = (readingId = randomUUID(), startedAt = '2026-12-08T07:00:00.000+05:30'): TReadingEvent => ({ type: 'start', readingId, startedAt });
const read = (readingId: string, orderId: string, offsetMs: number): TReadingEvent => ({
  type: 'read',
  id: randomUUID(),
  readingId,
  orderId,
  offsetMs,
  readAt: new Date(Date.parse('2026-12-08T01:30:00Z') + offsetMs).toISOString(),
});

const send = (body: unknown, session = priest, k = key(), language?: 'hindi') =>
  adminCall(ctx.app, 'POST', occurrencePath('readingEvents', k), { session, body, language });

async function sendOk(evts: TReadingEvent[], session = priest) {
  const res = await send({ events: evts }, session);
  expect(res.statusCode, res.body).toBe(200);
  return ZReadingEventsResponse.parse(res.json()).data;
}

async function reading(query = '', session = priest, k = key()): Promise<TReading> {
  const res = await adminCall(ctx.app, 'GET', `${occurrencePath('reading', k)}${query}`, { session });
  expect(res.statusCode, res.body).toBe(200);
  return ZReadingResponse.parse(res.json()).data;
}

const rowCounts = async () => {
  const occurrence = await findOccurrence(ctx.app.db, key());
  if (!occurrence) return { readings: 0, reads: 0 };
  const [readings] = await ctx.app.db.select({ n: count() }).from(sankalpReadings).where(eq(sankalpReadings.occurrenceId, occurrence.id));
  const [reads] = await ctx.app.db
    .select({ n: count() })
    .from(sankalpReads)
    .innerJoin(sankalpReadings, eq(sankalpReadings.id, sankalpReads.readingId))
    .where(eq(sankalpReadings.occurrenceId, occurrence.id));
  return { readings: readings!.n, reads: reads!.n };
};

const first = randomUUID();

describe('GET reading before any Start', () => {
  it('lists the paid orders in booking order, names as typed, with no readings and no reads', async () => {
    const r = await reading();
    expect(r).toMatchObject({ eventId: puja.eventId, date: DATE, type: 'PUJA', eventNameEn: puja.nameEn, readings: [], readingId: null, videoReadingId: null });
    expect(r.orders).toEqual([
      { orderId: ids.chandra, language: 'english', devoteeName: 'Chandra Prakash', gotra: 'Vatsa', additionalNames: [], offered: [], read: null },
      { orderId: ids.asha, language: 'hindi', devoteeName: 'आशा देवी', gotra: 'कश्यप', additionalNames: ['राम'], offered: [], read: null },
      { orderId: ids.babu, language: 'english', devoteeName: 'Babu Lal', gotra: 'Kashyap', additionalNames: [], offered: [], read: null },
    ]);
    expect(await findOccurrence(ctx.app.db, key())).toBeUndefined();
  });

  it('shows what a chadawa offers, in the booking’s language', async () => {
    const r = await reading('', priest, { eventId: chadawa.eventId, date: DATE });
    expect(r.type).toBe('OFFERING');
    expect(r.orders.map((o) => [o.devoteeName, o.offered])).toEqual([['Meera', [{ name: 'घी का दीपक', quantity: 2 }]]]);
  });
});

describe('POST reading events', () => {
  it('stores a batch once however often it is sent, and creates the occurrence on the first Start', async () => {
    const evts = [start(first), read(first, ids.chandra, 12_000), read(first, ids.asha, 31_500)];
    const readIds = evts.flatMap((e) => (e.type === 'read' ? [e.id] : []));
    const once = await sendOk(evts);
    expect(once).toEqual({ received: 3, storedReadings: [first], storedReads: expect.arrayContaining(readIds) });
    expect(once.storedReads).toHaveLength(2);
    const again = await sendOk(evts);
    expect(again).toEqual({ received: 3, storedReadings: [], storedReads: [] });
    expect(await rowCounts()).toEqual({ readings: 1, reads: 2 });
    const occurrence = (await findOccurrence(ctx.app.db, key()))!;
    expect(occurrence.templeId).toBe(puja.templeId);
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'occurrence'), eq(auditLog.entityId, occurrence.id)));
    expect(audits.map((a) => a.action)).toEqual(['occurrence.reading_started']);
  });

  it('GET reading returns the reads, each with where its name began (the tap before it)', async () => {
    const r = await reading();
    expect(r.readingId).toBe(first);
    expect(r.readings).toEqual([{ readingId: first, startedAt: '2026-12-08T01:30:00.000Z', startedBy: 'Test temple_staff', ordersRead: 2 }]);
    const reads = Object.fromEntries(r.orders.map((o) => [o.orderId, o.read && { offsetMs: o.read.offsetMs, fromMs: o.read.fromMs }]));
    expect(reads).toEqual({ [ids.chandra]: { offsetMs: 12_000, fromMs: 0 }, [ids.asha]: { offsetMs: 31_500, fromMs: 12_000 }, [ids.babu]: null });
  });

  it('never refuses a re-read: the last read counts', async () => {
    // Back to Chandra after Asha, then Next again; then Babu.
    await sendOk([read(first, ids.chandra, 40_000), read(first, ids.babu, 52_000)]);
    const r = await reading();
    const chandra = r.orders.find((o) => o.orderId === ids.chandra)!.read!;
    expect({ offsetMs: chandra.offsetMs, fromMs: chandra.fromMs, readAt: chandra.readAt }).toEqual({
      offsetMs: 40_000,
      fromMs: 31_500,
      readAt: '2026-12-08T01:30:40.000Z',
    });
    expect(r.orders.find((o) => o.orderId === ids.babu)!.read).toMatchObject({ offsetMs: 52_000, fromMs: 40_000 });
    expect((await rowCounts()).reads).toBe(4);
  });

  it('starts a name at most a minute before its tap (a pause between names)', async () => {
    const paused = randomUUID();
    await sendOk([start(paused), read(paused, ids.chandra, 10_000), read(paused, ids.asha, 250_000)]);
    const moments = await reading(`?readingId=${paused}`);
    expect(moments.orders.find((o) => o.orderId === ids.asha)!.read).toMatchObject({ offsetMs: 250_000, fromMs: 190_000 });
  });

  describe('refusals store nothing of the batch', () => {
    it('an order of another date or event, or not an order', async () => {
      const before = await rowCounts();
      const fresh = randomUUID();
      for (const orderId of [ids.nextDay, ids.offering, 'SKPNOSUCHORDER']) {
        const res = await send({ events: [start(fresh), read(fresh, ids.babu, 1000), read(fresh, orderId, 2000)] });
        expectError(res, 400, READING_MESSAGES.orderNotInOccurrence);
      }
      expect(await rowCounts()).toEqual(before);
    });

    it('a reading of another occurrence, and a reading never started', async () => {
      const other = { eventId: chadawa.eventId, date: DATE };
      const theirs = randomUUID();
      expect((await send({ events: [start(theirs)] }, priest, other)).statusCode).toBe(200);
      const before = await rowCounts();
      expectError(await send({ events: [start(theirs)] }), 409, READING_MESSAGES.readingOfOther);
      expectError(await send({ events: [read(first, ids.babu, 60_000), read(theirs, ids.babu, 61_000)] }), 409, READING_MESSAGES.readingOfOther);
      expectError(await send({ events: [read(first, ids.babu, 60_000), read(randomUUID(), ids.babu, 61_000)] }), 400, READING_MESSAGES.unknownReading);
      expect(await rowCounts()).toEqual(before);
    });

    it('a negative or absurd offset, in English and Hindi', async () => {
      const before = await rowCounts();
      for (const offsetMs of [-1, READING_MAX_OFFSET_MS + 1, 1.5]) {
        expectError(await send({ events: [read(first, ids.babu, 60_000), read(first, ids.babu, offsetMs)] }), 400, READING_MESSAGES.offset);
      }
      const hindi = await send({ events: [read(first, ids.babu, -5)] }, priest, key(), 'hindi');
      expectError(hindi, 400, localize(READING_MESSAGES.offset, 'hindi'));
      expect(localize(READING_MESSAGES.offset, 'hindi')).not.toBe(READING_MESSAGES.offset);
      expectError(await send({ events: [] }), 400, READING_MESSAGES.events);
      expectError(await send({ events: [{ ...read(first, ids.babu, 1), id: 'not-a-uuid' }] }), 400, READING_MESSAGES.id);
      expect(await rowCounts()).toEqual(before);
    });

    it('another temple’s staff: 403 on both, nothing stored', async () => {
      const before = await rowCounts();
      const res = await send({ events: [start(), read(first, ids.babu, 70_000)] }, outsider);
      expect({ status: res.statusCode, code: res.json<{ code: string }>().code }).toEqual({ status: 403, code: 'OTHER_TEMPLE' });
      const get = await adminCall(ctx.app, 'GET', occurrencePath('reading', key()), { session: outsider });
      expect(get.statusCode).toBe(403);
      expect(await rowCounts()).toEqual(before);
    });

    it('an unknown event: 404', async () => {
      const res = await send({ events: [start()] }, operator, { eventId: randomUUID(), date: DATE });
      expect(res.statusCode).toBe(404);
    });
  });
});

describe('readings, moments and the reading the video recorded', () => {
  it('GET reading shows the latest reading unless asked for another', async () => {
    const latest = randomUUID();
    await sendOk([start(latest, '2026-12-08T09:00:00.000+05:30'), read(latest, ids.babu, 5_000)], operator);
    const r = await reading('', operator);
    expect(r.readingId).toBe(latest);
    expect(r.readings.at(-1)).toMatchObject({ readingId: latest, startedBy: 'Test operator', ordersRead: 1 });
    expect(r.orders.filter((o) => o.read).map((o) => o.orderId)).toEqual([ids.babu]);
    const older = await reading(`?readingId=${first}`, operator);
    expect(older.orders.map((o) => o.read?.offsetMs ?? null)).toEqual([40_000, 31_500, 52_000]);
    const unknown = await adminCall(ctx.app, 'GET', `${occurrencePath('reading', key())}?readingId=${randomUUID()}`, { session: operator });
    expectError(unknown, 404, READING_MESSAGES.readingNotFound);
    const occurrence = (await findOccurrence(ctx.app.db, key()))!;
    expect(await latestReadingId(ctx.app.db, occurrence.id)).toBe(latest);
  });

  it('orderMoments: the latest reading until the video names one; null for names never read', async () => {
    const latest = await orderMoments(ctx.app.db, key());
    expect([...latest.keys()]).toEqual(expect.arrayContaining([ids.chandra, ids.asha, ids.babu]));
    expect(latest.size).toBe(3);
    expect(latest.get(ids.chandra)).toBeNull();
    expect(latest.get(ids.babu)).toMatchObject({ offsetMs: 5_000, fromMs: 0 });
    await ctx.app.db.update(occurrences).set({ readingId: first }).where(eq(occurrences.eventId, puja.eventId));
    const recorded = await orderMoments(ctx.app.db, key());
    expect(recorded.get(ids.chandra)).toMatchObject({ offsetMs: 40_000, fromMs: 31_500, readAt: new Date('2026-12-08T01:30:40.000Z') });
    expect((await reading()).videoReadingId).toBe(first);
    expect(await orderMoments(ctx.app.db, { eventId: chadawa.eventId, date: '2026-12-09' })).toEqual(new Map());
  });
});
