import type { TReadingEvent } from '@sankalp/contract';
import { isApiError } from '../../../lib/api-error.ts';
import { acknowledge, refuse } from './reading-actions.ts';
import type { ReadingDevice } from './reading-device.ts';

export type SendEvents = (events: TReadingEvent[], signal: AbortSignal) => Promise<unknown>;
export type SyncTimers = { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };
export type SyncStatus = { sending: boolean; offline: boolean; failures: number; lastError: string | null };

export const SYNC_BATCH = 200;
export const SYNC_MAX_DELAY_MS = 30_000;
/** A request on a weak connection that has not answered by then is given up and tried again. */
export const SYNC_TIMEOUT_MS = 20_000;
/** 1 s, 2 s, 4 s … up to 30 s between attempts while the server cannot be reached. */
export const retryDelay = (failures: number) => Math.min(SYNC_MAX_DELAY_MS, 1000 * 2 ** Math.max(0, failures - 1));

/** The server said no to the request itself (not the network, not its own failure): retrying it as it is cannot help. */
const isRefusal = (error: unknown) => isApiError(error) && [400, 404, 409, 422].includes(error.status);

const defaultTimers: SyncTimers = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * Sends the device's queue of taps (decision 181): oldest first, up to SYNC_BATCH per request,
 * each batch taken off the queue only once the server has answered that it holds it. Sending the
 * same batch again is harmless (ids made on the phone). While the server cannot be reached it
 * retries with backoff, and at once when the phone is back online, visible again, or tapped. A
 * batch the server refuses is sent again one tap at a time, so one bad tap is set aside (shown)
 * without holding back the others.
 */
export class ReadingSync {
  private status: SyncStatus = { sending: false, offline: false, failures: 0, lastError: null };
  private readonly listeners = new Set<() => void>();
  private timer: unknown = null;
  private running = false;
  private again = false;
  private singles = 0;
  private disposed = false;

  constructor(
    private readonly device: ReadingDevice,
    private readonly send: SendEvents,
    private readonly options: { isOnline: () => boolean; timers?: SyncTimers },
  ) {}

  readonly snapshot = (): SyncStatus => this.status;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Try now (a tap, back online, the page visible again). */
  kick(): void {
    if (this.disposed) return;
    this.clearTimer();
    if (this.running) {
      this.again = true;
      return;
    }
    void this.run();
  }

  /** The page shows it (again: React's StrictMode mounts twice). */
  activate(): void {
    this.disposed = false;
  }

  /** The page is gone: no more timers (a request in flight still acknowledges what it sent). */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private get timers(): SyncTimers {
    return this.options.timers ?? defaultTimers;
  }

  private setStatus(change: Partial<SyncStatus>): void {
    this.status = { ...this.status, ...change };
    for (const listener of this.listeners) listener();
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      for (;;) {
        this.again = false;
        if (this.disposed) return;
        const queue = this.device.snapshot().queue;
        if (queue.length === 0) return this.setStatus({ sending: false, offline: false, failures: 0, lastError: null });
        if (!this.options.isOnline()) return this.setStatus({ sending: false, offline: true });
        const batch = queue.slice(0, this.singles > 0 ? 1 : SYNC_BATCH);
        this.setStatus({ sending: true, offline: false });
        try {
          await this.sendWithTimeout(batch);
          this.device.update((state) => acknowledge(state, batch));
          if (this.singles > 0) this.singles -= 1;
          this.setStatus({ failures: 0, lastError: null });
        } catch (error) {
          if (this.disposed) return;
          if (isRefusal(error) && batch.length > 1) {
            this.singles = batch.length;
          } else if (isRefusal(error)) {
            this.device.update((state) => refuse(state, batch[0]!, (error as Error).message));
            this.singles = Math.max(0, this.singles - 1);
          } else {
            const failures = this.status.failures + 1;
            // The server's own words when it answered (5xx, 403); none when it could not be reached.
            this.setStatus({ sending: false, failures, lastError: isApiError(error) && error.status !== 0 ? error.message : null });
            if (!this.again) {
              this.timer = this.timers.setTimeout(() => this.kick(), retryDelay(failures));
              return;
            }
          }
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async sendWithTimeout(batch: TReadingEvent[]): Promise<void> {
    const controller = new AbortController();
    const timeout = this.timers.setTimeout(() => controller.abort(new Error('timeout')), SYNC_TIMEOUT_MS);
    try {
      await this.send(batch, controller.signal);
    } finally {
      this.timers.clearTimeout(timeout);
    }
  }
}
