import { describe, expect, it } from 'vitest';
import { formatDate, formatRupees, formatTime, isOnRequest } from './format.ts';

describe('format', () => {
  it('shows dates as dd-mm-yyyy in India time', () => {
    expect(formatDate('2026-03-14T20:00:00Z')).toBe('15-03-2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows the time in India time', () => {
    expect(formatTime('2026-03-15T04:30:00Z', 'english').toLowerCase().replace(/\s/g, ' ')).toBe('10:00 am');
  });

  it('formats rupees with Indian grouping', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(59.99)).toBe('₹59.99');
  });

  it("uses 'on request' for every puja type except a fixed date", () => {
    expect(isOnRequest('FIXED_DATE')).toBe(false);
    expect(isOnRequest(null)).toBe(false);
    expect(isOnRequest('RANGE')).toBe(true);
    expect(isOnRequest('FIXED_DATES')).toBe(true);
  });
});
