import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SETTLED_STATEMENTS_PATH,
  STATEMENT_MESSAGES,
  settledStatementCsvPath,
  templeSharePath,
  ZSettledStatementsResponse,
  ZSettleStatementResponse,
  ZStatementResponse,
  type TStatement,
} from '@sankalp/contract';
import { auditLog, templeStatementLines } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { adminCall, seededTemples, signInStaff, type StaffSession } from '../helpers.ts';
import { paidOrder } from '../fulfilment-fixtures.ts';
import { capturedAt, refundedAt, refundPart } from './money-fixtures.ts';

/** Temple statements (issue 23 part 4, decision 270); PGlite and PostgreSQL. */
let ctx: TestContext;
let admin: StaffSession;
let operator: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signInStaff(ctx.app, 'admin');
  operator = await signInStaff(ctx.app, 'operator');
});
afterAll(() => ctx.close());

const query = (templeId: string, from: string, to = from) => `?templeId=${templeId}&from=${from}&to=${to}`;
const statementOf = async (templeId: string, from: string, to = from, session = operator): Promise<TStatement> => {
  const res = await adminCall(ctx.app, 'GET', `/statements${query(templeId, from, to)}`, { session });
  expect(res.statusCode, res.body).toBe(200);
  return ZStatementResponse.parse(res.json()).data;
};
const settle = (s: TStatement, reference: string, idempotencyKey = randomUUID(), session = admin) =>
  adminCall(ctx.app, 'POST', '/statements/settle', {
    session,
    headers: { 'idempotency-key': idempotencyKey },
    body: {
      templeId: s.templeId,
      from: s.from,
      to: s.to,
      reference,
      expected: {
        paymentsCount: s.totals.paymentsCount,
        refundsCount: s.totals.refundsCount,
        grossPaise: s.totals.grossPaise,
        refundsPaise: s.totals.refundsPaise,
      },
    },
  });

describe('temple statements', () => {
  it("the day's statement matches the orders by hand; settled, its orders leave the next statement; a later refund is carried", async () => {
    const a = await paidOrder(ctx.app);
    const b = await paidOrder(ctx.app);
    const c = await paidOrder(ctx.app);
    const temple = a.templeId;
    // 12.5 % of the net and ₹5 a paid order, set by the admin (audited).
    const share = await adminCall(ctx.app, 'PUT', templeSharePath(temple), { session: admin, body: { shareBps: 1250, feePerOrderPaise: 500 } });
    expect(share.statusCode, share.body).toBe(200);
    await refundPart(ctx.app, operator, b.orderId, 10_001);
    await capturedAt(ctx.app, [a.orderId, b.orderId, c.orderId], '2026-03-10T09:30:00+05:30');
    await refundedAt(ctx.app, b.orderId, '2026-03-10T23:59:00+05:30');

    const s = await statementOf(temple, '2026-03-10');
    // By hand: three orders of the same package, one refunded ₹100.01.
    const gross = a.totalPaise + b.totalPaise + c.totalPaise;
    const net = gross - 10_001;
    const pct = Math.floor((net * 1250) / 10_000 + 0.5); // half up, once for the statement
    expect(s.totals).toEqual({
      paymentsCount: 3,
      refundsCount: 1,
      grossPaise: gross,
      refundsPaise: 10_001,
      percentSharePaise: pct,
      feesPaise: 1500,
      sharePaise: pct + 1500,
      owedPaise: net - pct - 1500,
    });
    expect(s.share).toEqual({ shareBps: 1250, feePerOrderPaise: 500 });
    // Its lines, oldest first: the three payments (captured at the same moment: by order id), then the refund.
    expect(s.lines.map((l) => [l.kind, l.orderId, l.amountPaise])).toEqual([
      ...[a, b, c].map((o) => ['PAYMENT', o.orderId, o.totalPaise]).sort((x, y) => String(x[1]).localeCompare(String(y[1]))),
      ['REFUND', b.orderId, 10_001],
    ]);
    // The day before and after hold none of it (IST day bounds).
    expect((await statementOf(temple, '2026-03-09')).totals.paymentsCount).toBe(0);
    expect((await statementOf(temple, '2026-03-11')).totals.refundsCount).toBe(0);

    // The CSV: summary and every line (a refund negative).
    const csv = await adminCall(ctx.app, 'GET', `/statements.csv${query(temple, '2026-03-10')}`, { session: operator });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`,2026-03-10,2026-03-10,3,1,${(gross / 100).toFixed(2)},100.01,12.50,5.00,${((pct + 1500) / 100).toFixed(2)},`);
    for (const id of [a.orderId, b.orderId, c.orderId]) expect(csv.body).toContain(id);
    expect(csv.body).toMatch(new RegExp(`${b.orderId},[^\\r]*,Refund,-100\\.01,`));

    // Settled with a reference; the same Idempotency-Key again answers the same statement.
    const key = randomUUID();
    const first = await settle(s, 'UTR 0042', key);
    expect(first.statusCode, first.body).toBe(200);
    const settled = ZSettleStatementResponse.parse(first.json()).data;
    expect(settled).toMatchObject({ reference: 'UTR 0042', totals: s.totals, from: '2026-03-10', to: '2026-03-10' });
    const again = await settle(s, 'UTR 0042', key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(settled.id);
    expect(await ctx.app.db.select().from(templeStatementLines).where(eq(templeStatementLines.statementId, settled.id))).toHaveLength(4);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'temple'), eq(auditLog.entityId, temple), eq(auditLog.action, 'statement.settle')));
    // The file may share its database with others settling the same seeded temple: this statement's entry, once.
    expect(audit.filter((e) => (e.after as { id: string }).id === settled.id)).toHaveLength(1);
    expect((await adminCall(ctx.app, 'GET', `/audit/temple/${temple}`, { session: operator })).json().data.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['statement.settle', 'temple.share']),
    );

    // Its orders do not count again: the period is empty now, and a wider one too.
    const next = await statementOf(temple, '2026-03-10');
    expect(next.totals).toMatchObject({ paymentsCount: 0, refundsCount: 0, grossPaise: 0, owedPaise: 0 });
    expect(next.lines).toEqual([]);
    expect((await settle(next, 'UTR 0043')).json()).toMatchObject({ statusCode: 409, code: 'STATEMENT_EMPTY', message: STATEMENT_MESSAGES.empty });

    // A refund of a settled order, made later, is a deduction on the next statement.
    await refundPart(ctx.app, operator, a.orderId, 2_000);
    await refundedAt(ctx.app, a.orderId, '2026-03-12T10:00:00+05:30');
    const carried = await statementOf(temple, '2026-03-10', '2026-03-12');
    expect(carried.totals).toEqual({
      paymentsCount: 0,
      refundsCount: 1,
      grossPaise: 0,
      refundsPaise: 2_000,
      percentSharePaise: -250,
      feesPaise: 0,
      sharePaise: -250,
      owedPaise: -1_750,
    });
    expect(carried.lines).toMatchObject([{ kind: 'REFUND', orderId: a.orderId, amountPaise: 2_000 }]);

    // The list of settled statements, and a settled statement's CSV.
    const list = ZSettledStatementsResponse.parse(
      (await adminCall(ctx.app, 'GET', `${SETTLED_STATEMENTS_PATH}?templeId=${temple}`, { session: operator })).json(),
    ).data;
    expect(list.map((x) => x.id)).toContain(settled.id);
    const settledCsv = await adminCall(ctx.app, 'GET', `${settledStatementCsvPath(settled.id)}?language=hindi`, { session: operator });
    expect(settledCsv.statusCode).toBe(200);
    expect(settledCsv.body).toContain('मंदिर को देय');
    expect(settledCsv.body).toContain('UTR 0042');
  });

  it('refuses to settle what changed since it was shown, and an operator may not settle', async () => {
    const a = await paidOrder(ctx.app);
    await capturedAt(ctx.app, [a.orderId], '2026-04-02T12:00:00+05:30');
    const shown = await statementOf(a.templeId, '2026-04-02');
    const b = await paidOrder(ctx.app);
    await capturedAt(ctx.app, [b.orderId], '2026-04-02T13:00:00+05:30');
    const changed = await settle(shown, 'UTR 1');
    expect(changed.json()).toMatchObject({ statusCode: 409, code: 'STATEMENT_CHANGED' });
    expect((await statementOf(a.templeId, '2026-04-02')).totals.paymentsCount).toBe(2);
    expect((await settle(shown, 'UTR 1', randomUUID(), operator)).statusCode).toBe(403);
  });

  it('temple staff see their temple only; bad input is a clear 400 in the chosen language', async () => {
    const [first, second] = await seededTemples(ctx.app);
    const priest = await signInStaff(ctx.app, 'temple_staff', [first!]);
    expect((await adminCall(ctx.app, 'GET', `/statements${query(first!, '2026-05-01')}`, { session: priest })).statusCode).toBe(200);
    const other = await adminCall(ctx.app, 'GET', `/statements${query(second!, '2026-05-01')}`, { session: priest });
    expect(other.json()).toMatchObject({ statusCode: 403, code: 'OTHER_TEMPLE' });
    const backwards = await adminCall(ctx.app, 'GET', `/statements${query(first!, '2026-05-02', '2026-05-01')}`, { session: operator });
    expect(backwards.json()).toMatchObject({ statusCode: 400, message: STATEMENT_MESSAGES.periodOrder });
    const hindi = await adminCall(ctx.app, 'GET', `/statements${query(first!, '2026-05-02', '2026-05-01')}`, { session: operator, language: 'hindi' });
    expect(hindi.json().message).toMatch(/अवधि/);
    const share = await adminCall(ctx.app, 'PUT', templeSharePath(first!), { session: admin, body: { shareBps: 10_001, feePerOrderPaise: 0 } });
    expect(share.json()).toMatchObject({ statusCode: 400, message: STATEMENT_MESSAGES.shareBps });
    const noRef = await adminCall(ctx.app, 'POST', '/statements/settle', {
      session: admin,
      body: {
        templeId: first,
        from: '2026-05-01',
        to: '2026-05-01',
        reference: '  ',
        expected: { paymentsCount: 0, refundsCount: 0, grossPaise: 0, refundsPaise: 0 },
      },
    });
    expect(noRef.json()).toMatchObject({ statusCode: 400, message: STATEMENT_MESSAGES.referenceRequired });
    const backwardsSettle = await adminCall(ctx.app, 'POST', '/statements/settle', {
      session: admin,
      body: {
        templeId: first,
        from: '2026-05-02',
        to: '2026-05-01',
        reference: 'UTR 9',
        expected: { paymentsCount: 0, refundsCount: 0, grossPaise: 0, refundsPaise: 0 },
      },
    });
    expect(backwardsSettle.json()).toMatchObject({ statusCode: 400, message: STATEMENT_MESSAGES.periodOrder });
  });
});
