import { sankalpText } from '@sankalp/contract';
import { describe, expect, it } from 'vitest';
import { dateTile, formatAmountOrNull, formatDate, formatRupees, formatShortDate, formatTime, formatWeekday, isOnRequest } from './format.ts';

const DEVANAGARI_DIGIT = /[०-९]/;
const LATIN_LETTER = /[A-Za-z]/;

describe('format', () => {
  it('shows the chosen date as dd-mm-yyyy in India time (spec §3)', () => {
    expect(formatDate('2026-03-14T20:00:00Z')).toBe('15-03-2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows the time in India time', () => {
    expect(formatTime('2026-03-15T04:30:00Z', 'english')).toBe('10:00\u00a0am');
    expect(formatTime('2026-03-15T13:30:00Z', 'english')).toBe('7:00\u00a0pm');
  });

  it('writes a Hindi time the way Hindi speakers say it, with no am/pm (issue 21)', () => {
    expect(formatTime('2026-03-15T01:30:00Z', 'hindi')).toBe('सुबह\u00a07:00\u00a0बजे');
    expect(formatTime('2026-03-15T08:30:00Z', 'hindi')).toBe('दोपहर\u00a02:00\u00a0बजे');
    expect(formatTime('2026-03-15T13:30:00Z', 'hindi')).toBe('शाम\u00a07:00\u00a0बजे');
    expect(formatTime('2026-03-15T18:29:00Z', 'hindi')).toBe('रात\u00a011:59\u00a0बजे');
    expect(formatTime('2026-03-15T18:30:00Z', 'hindi')).toBe('रात\u00a012:00\u00a0बजे');
  });

  it('writes the same spaces whatever the ICU version (server and browser must agree)', () => {
    for (const text of [formatShortDate('2026-03-14T20:00:00Z', 'hindi'), formatWeekday('2026-03-14T20:00:00Z', 'hindi')]) {
      expect(text).not.toMatch(/[\u00a0\u202f]/);
    }
  });

  it('shows dates with the month in words, in India time; Hindi months are never abbreviated (issue 21)', () => {
    expect(formatShortDate('2026-03-14T20:00:00Z')).toBe('15 Mar 2026');
    expect(formatShortDate('2026-03-14T20:00:00Z', 'hindi')).toBe('15 मार्च 2026');
    expect(formatShortDate('2026-11-25T06:00:00Z', 'hindi')).toBe('25 नवंबर 2026');
    expect(formatShortDate('2026-10-02T06:00:00Z', 'hindi')).toBe('2 अक्टूबर 2026');
    expect(formatShortDate('2026-02-02T06:00:00Z', 'hindi')).toBe('2 फ़रवरी 2026');
    expect(formatShortDate('nonsense')).toBe('');
    expect(formatShortDate(null)).toBe('');
  });

  it('names weekdays in the page language, in India time', () => {
    expect(formatWeekday('2026-11-26T19:00:00Z', 'english')).toBe('Friday');
    expect(formatWeekday('2026-11-26T19:00:00Z', 'hindi')).toBe('शुक्रवार');
  });

  it("uses 'on request' for every puja type except a fixed date", () => {
    expect(isOnRequest('FIXED_DATE')).toBe(false);
    expect(isOnRequest(null)).toBe(false);
    expect(isOnRequest('RANGE')).toBe(true);
    expect(isOnRequest('FIXED_DATES')).toBe(true);
  });
});

describe('the sankalp text spells the month out (issue 21)', () => {
  const parts = { name: 'आशा', gotra: 'कश्यप', additionalNames: [], eventName: 'रुद्राभिषेक', templeName: 'काशी विश्वनाथ', eventDateTime: '2026-11-30T01:30:00Z' };
  it('reads "30 नवंबर 2026" / "30 November 2026"', () => {
    expect(sankalpText(parts, 'hindi')).toContain('30 नवंबर 2026 को');
    expect(sankalpText(parts, 'english')).toContain('on 30 November 2026:');
  });
});

describe('rupees: one format on every screen', () => {
  it('paise only when there are some, Indian grouping, the rupee sign first (issue 21)', () => {
    expect(formatRupees(551)).toBe('₹551');
    expect(formatRupees(403.5)).toBe('₹403.50');
    expect(formatRupees(1100)).toBe('₹1,100');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(125000.5)).toBe('₹1,25,000.50');
    expect(formatRupees(59.999)).toBe('₹60');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('writes ".00" only where asked (the bookings list, spec §2)', () => {
    expect(formatRupees(551, 'english', { paise: 'always' })).toBe('₹551.00');
    expect(formatAmountOrNull(1100, 'hindi', { paise: 'always' })).toBe('₹1,100.00');
  });

  it('is the same in Hindi', () => {
    for (const amount of [0, 51, 403, 1100, 125000.5]) expect(formatRupees(amount, 'hindi')).toBe(formatRupees(amount, 'english'));
  });

  it('has no amount for missing values (the view says "Amount is pending")', () => {
    expect(formatAmountOrNull(403, 'hindi')).toBe('₹403');
    expect(formatAmountOrNull(null)).toBeNull();
    expect(formatAmountOrNull(undefined)).toBeNull();
    expect(formatAmountOrNull(Number.NaN)).toBeNull();
    expect(formatAmountOrNull(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('Hindi: Latin digits, and no Latin word', () => {
  const iso = '2026-11-23T13:05:00Z';
  const written = () => [
    formatRupees(125000.5, 'hindi'),
    formatShortDate(iso, 'hindi'),
    formatWeekday(iso, 'hindi'),
    formatTime(iso, 'hindi'),
    formatDate(iso),
    ...Object.values(dateTile(iso, 'hindi') ?? {}),
  ];

  it('prices, dates, weekdays, times and calendar tiles carry no Devanagari digit', () => {
    expect(written().filter((s) => DEVANAGARI_DIGIT.test(s))).toEqual([]);
    expect(formatTime(iso, 'hindi')).toMatch(/6:35/);
    expect(dateTile(iso, 'hindi')).toEqual({ day: '23', month: 'नवंबर', year: '2026' });
  });

  it('writes no Latin letter (no "am"/"pm") on a Hindi page (issue 21)', () => {
    expect(written().filter((s) => LATIN_LETTER.test(s))).toEqual([]);
  });
});
