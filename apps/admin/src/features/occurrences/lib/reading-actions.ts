import type { TReadingEvent } from '@sankalp/contract';
import type { DeviceState } from './reading-device.ts';

/**
 * What each button does to the device state (decision 181). Pure: the page writes the result to
 * the device (reading-device.ts) before showing it. Nothing here refuses a tap: Back, a re-read,
 * a second Start all leave a state the priest can carry on from.
 */

/** The queue's identity of an event: a Start is its reading, a read its own id. */
export const eventKey = (event: TReadingEvent) => (event.type === 'start' ? `start:${event.readingId}` : `read:${event.id}`);

/** Where a reading resumes: after the name read last (by offset); the first name when none; the end after the last. */
export function resumeAt(orderIds: readonly string[], reads: Record<string, number>): string | null {
  let latest: string | null = null;
  for (const id of orderIds) if (id in reads && (latest === null || reads[id]! > reads[latest]!)) latest = id;
  if (latest === null) return orderIds[0] ?? null;
  return orderIds[orderIds.indexOf(latest) + 1] ?? null;
}

/** Reads known to the phone and to the server (another phone may have read some): each order's later one. */
export function mergeReads(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const merged = { ...a };
  for (const [id, offset] of Object.entries(b)) merged[id] = Math.max(offset, merged[id] ?? -1);
  return merged;
}

export const missedOrders = (orderIds: readonly string[], reads: Record<string, number>) => orderIds.filter((id) => !(id in reads));

/** A new reading: its Start queued, the first name on screen. */
export function beginReading(state: DeviceState, start: { readingId: string; startedAt: string }, orderIds: readonly string[]): DeviceState {
  const first = orderIds[0] ?? null;
  return {
    ...state,
    readingId: start.readingId,
    startedAt: start.startedAt,
    currentOrderId: first,
    atEnd: first === null,
    missedOnly: false,
    reads: {},
    queue: [...state.queue, { type: 'start', ...start }],
  };
}

/** Carrying on a reading the server knows (started on this phone before its state was lost, or on another): nothing to queue. */
export function continueReading(
  state: DeviceState,
  reading: { readingId: string; startedAt: string; reads: Record<string, number> },
  orderIds: readonly string[],
): DeviceState {
  const current = resumeAt(orderIds, reading.reads);
  return { ...state, ...reading, currentOrderId: current, atEnd: current === null, missedOnly: false };
}

/** The server's reads of the phone's own reading, merged in; a name on screen that left the list (refunded) gives way to where to resume. */
export function reconcile(state: DeviceState, serverReads: Record<string, number>, orderIds: readonly string[]): DeviceState {
  const reads = mergeReads(state.reads, serverReads);
  const stillListed = state.currentOrderId === null || orderIds.includes(state.currentOrderId);
  const currentOrderId = stillListed ? state.currentOrderId : resumeAt(orderIds, reads);
  const atEnd = stillListed ? state.atEnd : currentOrderId === null;
  const same = currentOrderId === state.currentOrderId && Object.keys(reads).every((id) => reads[id] === state.reads[id]);
  return same ? state : { ...state, reads, currentOrderId, atEnd };
}

/** Next: the name on screen was read at the event's offset; then the next name (the next missed one when reading the missed). */
export function recordRead(state: DeviceState, event: Extract<TReadingEvent, { type: 'read' }>, orderIds: readonly string[]): DeviceState {
  const reads = { ...state.reads, [event.orderId]: event.offsetMs };
  const after = orderIds.slice(orderIds.indexOf(event.orderId) + 1);
  const next = (state.missedOnly ? after.find((id) => !(id in reads)) : after[0]) ?? null;
  return { ...state, reads, currentOrderId: next, atEnd: next === null, queue: [...state.queue, event] };
}

/** Back: the previous name (from the end, the last); Next on it reads it again. */
export function goBack(state: DeviceState, orderIds: readonly string[]): DeviceState {
  if (state.atEnd) return orderIds.length ? { ...state, atEnd: false, currentOrderId: orderIds.at(-1)! } : state;
  const at = state.currentOrderId ? orderIds.indexOf(state.currentOrderId) : -1;
  return at > 0 ? { ...state, currentOrderId: orderIds[at - 1]! } : state;
}

/** From the end: read the names the reading missed, in list order. */
export function readMissed(state: DeviceState, orderIds: readonly string[]): DeviceState {
  const first = missedOrders(orderIds, state.reads)[0];
  return first ? { ...state, currentOrderId: first, atEnd: false, missedOnly: true } : state;
}

/** The server has these: off the queue. */
export function acknowledge(state: DeviceState, sent: readonly TReadingEvent[]): DeviceState {
  const keys = new Set(sent.map(eventKey));
  return { ...state, queue: state.queue.filter((e) => !keys.has(eventKey(e))) };
}

/** The server refused this one for good: off the queue, kept aside with why. */
export function refuse(state: DeviceState, event: TReadingEvent, message: string): DeviceState {
  const key = eventKey(event);
  return { ...state, queue: state.queue.filter((e) => eventKey(e) !== key), refused: [...state.refused, { event, message }] };
}
