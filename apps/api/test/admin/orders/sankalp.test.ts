import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES as M, ZSankalpEventsResponse, ZSankalpListResponse, type TSankalpList } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { expectError } from '../../features/auth/requests.ts';
import { adminCall, signInStaff, type StaffSession } from '../helpers.ts';
import { createEvent, createTempleWithEvent, insertOrder, type TestEvent } from './order-fixtures.ts';

let ctx: TestContext;
let kashi: TestEvent;
let puri: TestEvent;
let priest: StaffSession;
const DAY = '2026-12-08';
/** 07:00 IST on DAY, and 23:59:59 IST the day before. */
const MORNING = new Date('2026-12-08T01:30:00Z');
const EVE = new Date('2026-12-07T18:29:59Z');
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await buildTestApp();
  kashi = await createTempleWithEvent(ctx.app.db, MORNING);
  puri = await createTempleWithEvent(ctx.app.db, MORNING);
  priest = await signInStaff(ctx.app, 'temple_staff', [kashi.templeId]);
  const db = ctx.app.db;
  ids.ramesh = await insertOrder(db, kashi, {
    devoteeName: 'ramesh Sharma',
    gotra: 'Bharadwaj',
    additionalNames: ['Sita Sharma', 'Mohan Sharma'],
    eventDateTime: MORNING,
    prasad: true,
  });
  ids.anil = await insertOrder(db, kashi, { devoteeName: 'Anil "Bablu" Kumar, Jr', gotra: '=Kashyap', status: 'COMPLETED', eventDateTime: MORNING });
  ids.meera = await insertOrder(db, kashi, { devoteeName: 'मीरा देवी', gotra: 'कश्यप', status: 'IN TRANSIT', eventDateTime: MORNING });
  // Not on the list: unpaid, cancelled, the day before, another event.
  await insertOrder(db, kashi, { devoteeName: 'Unpaid Person', status: 'CREATED', eventDateTime: MORNING });
  await insertOrder(db, kashi, { devoteeName: 'Cancelled Person', status: 'CANCELLED', eventDateTime: MORNING });
  await insertOrder(db, kashi, { devoteeName: 'Yesterday Person', eventDateTime: EVE });
  await insertOrder(db, { ...kashi, ...(await createEvent(db, kashi.templeId, MORNING)) }, { devoteeName: 'Other Event', eventDateTime: MORNING });
  await insertOrder(db, puri, { devoteeName: 'Puri Person', eventDateTime: MORNING });
});
afterAll(() => ctx.close());

async function sankalp(query: string, session = priest): Promise<TSankalpList> {
  const res = await adminCall(ctx.app, 'GET', `/sankalp?${query}`, { session });
  expect(res.statusCode, res.body).toBe(200);
  return ZSankalpListResponse.parse(res.json()).data;
}

describe('GET /sankalp', () => {
  it('lists every paid order of the event on the IST day, sorted by name, in English', async () => {
    const list = await sankalp(`eventId=${kashi.eventId}&date=${DAY}`);
    expect(list).toMatchObject({ eventId: kashi.eventId, eventName: kashi.nameEn, date: DAY, language: 'english', count: 3, names: 5 });
    expect(list.lines).toEqual([
      { orderId: ids.anil, devoteeName: 'Anil "Bablu" Kumar, Jr', gotra: '=Kashyap', additionalNames: [], items: [{ name: 'Family package', quantity: 1 }] },
      {
        orderId: ids.ramesh,
        devoteeName: 'ramesh Sharma',
        gotra: 'Bharadwaj',
        additionalNames: ['Sita Sharma', 'Mohan Sharma'],
        items: [
          { name: 'Family package', quantity: 1 },
          { name: 'Prasad', quantity: 1 },
        ],
      },
      { orderId: ids.meera, devoteeName: 'मीरा देवी', gotra: 'कश्यप', additionalNames: [], items: [{ name: 'Family package', quantity: 1 }] },
    ]);
  });

  it('gives event, temple and package names in Hindi when the priest asks', async () => {
    const list = await sankalp(`eventId=${kashi.eventId}&date=${DAY}&language=hindi`);
    expect(list.eventName).toBe(kashi.nameHi);
    expect(list.templeName).toContain('परीक्षण मंदिर');
    expect(list.lines[1]!.items.map((i) => i.name)).toEqual(['परिवार पैकेज', 'प्रसाद']);
  });

  it('is empty on a day without paid orders, and refuses another temple’s event', async () => {
    expect((await sankalp(`eventId=${kashi.eventId}&date=2026-12-09`)).count).toBe(0);
    expectError(
      await adminCall(ctx.app, 'GET', `/sankalp?eventId=${puri.eventId}&date=${DAY}`, { session: priest }),
      403,
      'This belongs to a temple you are not assigned to.',
    );
    expectError(
      await adminCall(ctx.app, 'GET', `/sankalp.csv?eventId=${puri.eventId}&date=${DAY}`, { session: priest }),
      403,
      'This belongs to a temple you are not assigned to.',
    );
  });

  it('answers missing or bad parameters with a clear 400', async () => {
    expectError(await adminCall(ctx.app, 'GET', `/sankalp?date=${DAY}`, { session: priest }), 400, M.idInvalid);
    expectError(await adminCall(ctx.app, 'GET', `/sankalp?eventId=${kashi.eventId}`, { session: priest }), 400, M.dateInvalid);
    expectError(await adminCall(ctx.app, 'GET', `/sankalp?eventId=${kashi.eventId}&date=${DAY}&language=tamil`, { session: priest }), 400, M.languageInvalid);
    expectError(await adminCall(ctx.app, 'GET', `/sankalp?eventId=${crypto.randomUUID()}&date=${DAY}`, { session: priest }), 404, 'Event not found.');
  });
});

describe('GET /sankalp.csv', () => {
  it('downloads a UTF-8 CSV with a BOM, properly quoted, formulas defused, named after event and date', async () => {
    const res = await adminCall(ctx.app, 'GET', `/sankalp.csv?eventId=${kashi.eventId}&date=${DAY}`, { session: priest });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sankalp-${kashi.nameEn.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${DAY}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).split('\r\n')).toEqual([
      '#,Order,Devotee,Gotra,Additional names,Package / items',
      `1,${ids.anil},"Anil ""Bablu"" Kumar, Jr",'=Kashyap,,Family package ×1`,
      `2,${ids.ramesh},ramesh Sharma,Bharadwaj,Sita Sharma; Mohan Sharma,Family package ×1; Prasad ×1`,
      `3,${ids.meera},मीरा देवी,कश्यप,,Family package ×1`,
      '',
    ]);
  });

  it('writes Hindi headers and names when asked', async () => {
    const res = await adminCall(ctx.app, 'GET', `/sankalp.csv?eventId=${kashi.eventId}&date=${DAY}&language=hindi`, { session: priest });
    const [header, , second] = res.body.slice(1).split('\r\n');
    expect(header).toBe('#,ऑर्डर,भक्त,गोत्र,अन्य नाम,पैकेज / सामग्री');
    expect(second).toContain('परिवार पैकेज ×1; प्रसाद ×1');
  });
});

describe('GET /sankalp/events', () => {
  it('lists the events of the staff member’s temples with paid orders that day', async () => {
    const res = await adminCall(ctx.app, 'GET', `/sankalp/events?date=${DAY}`, { session: priest });
    const events = ZSankalpEventsResponse.parse(res.json()).data;
    expect(events.map((e) => [e.eventId, e.paidOrders])).toEqual([
      [kashi.eventId, 3],
      [expect.any(String), 1],
    ]);
    const operator = await signInStaff(ctx.app, 'operator');
    const all = ZSankalpEventsResponse.parse((await adminCall(ctx.app, 'GET', `/sankalp/events?date=${DAY}`, { session: operator })).json()).data;
    expect(all.map((e) => e.eventId)).toContain(puri.eventId);
  });
});
