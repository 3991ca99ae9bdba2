import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exceptionRefundPath, orderActionPath, ZOrderActionResponse } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminCall, signInStaff, type StaffSession } from './helpers.ts';
import { bookOrder, key, orderRow, paidOrder, providerRefundsOf, refundsOf } from './fulfilment-fixtures.ts';

/** The console's money actions take an Idempotency-Key (decision 190); PGlite and PostgreSQL. */
let ctx: TestContext;
let operator: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  operator = await signInStaff(ctx.app, 'operator');
});
afterAll(() => ctx.close());

const act = (path: string, body: object, idempotencyKey: string, session = operator) =>
  adminCall(ctx.app, 'POST', path, { session, body, headers: { 'idempotency-key': idempotencyKey } });
const refundRows = (orderId: string) => refundsOf(ctx.app, orderId);
const providerRefunds = (orderId: string) => providerRefundsOf(ctx.app, orderId);

describe('Idempotency-Key on the console’s money actions', () => {
  it('refund: the same key and body answer the first refund again; one refund at the provider', async () => {
    const { orderId, totalPaise } = await paidOrder(ctx.app);
    const header = randomUUID();
    const body = { amountPaise: 100, reason: 'Part refund', cancel: false, idempotencyKey: key() };
    const first = await act(orderActionPath('refund', orderId), body, header);
    expect(first.statusCode).toBe(200);
    const again = await act(orderActionPath('refund', orderId), body, header);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(ZOrderActionResponse.parse(again.json()).data.refund!.refundId).toBe(first.json().data.refund.refundId);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await providerRefunds(orderId)).toHaveLength(1);
    // The same key for another amount: 422, and nothing more is refunded.
    const changed = await act(orderActionPath('refund', orderId), { ...body, amountPaise: totalPaise - 100 }, header);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('refund sent concurrently with one key: one refund', async () => {
    const { orderId, totalPaise } = await paidOrder(ctx.app);
    const header = randomUUID();
    const body = { amountPaise: totalPaise, reason: 'Double click', cancel: true, idempotencyKey: key() };
    const answers = await Promise.all(Array.from({ length: 4 }, () => act(orderActionPath('refund', orderId), body, header)));
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await providerRefunds(orderId)).toHaveLength(1);
  });

  it('cancel: a retry gets the first answer instead of a version conflict', async () => {
    const { orderId } = await bookOrder(ctx.app);
    const { version } = await orderRow(ctx.app, orderId);
    const header = randomUUID();
    const body = { reason: 'Devotee asked', expectedVersion: version };
    const first = await act(orderActionPath('cancel', orderId), body, header);
    expect(first.json().data).toMatchObject({ status: 'CANCELLED' });
    const again = await act(orderActionPath('cancel', orderId), body, header);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // Without the key the same retry is told the order moved on.
    expect((await adminCall(ctx.app, 'POST', orderActionPath('cancel', orderId), { session: operator, body })).statusCode).toBe(409);
  });

  it('keys are per staff member, and the exceptions queue’s refund takes one too', async () => {
    const header = randomUUID();
    const missing = exceptionRefundPath(randomUUID());
    const body = { idempotencyKey: key() };
    const first = await act(missing, body, header);
    expect(first.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    const again = await act(missing, body, header);
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const admin = await signInStaff(ctx.app, 'admin');
    const theirs = await act(missing, body, header, admin);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });
});
