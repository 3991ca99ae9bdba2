import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { Config } from '../config.ts';

/** How loaded this process is right now (decision 195). */
export type PressureReading = {
  /** Mean event-loop delay over the last sample window, beyond the timer's own resolution (ms). */
  eventLoopDelayMs: number;
  /** Queries waiting for a database connection. */
  poolWaiting: number;
  /**
   * Mean time this process took to answer the checkout's database writes (the basket, order create)
   * over the last sample window, ms: catches a slow database, which the other figures do not see.
   */
  writeLatencyMs: number;
  heapUsedBytes: number;
  rssBytes: number;
};

/**
 * Where the shed check reads the figures: synchronous and cheap, since it runs on every checkout
 * start. The process's own gauge samples in the background; tests pass one they set by hand.
 */
export type PressureSource = {
  read: () => PressureReading;
  /** Told how long each admitted checkout write took (ms). */
  noteWrite?: (ms: number) => void;
  /** Calls `listener` with each new sample (the admission rate adapts on them); absent for a source set by hand. */
  onSample?: (listener: (reading: PressureReading) => void) => void;
  close?: () => void;
};

export type PressureSignal = keyof PressureReading;

/** The figure past which the process is past capacity, per signal; 0 = that signal is off. */
export type PressureLimits = Record<PressureSignal, number>;

/** Past capacity by how much: the largest figure over its limit (≥ 1 is over), and which one it was. */
export type PressureLevel = { level: number; signal: PressureSignal };

export function pressureLimits(config: Config): PressureLimits {
  return {
    eventLoopDelayMs: config.OVERLOAD_EVENT_LOOP_DELAY_MS,
    poolWaiting: config.OVERLOAD_POOL_WAITING,
    writeLatencyMs: config.OVERLOAD_WRITE_LATENCY_MS,
    heapUsedBytes: Math.floor((getHeapStatistics().heap_size_limit * config.OVERLOAD_HEAP_USED_PERCENT) / 100),
    rssBytes: config.OVERLOAD_RSS_MB * 1024 * 1024,
  };
}

export function pressureLevel(reading: PressureReading, limits: PressureLimits): PressureLevel {
  let worst: PressureLevel = { level: 0, signal: 'eventLoopDelayMs' };
  for (const signal of Object.keys(limits) as PressureSignal[]) {
    const limit = limits[signal];
    if (limit <= 0) continue;
    const level = reading[signal] / limit;
    if (level > worst.level) worst = { level, signal };
  }
  return worst;
}

/** The event-loop histogram's timer resolution: its samples include this much by construction. */
const RESOLUTION_MS = 10;
/**
 * A window with fewer writes reads 0 ms of write latency: one slow write in a quiet moment is not a
 * rush, and should not send the next devotee into the line.
 */
export const MIN_WRITES_PER_WINDOW = 5;

/**
 * The process's own figures: event-loop delay, write latency and memory sampled every `sampleMs`
 * on an unref'd timer (between samples the check reads the last one), the pool's queue read live.
 * The delay is the mean of the window's histogram, not its maximum: one garbage collection's pause
 * should not turn devotees away, a loop that is late on every turn should. The histogram loses the
 * first turn after each reset, so a loop blocked longer than a whole window would read as idle; the
 * sampler's own lateness covers that case. A window with too few writes reads 0 ms of write latency.
 */
export function sampleProcessPressure(sampleMs: number, poolWaiting: () => number): PressureSource {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let sampled = { eventLoopDelayMs: 0, writeLatencyMs: 0, heapUsedBytes: 0, rssBytes: 0 };
  let sampledAt = performance.now();
  const writes = { count: 0, totalMs: 0 };
  const listeners: ((reading: PressureReading) => void)[] = [];
  const sample = () => {
    const now = performance.now();
    const ownLateness = Math.max(0, now - sampledAt - sampleMs);
    sampledAt = now;
    const windowMean = histogram.count > 0 ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : 0;
    histogram.reset();
    const writeLatencyMs = writes.count >= MIN_WRITES_PER_WINDOW ? writes.totalMs / writes.count : 0;
    writes.count = 0;
    writes.totalMs = 0;
    const memory = process.memoryUsage();
    sampled = { eventLoopDelayMs: Math.max(windowMean, ownLateness), writeLatencyMs, heapUsedBytes: memory.heapUsed, rssBytes: memory.rss };
    const reading = { ...sampled, poolWaiting: poolWaiting() };
    for (const listener of listeners) listener(reading);
  };
  const timer = setInterval(sample, sampleMs);
  timer.unref();
  return {
    read: () => ({ ...sampled, poolWaiting: poolWaiting() }),
    onSample: (listener) => void listeners.push(listener),
    noteWrite: (ms) => {
      writes.count++;
      writes.totalMs += ms;
    },
    close: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
