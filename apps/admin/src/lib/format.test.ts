import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPaise } from './format.ts';

describe('formatPaise', () => {
  it('shows rupees with Indian grouping and paise only when there are some (issue 21)', () => {
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(55100)).toBe('₹551');
    expect(formatPaise(110050)).toBe('₹1,100.50');
    expect(formatPaise(10000050)).toBe('₹1,00,000.50');
  });
});

describe('console dates: the site rule, India time whatever the browser zone (issue 21)', () => {
  it('writes the catalogue date as a day with its month and a time, in India time', () => {
    // 01:30 UTC is 7:00 in India; a browser in another zone once printed "24/12/2026, 1:30:00 am".
    expect(formatDateTime('2026-12-24T01:30:00Z', 'en')).toBe('24 Dec 2026, 7:00\u00a0am');
    expect(formatDateTime('2026-12-24T13:29:00Z', 'hi')).toBe('24 दिसंबर 2026, शाम\u00a06:59\u00a0बजे');
  });

  it('reads a calendar day as that day', () => {
    expect(formatDate('2026-12-24', 'hi')).toBe('24 दिसंबर 2026');
    expect(formatDate('2026-12-24', 'en')).toBe('24 Dec 2026');
  });
});
