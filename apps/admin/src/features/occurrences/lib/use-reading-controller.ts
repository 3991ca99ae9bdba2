import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { TReading, TReadingOrder } from '@sankalp/contract';
import { beginReading, continueReading, goBack, missedOrders, readMissed, reconcile, recordRead } from './reading-actions.ts';
import { DOUBLE_TAP_MS, readingExpired, startStopwatch, type ReadingClock, type ReadingStopwatch } from './reading-clock.ts';
import type { DeviceState, ReadingDevice } from './reading-device.ts';
import { newEventId } from './reading-ids.ts';

export type ReadingPhase = 'idle' | 'reading' | 'end';

export type ReadingController = {
  state: DeviceState;
  phase: ReadingPhase;
  orders: readonly TReadingOrder[];
  /** The name on screen and its place, 1-based. */
  current: TReadingOrder | null;
  position: number;
  /** Names not read in the reading in progress. */
  missed: string[];
  /** A reading the server has that this phone may carry on (none when the phone has its own in progress). */
  resumable: { readingId: string; startedAt: string } | null;
  /** The phone's own reading is over a day old: only a new one can start. */
  expired: boolean;
  stopwatch: () => ReadingStopwatch | null;
  start: () => void;
  startNew: () => void;
  continueLatest: () => void;
  next: () => void;
  back: () => void;
  readMissed: () => void;
};

const serverReads = (list: TReading) => Object.fromEntries(list.orders.flatMap((o) => (o.read ? [[o.orderId, o.read.offsetMs] as const] : [])));

/**
 * Reading mode's buttons (decision 181). Every tap is written to the device (and queued) before
 * the screen changes; `onTap` then asks the sender to try. Nothing is refused: Start while a
 * reading runs carries it on (a new one is startNew, after the page's confirm), Back and a
 * re-read are ordinary, and a finger bouncing (two taps within DOUBLE_TAP_MS) counts once.
 */
export function useReadingController(device: ReadingDevice, list: TReading | null, clock: ReadingClock, onTap: () => void): ReadingController {
  const state = useSyncExternalStore(device.subscribe, device.snapshot);
  const orders = useMemo(() => list?.orders ?? [], [list]);
  const orderIds = useMemo(() => orders.map((o) => o.orderId), [orders]);
  const stopwatchRef = useRef<ReadingStopwatch | null>(null);
  const lastTapRef = useRef(Number.NEGATIVE_INFINITY);

  const startedAtMs = state.startedAt ? Date.parse(state.startedAt) : null;
  const expired = state.readingId !== null && startedAtMs !== null && readingExpired(clock, startedAtMs);
  const running = state.readingId !== null && startedAtMs !== null && !expired;
  const phase: ReadingPhase = !running ? 'idle' : state.atEnd || state.currentOrderId === null ? 'end' : 'reading';

  // The server's reads of this phone's reading (another phone may have read some), and a name on
  // screen that left the list: merged once the list arrives.
  useEffect(() => {
    if (!list || !state.readingId) return;
    device.update((s) =>
      reconcile(
        s,
        s.readingId === list.readingId ? serverReads(list) : {},
        list.orders.map((o) => o.orderId),
      ),
    );
  }, [device, list, state.readingId]);

  /** The stopwatch of the reading in progress: anchored at Start on this page, else re-anchored from the wall clock once. */
  const stopwatch = useCallback((): ReadingStopwatch | null => {
    const { startedAt, readingId } = device.snapshot();
    if (!readingId || !startedAt) return null;
    const at = Date.parse(startedAt);
    if (stopwatchRef.current?.startedAtMs !== at) stopwatchRef.current = startStopwatch(clock, at, { freshStart: false });
    return stopwatchRef.current;
  }, [clock, device]);

  const bounced = useCallback(() => {
    const now = clock.mono();
    if (now - lastTapRef.current < DOUBLE_TAP_MS) return true;
    lastTapRef.current = now;
    return false;
  }, [clock]);

  const begin = useCallback(() => {
    const startedAtMs = clock.wall();
    stopwatchRef.current = startStopwatch(clock, startedAtMs, { freshStart: true });
    device.update((s) => beginReading(s, { readingId: newEventId(), startedAt: new Date(startedAtMs).toISOString() }, orderIds));
    onTap();
  }, [clock, device, onTap, orderIds]);

  const start = useCallback(() => {
    if (bounced() || running) return;
    begin();
  }, [begin, bounced, running]);

  const startNew = useCallback(() => {
    lastTapRef.current = clock.mono();
    begin();
  }, [begin, clock]);

  const latest = list?.readings.at(-1) ?? null;
  const resumable =
    !running && latest && !readingExpired(clock, Date.parse(latest.startedAt)) ? { readingId: latest.readingId, startedAt: latest.startedAt } : null;

  const continueLatest = useCallback(() => {
    if (!list || !latest || bounced()) return;
    stopwatchRef.current = null;
    const reads = list.readingId === latest.readingId ? serverReads(list) : {};
    device.update((s) => continueReading(s, { readingId: latest.readingId, startedAt: latest.startedAt, reads }, orderIds));
  }, [bounced, device, latest, list, orderIds]);

  const next = useCallback(() => {
    const s = device.snapshot();
    if (phase !== 'reading' || !s.readingId || !s.currentOrderId || bounced()) return;
    const watch = stopwatch();
    if (!watch) return;
    const event = {
      type: 'read' as const,
      id: newEventId(),
      readingId: s.readingId,
      orderId: s.currentOrderId,
      offsetMs: watch.offsetNow(),
      readAt: new Date(clock.wall()).toISOString(),
    };
    device.update((current) => recordRead(current, event, orderIds));
    onTap();
  }, [bounced, clock, device, onTap, orderIds, phase, stopwatch]);

  const back = useCallback(() => {
    if (phase === 'idle') return;
    device.update((s) => goBack(s, orderIds));
  }, [device, orderIds, phase]);

  const current = phase === 'reading' ? (orders.find((o) => o.orderId === state.currentOrderId) ?? null) : null;
  return {
    state,
    phase,
    orders,
    current,
    position: current ? orderIds.indexOf(current.orderId) + 1 : phase === 'end' ? orders.length : 0,
    missed: running ? missedOrders(orderIds, state.reads) : orderIds,
    resumable,
    expired,
    stopwatch,
    start,
    startNew,
    continueLatest,
    next,
    back,
    readMissed: () => device.update((s) => readMissed(s, orderIds)),
  };
}
