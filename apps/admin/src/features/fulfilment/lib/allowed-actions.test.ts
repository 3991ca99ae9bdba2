import { describe, expect, it } from 'vitest';
import { adminOrder } from './admin-order.fixture.ts';
import { allowedActions, refundablePaise } from './allowed-actions.ts';

describe('allowedActions', () => {
  it('a paid order: performed for a priest; refund too for an operator; ship only after performed', () => {
    expect(allowedActions(adminOrder(), 'temple_staff')).toEqual(['performed']);
    expect(allowedActions(adminOrder(), 'operator')).toEqual(['performed', 'refund']);
  });

  it('video only after performed; delivered and a tracking correction only after shipped; nothing twice', () => {
    const performed = adminOrder({ performedOn: '2026-03-20' });
    expect(allowedActions(performed, 'temple_staff')).toEqual(['video', 'ship']);
    const shipped = adminOrder({ status: 'IN TRANSIT', performedOn: '2026-03-20', shippedAt: '2026-03-21T00:00:00Z' });
    expect(allowedActions(shipped, 'temple_staff')).toEqual(['video', 'delivered', 'tracking']);
    const done = adminOrder({ status: 'COMPLETED', performedOn: '2026-03-20', videoUrl: 'x', shippedAt: 'x', deliveredAt: 'x' });
    expect(allowedActions(done, 'temple_staff')).toEqual([]);
  });

  it('unpaid: only cancel (operator); fully refunded: no refund', () => {
    expect(allowedActions(adminOrder({ status: 'CREATED', payments: [] }), 'operator')).toEqual(['cancel']);
    expect(allowedActions(adminOrder({ status: 'CREATED', payments: [] }), 'temple_staff')).toEqual([]);
    const refunded = adminOrder({ status: 'CANCELLED', refunds: [{ amountPaise: 110_100, status: 'PROCESSED' }] });
    expect(refundablePaise(refunded)).toBe(0);
    expect(allowedActions(refunded, 'admin')).toEqual([]);
    expect(refundablePaise(adminOrder({ refunds: [{ amountPaise: 100, status: 'FAILED' }] }))).toBe(110_100);
  });
});
