import { describe, expect, it } from 'vitest';
import { dateTile, formatAmountOrNull, formatDate, formatRupees, formatShortDate, formatTime, formatWeekday, isOnRequest } from './format.ts';

const DEVANAGARI_DIGIT = /[०-९]/;

describe('format', () => {
  it('shows dates as dd-mm-yyyy in India time', () => {
    expect(formatDate('2026-03-14T20:00:00Z')).toBe('15-03-2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows the time in India time', () => {
    expect(formatTime('2026-03-15T04:30:00Z', 'english').toLowerCase().replace(/\s/g, ' ')).toBe('10:00 am');
  });

  it('writes the same spaces whatever the ICU version (server and browser must agree)', () => {
    expect(formatTime('2026-03-15T04:30:00Z', 'english')).toMatch(/^10:00\u00a0[ap]m$/i);
    for (const text of [formatShortDate('2026-03-14T20:00:00Z', 'hindi'), formatWeekday('2026-03-14T20:00:00Z', 'hindi')]) {
      expect(text).not.toMatch(/[\u00a0\u202f]/);
    }
  });

  it('shows dates with a short month, in India time', () => {
    expect(formatShortDate('2026-03-14T20:00:00Z')).toBe('15 Mar 2026');
    expect(formatShortDate('2026-03-14T20:00:00Z', 'hindi')).toBe('15 मार्च 2026');
    expect(formatShortDate('nonsense')).toBe('');
    expect(formatShortDate(null)).toBe('');
  });

  it("uses 'on request' for every puja type except a fixed date", () => {
    expect(isOnRequest('FIXED_DATE')).toBe(false);
    expect(isOnRequest(null)).toBe(false);
    expect(isOnRequest('RANGE')).toBe(true);
    expect(isOnRequest('FIXED_DATES')).toBe(true);
  });
});

describe('rupees: one format on every screen', () => {
  it('always two decimals, Indian grouping, the rupee sign first', () => {
    expect(formatRupees(403)).toBe('₹403.00');
    expect(formatRupees(403.5)).toBe('₹403.50');
    expect(formatRupees(1100)).toBe('₹1,100.00');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    expect(formatRupees(125000.5)).toBe('₹1,25,000.50');
    expect(formatRupees(59.999)).toBe('₹60.00');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('is the same in Hindi', () => {
    for (const amount of [0, 51, 403, 1100, 125000.5]) expect(formatRupees(amount, 'hindi')).toBe(formatRupees(amount, 'english'));
  });

  it('has no amount for missing values (the view says "Amount is pending")', () => {
    expect(formatAmountOrNull(403, 'hindi')).toBe('₹403.00');
    expect(formatAmountOrNull(null)).toBeNull();
    expect(formatAmountOrNull(undefined)).toBeNull();
    expect(formatAmountOrNull(Number.NaN)).toBeNull();
    expect(formatAmountOrNull(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('Hindi numerals: Latin digits everywhere', () => {
  const iso = '2026-11-23T13:05:00Z';

  it('prices, dates, weekdays, times and calendar tiles carry no Devanagari digit', () => {
    const written = [
      formatRupees(125000.5, 'hindi'),
      formatShortDate(iso, 'hindi'),
      formatWeekday(iso, 'hindi'),
      formatTime(iso, 'hindi'),
      formatDate(iso),
      ...Object.values(dateTile(iso, 'hindi') ?? {}),
    ];
    expect(written.filter((s) => DEVANAGARI_DIGIT.test(s))).toEqual([]);
    expect(formatTime(iso, 'hindi')).toMatch(/6:35/);
    expect(dateTile(iso, 'hindi')).toMatchObject({ day: '23', year: '2026' });
  });
});
