import { describe, expect, it } from 'vitest';
import { displayDay, firstValidDay, isDayAllowed, istDay, monthGrid, needsDate, shiftMonth } from './date-options.ts';

// 10:00 IST on 10 March 2026.
const now = new Date('2026-03-10T04:30:00Z');
const fixed = {
  mode: 'FIXED_DATES' as const,
  startDateTime: null,
  endDateTime: null,
  allowedDateTime: ['2026-03-08T04:30:00Z', '2026-03-20T04:30:00Z', '2026-03-14T04:30:00Z'],
};
const range = { mode: 'RANGE' as const, startDateTime: '2026-03-05T04:30:00Z', endDateTime: '2026-03-18T04:30:00Z', allowedDateTime: [] };

describe('date picker logic', () => {
  it('reads days in India time', () => {
    expect(istDay('2026-03-10T20:00:00Z')).toBe('2026-03-11');
  });

  it('fixed-list mode allows only listed days that are not past, and picks the first', () => {
    expect(isDayAllowed(fixed, '2026-03-14', now)).toBe(true);
    expect(isDayAllowed(fixed, '2026-03-15', now)).toBe(false);
    expect(isDayAllowed(fixed, '2026-03-08', now)).toBe(false);
    expect(firstValidDay(fixed, now)).toBe('2026-03-14');
  });

  it('range mode allows start to end from today, and picks today when the range has begun', () => {
    expect(isDayAllowed(range, '2026-03-09', now)).toBe(false);
    expect(isDayAllowed(range, '2026-03-10', now)).toBe(true);
    expect(isDayAllowed(range, '2026-03-18', now)).toBe(true);
    expect(isDayAllowed(range, '2026-03-19', now)).toBe(false);
    expect(firstValidDay(range, now)).toBe('2026-03-10');
    expect(firstValidDay({ ...range, startDateTime: '2026-03-12T04:30:00Z' }, now)).toBe('2026-03-12');
    expect(firstValidDay({ ...range, endDateTime: '2026-03-09T04:30:00Z' }, now)).toBeNull();
  });

  it('needs a date only for pujas of the chosen-date kinds', () => {
    expect(needsDate('PUJA', 'RANGE')).toBe(true);
    expect(needsDate('PUJA', 'FIXED_DATE')).toBe(false);
    expect(needsDate('OFFERING', null)).toBe(false);
  });

  it('shows DD-MM-YYYY and lays a month out from Sunday', () => {
    expect(displayDay('2026-03-14')).toBe('14-03-2026');
    const march = monthGrid(2026, 2);
    expect(march[0]![0]).toBe('2026-03-01'); // 1 March 2026 is a Sunday
    expect(monthGrid(2026, 3)[0]!.slice(0, 3)).toEqual([null, null, null]); // 1 April is a Wednesday
    expect(march.flat().filter(Boolean)).toHaveLength(31);
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
  });
});
