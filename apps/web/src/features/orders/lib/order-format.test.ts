import { describe, expect, it } from 'vitest';
import { formatOrderAmount, formatShortDate } from './order-format.ts';

describe('order formatting', () => {
  it('shows rupees with exactly two decimals and Indian grouping', () => {
    expect(formatOrderAmount(1100)).toBe('₹1,100.00');
    expect(formatOrderAmount(125000.5)).toBe('₹1,25,000.50');
    expect(formatOrderAmount(59.999)).toBe('₹60.00');
    expect(formatOrderAmount(0)).toBe('₹0.00');
    expect(formatOrderAmount(1100, 'hindi')).toBe('₹1,100.00');
  });

  it('has no amount for missing values (the view says "Amount is pending")', () => {
    expect(formatOrderAmount(null)).toBeNull();
    expect(formatOrderAmount(undefined)).toBeNull();
    expect(formatOrderAmount(Number.NaN)).toBeNull();
  });

  it('shows dates with a short month, in India time', () => {
    expect(formatShortDate('2026-03-14T20:00:00Z')).toBe('15 Mar 2026');
    expect(formatShortDate('2026-03-14T20:00:00Z', 'hindi')).toBe('15 मार्च 2026');
    expect(formatShortDate('nonsense')).toBe('');
    expect(formatShortDate(null)).toBe('');
  });
});
