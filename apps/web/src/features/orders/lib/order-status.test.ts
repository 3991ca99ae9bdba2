import { describe, expect, it } from 'vitest';
import { isCancelled, orderBanner, showsVideoSection, statusTone, videoReady } from './order-status.ts';

describe('order status', () => {
  it('maps every spec status, whatever its case, and anything else to the default look', () => {
    expect(statusTone('CREATED')).toBe('pending');
    expect(statusTone('awaiting_payment_confirmation')).toBe('confirming');
    expect(statusTone('Payment_Failed')).toBe('failed');
    expect(statusTone('SUCCESS')).toBe('success');
    expect(statusTone('completed')).toBe('completed');
    expect(statusTone('IN TRANSIT')).toBe('transit');
    expect(statusTone('in_transit')).toBe('transit');
    expect(statusTone(' Cancelled ')).toBe('cancelled');
    expect(statusTone('REFUNDED')).toBe('default');
    expect(statusTone(undefined)).toBe('default');
  });

  it('greys cancelled orders only', () => {
    expect(isCancelled('CANCELLED')).toBe(true);
    expect(isCancelled('PAYMENT_FAILED')).toBe(false);
  });

  it('shows the video section for paid orders and the video itself only once completed', () => {
    expect(showsVideoSection('SUCCESS')).toBe(true);
    expect(showsVideoSection('COMPLETED')).toBe(true);
    expect(showsVideoSection('CREATED')).toBe(false);
    expect(showsVideoSection('CANCELLED')).toBe(false);
    expect(videoReady('COMPLETED', 'https://youtu.be/abcdefghijk')).toBe(true);
    expect(videoReady('COMPLETED', null)).toBe(false);
    expect(videoReady('SUCCESS', 'https://youtu.be/abcdefghijk')).toBe(false);
  });

  it('picks the banner of spec §4', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    expect(orderBanner('COMPLETED', null, now)).toEqual({ kind: 'watch' });
    expect(orderBanner('SUCCESS', '2026-03-15T04:30:00Z', now)).toEqual({ kind: 'scheduled', date: '2026-03-15T04:30:00Z' });
    expect(orderBanner('SUCCESS', '2026-03-01T04:30:00Z', now)).toEqual({ kind: 'video-available' });
    expect(orderBanner('CREATED', '2026-03-15T04:30:00Z', now)).toEqual({ kind: 'payment-pending' });
    // Issue 21: a failed payment is not 'pending' (the chip says failed).
    expect(orderBanner('PAYMENT_FAILED', null, now)).toEqual({ kind: 'payment-failed' });
    expect(orderBanner('AWAITING_PAYMENT_CONFIRMATION', '2026-03-15T04:30:00Z', now)).toEqual({ kind: 'payment-confirming' });
    expect(orderBanner('awaiting payment confirmation', null, now)).toEqual({ kind: 'payment-confirming' });
    expect(orderBanner('CANCELLED', null, now)).toBeNull();
  });
});
