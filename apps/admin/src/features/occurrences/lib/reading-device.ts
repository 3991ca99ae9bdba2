import * as z from 'zod/mini';
import { ZReading, ZReadingEvent, type TReading, type TReadingEvent } from '@sankalp/contract';

/**
 * What reading mode keeps on the phone, per puja date (decision 181): the reading in progress, the
 * name on screen, the reads this phone knows, and the taps not yet acknowledged by the server.
 * Written to localStorage synchronously on every tap, before the screen moves on: a tap the priest
 * saw recorded survives a reload, a crash or a dead battery.
 */
const ZDeviceState = z.object({
  readingId: z.nullable(z.string()),
  /** The phone's clock at Start (ISO): the recording's 0:00. */
  startedAt: z.nullable(z.string()),
  /** The name on screen; null before Start and after the last name. */
  currentOrderId: z.nullable(z.string()),
  /** After the last name: Back returns to it; "read the missed names" goes on from there. */
  atEnd: z.boolean(),
  /** Reading only the names the reading missed (after its end was reached once). */
  missedOnly: z.boolean(),
  /** Each order's last offset in `readingId`, as this phone knows it (its own taps and the server's). */
  reads: z.record(z.string(), z.number()),
  /** Taps waiting to be sent, oldest first (a Start before its reads). */
  queue: z.array(ZReadingEvent),
  /** Taps the server refused (never expected: kept and shown, not retried for ever). */
  refused: z.array(z.object({ event: ZReadingEvent, message: z.string() })),
});
export type DeviceState = z.infer<typeof ZDeviceState>;

export const emptyDeviceState = (): DeviceState => ({
  readingId: null,
  startedAt: null,
  currentOrderId: null,
  atEnd: false,
  missedOnly: false,
  reads: {},
  queue: [],
  refused: [],
});

export const deviceStorageKey = (eventId: string, date: string) => `sankalp.staff.reading.${eventId}.${date}`;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): KeyValueStorage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

function read<T>(storage: KeyValueStorage | null, key: string, schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }): T | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * One puja date's device state, as an external store for useSyncExternalStore. Another tab of the
 * same date writing it (the `storage` event) replaces this tab's copy, so neither overwrites the
 * other's taps with a stale one.
 */
export class ReadingDevice {
  private state: DeviceState;
  private readonly listeners = new Set<() => void>();
  /** The last write failed (storage full or off): the screen warns that taps live only in this page. */
  saveFailed = false;

  constructor(
    readonly key: string,
    private readonly storage: KeyValueStorage | null = browserStorage(),
  ) {
    this.state = read(storage, key, ZDeviceState) ?? emptyDeviceState();
  }

  readonly snapshot = (): DeviceState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== this.key) return;
      this.state = read(this.storage, this.key, ZDeviceState) ?? emptyDeviceState();
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      this.listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  update(change: (state: DeviceState) => DeviceState): DeviceState {
    const next = change(this.state);
    if (next === this.state) return next;
    this.state = next;
    try {
      if (!this.storage) throw new Error('no storage');
      this.storage.setItem(this.key, JSON.stringify(next));
      this.saveFailed = false;
    } catch {
      this.saveFailed = true;
    }
    for (const listener of this.listeners) listener();
    return next;
  }

  /** The last list the server sent: names to read even when the page is reloaded offline. */
  cachedList(): TReading | null {
    return read(this.storage, `${this.key}.list`, ZReading);
  }

  cacheList(list: TReading): void {
    try {
      this.storage?.setItem(`${this.key}.list`, JSON.stringify(list));
    } catch {
      // full: the list is fetched again next time; taps matter more than this copy
    }
  }
}

export type { TReadingEvent };
