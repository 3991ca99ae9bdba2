import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_API_PREFIX,
  occurrencePath,
  orderActionPath,
  SHIPMENTS_CSV_COLUMNS,
  ZShipmentsImportResponse,
  ZShipmentsPreviewResponse,
  type TShipmentsImportResult,
} from '@sankalp/contract';
import { ROW_PROBLEMS } from '../../../src/admin/occurrences/shipments-check.ts';
import { auditLog, occurrenceBatches, orderStatusHistory } from '../../../src/db/schema/index.ts';
import { hasHindi } from '../../../src/lib/messages.ts';
import { SHIPMENT_MESSAGES } from '../../../src/lib/messages/shipments.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { adminCall, seededTemples, signInStaff, type StaffSession } from '../helpers.ts';
import { awb, book, messagesOf, ownOccurrence, perform, rowsOf, ship, type Occurrence } from './shipment-fixtures.ts';

let ctx: TestContext;
let priest: StaffSession;
let operator: StaffSession;
let otherPriest: StaffSession;
let occ: Occurrence;
/** The orders of this file's occurrence, one per case. */
const o: Record<string, string> = {};
let otherDay: string;
let shippedAwb: string;
let otherShippedAwb: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  occ = await ownOccurrence(ctx.app);
  priest = await signInStaff(ctx.app, 'temple_staff', [occ.templeId]);
  operator = await signInStaff(ctx.app, 'operator');
  otherPriest = await signInStaff(ctx.app, 'temple_staff', [(await seededTemples(ctx.app)).find((t) => t !== occ.templeId)!]);
  const app = ctx.app;
  const on = { occurrence: occ };
  // Ready to ship: paid, prasad, performed. One devotee writes her name in Devanagari.
  for (const name of ['ready', 'ready2', 'dupAwbA', 'dupAwbB', 'awbTaken', 'noCourier', 'noAwb', 'badUrl', 'twice', 'shippedOther'])
    o[name] = await book(app, on);
  o.hindi = await book(app, { ...on, name: 'मीरा देवी' });
  o.notPerformed = await book(app, on);
  o.unpaid = await book(app, { ...on, paid: false });
  o.noPrasad = await book(app, { ...on, prasad: false });
  o.shipped = await book(app, on);
  o.refunded = await book(app, on);
  for (const id of Object.keys(o).filter((k) => !['notPerformed', 'unpaid'].includes(k))) await perform(app, priest, o[id]!);
  shippedAwb = awb();
  await ship(app, priest, o.shipped, shippedAwb);
  otherShippedAwb = awb();
  await ship(app, priest, o.shippedOther!, otherShippedAwb);
  const refund = { amountPaise: 100, reason: 'Part of the booking refunded', cancel: false, idempotencyKey: randomUUID() };
  expect((await adminCall(app, 'POST', orderActionPath('refund', o.refunded), { session: operator, body: refund })).statusCode).toBe(200);
  // The same puja on its own (seeded) day: another occurrence.
  otherDay = await book(app);
  await perform(app, priest, otherDay);
});
afterAll(() => ctx.close());

const csvPath = () => occurrencePath('shipmentsCsv', occ);
const fileOf = (rows: string[][], header = ['Order ID', 'Courier', 'AWB', 'Tracking URL']) => stringify([header, ...rows]);
const row = (orderId: string, code = awb(), courier = 'Delhivery', url = `https://www.delhivery.com/track/package/${code}`) => [orderId, courier, code, url];
const preview = (session: StaffSession, csv: string, language?: 'hindi') =>
  adminCall(ctx.app, 'POST', occurrencePath('shipmentsPreview', occ), { session, body: { csv }, language });
const importCsv = (session: StaffSession, batchId: string, csv: string, language?: 'hindi') =>
  adminCall(ctx.app, 'POST', occurrencePath('shipmentsImport', occ), { session, body: { batchId, csv }, language });

/** Everything a write would leave behind on these orders. */
async function footprint(ids: string[]) {
  const rows = await rowsOf(ctx.app, ids);
  return {
    orders: rows.map((r) => [r.id, r.status, r.version, r.trackingNumber, r.shippedAt?.toISOString() ?? null]).sort(),
    history: (await ctx.app.db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids))).length,
    audit: (await ctx.app.db.select().from(auditLog).where(inArray(auditLog.entityId, ids))).length,
    messages: (await messagesOf(ctx.app, ids)).length,
  };
}

describe('shipments CSV (export)', () => {
  it('lists the occurrence’s performed, unshipped, unrefunded prasad orders in Shiprocket’s bulk columns, Devanagari intact', async () => {
    const res = await adminCall(ctx.app, 'GET', csvPath(), { session: priest });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="prasad-shipments-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines]: string[][] = parse(res.body, { bom: true });
    expect(header).toEqual([...SHIPMENTS_CSV_COLUMNS]);
    const col = (line: string[], name: (typeof SHIPMENTS_CSV_COLUMNS)[number]) => line[SHIPMENTS_CSV_COLUMNS.indexOf(name)];
    const ids = lines.map((line) => col(line, '*Order Id'));
    const expected = Object.entries(o)
      .filter(([k]) => !['notPerformed', 'unpaid', 'noPrasad', 'shipped', 'shippedOther', 'refunded'].includes(k))
      .map(([, id]) => id);
    expect([...ids].sort()).toEqual([...expected].sort());
    expect(ids).not.toContain(otherDay);
    const hindi = lines.find((line) => col(line, '*Order Id') === o.hindi)!;
    expect([col(hindi, '*Customer First Name'), col(hindi, 'Customer Last Name')]).toEqual(['मीरा', 'देवी']);
    expect(col(hindi, '*Customer Mobile')).toBe('9876543210');
    expect(col(hindi, '*Shipping Address Line 1')).toBe('12 Temple Road');
    expect(col(hindi, '*Shipping Address Postcode')).toBe('221001');
    expect(col(hindi, '*Payment Method(COD/Prepaid)')).toBe('Prepaid');
    expect(col(hindi, '*Product Quantity')).toBe('1');
    expect(Number(col(hindi, '*Selling Price(Per Unit Item, Inclusive of Tax)'))).toBeGreaterThan(0);
    expect(col(hindi, '*Weight Of Shipment(kg)')).toBe('0.5');
  });

  it('another temple’s staff are refused (403), and the office sees it', async () => {
    expect((await adminCall(ctx.app, 'GET', csvPath(), { session: otherPriest })).statusCode).toBe(403);
    expect((await adminCall(ctx.app, 'GET', csvPath(), { session: operator })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${ADMIN_API_PREFIX}${csvPath()}` })).statusCode).toBe(401);
  });
});

/** A file with one row per reason, and two good rows (ready, hindi). Header is row 1. */
function mixedFile() {
  const takenAwb = awb();
  const dup = awb();
  const rows = [
    row(o.ready!), // 2 ok
    row('SKPZZZZZZZZZ'), // 3 unknown
    row(otherDay), // 4 another occurrence
    row(o.notPerformed!), // 5
    row(o.unpaid!), // 6
    row(o.refunded!), // 7
    row(o.noPrasad!), // 8
    row(o.shipped!, shippedAwb), // 9: shipped with this very tracking (other tracking would correct it)
    row(o.dupAwbA!, dup), // 10
    row(o.dupAwbB!, dup), // 11
    row(o.awbTaken!, otherShippedAwb), // 12
    row(o.noCourier!, awb(), ''), // 13
    row(o.noAwb!, ''), // 14
    row(o.badUrl!, awb(), 'Delhivery', 'http://track.example/x'), // 15
    ['', 'Delhivery', awb(), 'https://track.example/y'], // 16
    row(o.twice!), // 17
    row(o.twice!), // 18
    [], // 19: blank, left out
    row(o.hindi!.toLowerCase()), // 20 ok (ids are read without case)
  ];
  return { csv: fileOf(rows), takenAwb };
}

const EXPECTED_PROBLEMS = [
  [3, 'ORDER_UNKNOWN'],
  [4, 'ORDER_OTHER_OCCURRENCE'],
  [5, 'ORDER_NOT_PERFORMED'],
  [6, 'ORDER_NOT_PAID'],
  [7, 'ORDER_REFUNDED'],
  [8, 'ORDER_NO_PRASAD'],
  [9, 'ORDER_ALREADY_SHIPPED'],
  [10, 'AWB_TWICE'],
  [11, 'AWB_TWICE'],
  [12, 'AWB_IN_USE'],
  [13, 'COURIER_MISSING'],
  [14, 'AWB_MISSING'],
  [15, 'URL_INVALID'],
  [16, 'ORDER_ID_MISSING'],
  [17, 'ORDER_TWICE'],
  [18, 'ORDER_TWICE'],
];

describe('shipments preview', () => {
  it('checks every row, each problem with its row number and reason, and writes nothing', async () => {
    const { csv } = mixedFile();
    const before = await footprint(Object.values(o));
    const res = await preview(priest, csv);
    expect(res.statusCode).toBe(200);
    const { rows, valid, invalid } = ZShipmentsPreviewResponse.parse(res.json()).data;
    expect(rows.filter((r) => !r.ok).map((r) => [r.row, r.code])).toEqual(EXPECTED_PROBLEMS);
    expect(rows.filter((r) => r.ok).map((r) => [r.row, r.orderId, r.devoteeName])).toEqual([
      [2, o.ready, 'Asha Devi'],
      [20, o.hindi, 'मीरा देवी'],
    ]);
    expect([valid, invalid]).toEqual([2, 16]);
    expect(rows.find((r) => r.row === 12)!.reason).toBe('This AWB is already used by another order.');
    expect(rows.find((r) => r.row === 4)!.devoteeName).toBeNull();
    expect(await footprint(Object.values(o))).toEqual(before);
  });

  it('answers the reasons in Hindi to a Hindi console', async () => {
    const { rows } = ZShipmentsPreviewResponse.parse((await preview(priest, mixedFile().csv, 'hindi')).json()).data;
    expect(rows.find((r) => r.row === 5)!.reason).toBe('प्रसाद भेजने से पहले पूजा को संपन्न दर्ज करें।');
    expect(rows.find((r) => r.row === 10)!.reason).toBe('यह AWB फ़ाइल की एक से अधिक पंक्तियों में है।');
  });

  it('takes Shiprocket’s own header names, semicolons and a byte-order mark', async () => {
    const csv = `\uFEFF${stringify([['Order ID', 'Courier Company', 'AWB Code', 'Tracking Link'], row(o.ready!)], { delimiter: ';' })}`;
    const { rows } = ZShipmentsPreviewResponse.parse((await preview(priest, csv)).json()).data;
    expect(rows).toMatchObject([{ row: 2, orderId: o.ready, ok: true }]);
  });

  it('refuses a file it cannot use as a whole: no header, no rows, too many rows, too large, other temple', async () => {
    const refused = async (csv: string, status: number, message: string) =>
      expect((await preview(priest, csv)).json()).toMatchObject({ statusCode: status, message });
    await refused(fileOf([row(o.ready!)], ['Order', 'AWB']), 400, 'The file needs a header row with the columns: order id, courier, AWB and tracking URL.');
    await refused(fileOf([]), 400, 'The file has no shipment rows.');
    await refused(
      fileOf(Array.from({ length: 5001 }, () => ['SKP222222222', 'D', 'A', 'https://t.example'])),
      413,
      'The file has more than 5,000 rows. Split it and import each part.',
    );
    await refused(
      fileOf([['SKP222222222', 'D'.repeat(1024 * 1024), 'A', 'https://t.example']]),
      413,
      'The file is larger than 1 MB. Split it and import each part.',
    );
    await refused('a,"b\n', 400, 'The file could not be read as CSV. Save it as CSV (comma-separated) and try again.');
    expect((await preview(otherPriest, mixedFile().csv)).statusCode).toBe(403);
  });
});

describe('shipments import', () => {
  it('ships the valid rows once each (audit, PRASAD_SHIPPED once); the same batchId again answers the same and changes nothing', async () => {
    const { csv } = mixedFile();
    const batchId = randomUUID();
    const res = await importCsv(priest, batchId, csv);
    expect(res.statusCode).toBe(200);
    const result = ZShipmentsImportResponse.parse(res.json()).data;
    expect(result).toMatchObject({ batchId, action: 'SHIPMENTS_IMPORT', failed: [] });
    expect([...result.done].sort()).toEqual([o.ready, o.hindi].sort());
    expect(result.skipped.map((s) => [s.row, s.code])).toEqual(EXPECTED_PROBLEMS);
    const [ready, hindi] = await rowsOf(ctx.app, [o.ready!, o.hindi!]);
    for (const shipped of [ready!, hindi!]) {
      expect(shipped.status).toBe('IN TRANSIT');
      expect(shipped.courierName).toBe('Delhivery');
      expect(shipped.trackingUrl).toMatch(/^https:\/\/www\.delhivery\.com\/track\/package\//);
    }
    const sent = (await messagesOf(ctx.app, [o.ready!, o.hindi!])).filter((m) => m.kind === 'PRASAD_SHIPPED');
    expect(sent.map((m) => m.orderId).sort()).toEqual([o.ready, o.hindi].sort());
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [o.ready!, o.hindi!]));
    expect(audit.filter((a) => a.action === 'order.shipped')).toHaveLength(2);

    const before = await footprint(Object.values(o));
    const again = await importCsv(priest, batchId, csv, 'hindi');
    const second: TShipmentsImportResult = ZShipmentsImportResponse.parse(again.json()).data;
    const withoutReasons = (r: TShipmentsImportResult) => ({ ...r, skipped: r.skipped.map((s) => ({ ...s, reason: '' })) });
    expect(withoutReasons(second)).toEqual(withoutReasons(result));
    expect(second.skipped.find((s) => s.row === 5)!.reason).toBe('प्रसाद भेजने से पहले पूजा को संपन्न दर्ज करें।');
    expect(await footprint(Object.values(o))).toEqual(before);
    const [batch] = await ctx.app.db.select().from(occurrenceBatches).where(eq(occurrenceBatches.id, batchId));
    expect(batch).toMatchObject({ action: 'SHIPMENTS_IMPORT', requestedBy: priest.staffId });
    expect(batch!.finishedAt).not.toBeNull();
  });

  it('refuses the same batchId with another file, another temple, and a bad key', async () => {
    const batchId = randomUUID();
    const csv = fileOf([row('SKPZZZZZZZZZ')]);
    expect((await importCsv(priest, batchId, csv)).statusCode).toBe(200);
    expect((await importCsv(priest, batchId, fileOf([row('SKPYYYYYYYYY')]))).json()).toMatchObject({
      statusCode: 409,
      code: 'BATCH_KEY_REUSED',
    });
    expect((await importCsv(otherPriest, randomUUID(), csv)).statusCode).toBe(403);
    expect((await importCsv(priest, 'not-a-uuid', csv)).statusCode).toBe(400);
  });

  it('the same import sent twice at once ships each order once and both answer the same', async () => {
    const ids = [await book(ctx.app, { occurrence: occ }), await book(ctx.app, { occurrence: occ })];
    for (const id of ids) await perform(ctx.app, priest, id);
    const csv = fileOf(ids.map((id) => row(id)));
    const batchId = randomUUID();
    const answers = await Promise.all([importCsv(priest, batchId, csv), importCsv(priest, batchId, csv)]);
    const [a, b] = answers.map((r) => ZShipmentsImportResponse.parse(r.json()).data);
    expect(a).toEqual(b);
    expect([...a!.done].sort()).toEqual([...ids].sort());
    const shipped = (await messagesOf(ctx.app, ids)).filter((m) => m.kind === 'PRASAD_SHIPPED');
    expect(shipped).toHaveLength(2);
    const steps = await ctx.app.db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids));
    expect(steps.filter((s) => s.step === 'SHIPPED')).toHaveLength(2);
  });
});

describe('shipments import: a shipped parcel’s row corrects its tracking (decision 297)', () => {
  it('the preview names the AWB a row replaces; the import corrects it once, audited; a delivered parcel’s row is refused', async () => {
    const on = { occurrence: occ };
    const [typo, delivered] = [await book(ctx.app, on), await book(ctx.app, on)];
    const wrong = awb();
    for (const id of [typo, delivered]) await perform(ctx.app, priest, id);
    await ship(ctx.app, priest, typo, wrong);
    await ship(ctx.app, priest, delivered, awb());
    expect((await adminCall(ctx.app, 'POST', orderActionPath('delivered', delivered), { session: priest, body: {} })).statusCode).toBe(200);
    const right = awb();
    const csv = fileOf([row(typo, right), row(delivered)]);

    const { rows } = ZShipmentsPreviewResponse.parse((await preview(priest, csv)).json()).data;
    expect(rows.map((r) => [r.row, r.ok, r.code, r.replaces])).toEqual([
      [2, true, null, wrong],
      [3, false, 'ORDER_ALREADY_DELIVERED', null],
    ]);
    expect((await rowsOf(ctx.app, [typo]))[0]!.trackingNumber).toBe(wrong);

    const batchId = randomUUID();
    const result = ZShipmentsImportResponse.parse((await importCsv(priest, batchId, csv)).json()).data;
    expect({ done: result.done, skipped: result.skipped.map((x) => [x.row, x.code]) }).toEqual({ done: [typo], skipped: [[3, 'ORDER_ALREADY_DELIVERED']] });
    const [corrected] = await rowsOf(ctx.app, [typo]);
    expect(corrected).toMatchObject({ status: 'IN TRANSIT', trackingNumber: right, trackingUrl: `https://www.delhivery.com/track/package/${right}` });
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [typo]));
    expect(audit.filter((a) => a.action === 'order.tracking-corrected')).toHaveLength(1);
    // The devotee's shipping message, still waiting, now says the right AWB: no second one.
    const shipped = (await messagesOf(ctx.app, [typo])).filter((m) => m.kind === 'PRASAD_SHIPPED');
    expect(shipped.map((m) => m.facts.trackingNumber)).toEqual([right]);

    const before = await footprint([typo, delivered]);
    expect(ZShipmentsImportResponse.parse((await importCsv(priest, batchId, csv)).json()).data).toEqual(result);
    // The same file under a new key: the row now says what is recorded, so there is nothing to do.
    const again = ZShipmentsImportResponse.parse((await importCsv(priest, randomUUID(), csv)).json()).data;
    expect(again.skipped.map((x) => [x.row, x.code])).toEqual([
      [2, 'ORDER_ALREADY_SHIPPED'],
      [3, 'ORDER_ALREADY_DELIVERED'],
    ]);
    expect(await footprint([typo, delivered])).toEqual(before);
  });
});

describe('shipment messages', () => {
  it('every refusal and row reason has its Hindi', () => {
    const all = [...Object.values(SHIPMENT_MESSAGES), ...Object.values(ROW_PROBLEMS).map((p) => p.message)];
    expect(all.filter((m) => !hasHindi(m))).toEqual([]);
  });
});
