import { describe, expect, it } from 'vitest';
import { formatPaise } from './format.ts';

describe('formatPaise', () => {
  it('shows rupees with Indian grouping, two decimals and Latin digits', () => {
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(40300)).toBe('₹403.00');
    expect(formatPaise(110050)).toBe('₹1,100.50');
    expect(formatPaise(10000050)).toBe('₹1,00,000.50');
  });
});
