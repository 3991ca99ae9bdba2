import { READING_MAX_OFFSET_MS } from '@sankalp/contract';

/**
 * The phone's two clocks (decision 181). `wall` (Date.now) names the instant of Start and of each
 * tap, as the phone shows it; `mono` (performance.now) only ever moves forward at the rate of real
 * time, whatever happens to the wall clock (an NTP correction, a time-zone or manual change), so
 * offsets are measured with it.
 */
export type ReadingClock = { wall: () => number; mono: () => number };

export const deviceClock: ReadingClock = { wall: () => Date.now(), mono: () => performance.now() };

/**
 * A reading's stopwatch: offsets from its Start. Started on this page, it is anchored to the
 * monotonic clock at Start. After a reload (performance.now starts again from 0) or on another
 * phone, the only link back to Start is the wall clock, so it is re-anchored once from it; from
 * then on it runs on the monotonic clock again.
 */
export type ReadingStopwatch = { startedAtMs: number; offsetNow: () => number };

export function startStopwatch(clock: ReadingClock, startedAtMs: number, { freshStart }: { freshStart: boolean }): ReadingStopwatch {
  const monoAtStart = freshStart ? clock.mono() : clock.mono() - (clock.wall() - startedAtMs);
  return {
    startedAtMs,
    offsetNow: () => Math.min(READING_MAX_OFFSET_MS, Math.max(0, Math.round(clock.mono() - monoAtStart))),
  };
}

/** A reading whose Start is more than a day ago is over: its offsets would be refused, and no recording runs that long. */
export const readingExpired = (clock: ReadingClock, startedAtMs: number) => clock.wall() - startedAtMs >= READING_MAX_OFFSET_MS;

/** A second tap this soon after the last is a finger bouncing, not a name read. */
export const DOUBLE_TAP_MS = 400;
