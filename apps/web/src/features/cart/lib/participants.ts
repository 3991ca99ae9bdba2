import type { ParticipantSlot } from './booking-form.ts';

/**
 * Chadawa participants (spec §4 "Offering participants"): slots start at the cart's count; removing
 * one blanks it (the slot stays, marked skipped); adding reuses a blanked slot first, else opens a
 * new one while the limit allows.
 */
export const initialSlots = (count: number): ParticipantSlot[] => Array.from({ length: count }, () => ({ name: '', skipped: false }));

export const activeCount = (slots: ParticipantSlot[]): number => slots.filter((s) => !s.skipped).length;

export const canAddSlot = (slots: ParticipantSlot[], limit: number): boolean =>
  activeCount(slots) < limit && (slots.some((s) => s.skipped) || slots.length < limit);

export function addSlot(slots: ParticipantSlot[], limit: number): ParticipantSlot[] {
  if (!canAddSlot(slots, limit)) return slots;
  const blank = slots.findIndex((s) => s.skipped);
  if (blank >= 0) return slots.map((s, i) => (i === blank ? { name: '', skipped: false } : s));
  return [...slots, { name: '', skipped: false }];
}

export const removeSlot = (slots: ParticipantSlot[], index: number): ParticipantSlot[] => slots.map((s, i) => (i === index ? { name: '', skipped: true } : s));

/**
 * How many people a booking may name: the chosen package's maxUserAllowed, else the chadawa's
 * participantInfo.maxUserAllowed plus 1 (the server applies the same rule).
 */
export function participantLimit(packageMax: number | undefined, participantMax: number | undefined): number {
  if (packageMax !== undefined) return packageMax;
  return participantMax !== undefined ? participantMax + 1 : 0;
}
