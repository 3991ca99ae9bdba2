import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown.ts';

describe('countdownParts', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts('2026-03-03T05:06:07Z', now)).toEqual({ days: 2, hrs: 5, mins: 6, sec: 7, closed: false });
  });

  it('shows zeros once booking has closed', () => {
    expect(countdownParts('2026-02-28T23:59:59Z', now)).toEqual({ days: 0, hrs: 0, mins: 0, sec: 0, closed: true });
    expect(countdownParts('garbage', now).closed).toBe(true);
  });
});
