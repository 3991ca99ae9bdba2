import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderPath, ZAdminOrderDetailResponse } from '@sankalp/contract';
import { orderMessages } from '../../../src/db/schema/index.ts';
import { TEXT_UNAVAILABLE } from '../../../src/features/notification/admin-messages.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { paidOrder } from '../fulfilment-fixtures.ts';
import { adminCall, signInStaff, type StaffSession } from '../helpers.ts';

/** The console's order page lists the order's messages; one whose stored facts do not render must not break it. */
let ctx: TestContext;
let operator: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  operator = await signInStaff(ctx.app, 'operator');
});
afterAll(() => ctx.close());

describe('console order page: message texts', () => {
  it('a message whose facts are malformed shows a placeholder text; the page and the other messages are fine', async () => {
    const { orderId } = await paidOrder(ctx.app);
    const [paid] = await ctx.app.db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId));
    expect(paid).toMatchObject({ kind: 'ORDER_PAID', body: null });
    // A second message of the order, its facts written in a shape the renderer does not know.
    await ctx.app.db.insert(orderMessages).values({
      orderId,
      kind: 'VIDEO_READY',
      channel: 'SMS',
      language: 'english',
      recipient: paid!.recipient,
      facts: sql`'{"unexpected": true}'::jsonb`,
    });
    const res = await adminCall(ctx.app, 'GET', adminOrderPath(orderId), { session: operator });
    expect(res.statusCode, res.body).toBe(200);
    const { messages } = ZAdminOrderDetailResponse.parse(res.json()).data;
    expect(messages.map((m) => m.kind)).toEqual(['ORDER_PAID', 'VIDEO_READY']);
    expect(messages[0]!.body).toContain(orderId);
    expect(messages[1]!.body).toBe(TEXT_UNAVAILABLE);
  });
});
