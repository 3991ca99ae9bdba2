import { describe, expect, it } from 'vitest';
import { activeCount, addSlot, canAddSlot, initialSlots, participantLimit, removeSlot } from './participants.ts';

describe('chadawa participants (spec §4)', () => {
  it('uses the package limit, else participantInfo plus one', () => {
    expect(participantLimit(2, 4)).toBe(2);
    expect(participantLimit(undefined, 4)).toBe(5);
    expect(participantLimit(undefined, undefined)).toBe(0);
  });

  it('starts at the existing count and adds up to the limit', () => {
    let slots = initialSlots(1);
    slots = addSlot(slots, 2);
    expect(activeCount(slots)).toBe(2);
    expect(canAddSlot(slots, 2)).toBe(false);
    expect(addSlot(slots, 2)).toBe(slots);
  });

  it('blanks a removed slot and reuses it on the next add', () => {
    let slots = [
      { name: 'Ram', skipped: false },
      { name: 'Sita', skipped: false },
    ];
    slots = removeSlot(slots, 0);
    expect(slots[0]).toEqual({ name: '', skipped: true });
    expect(canAddSlot(slots, 2)).toBe(true);
    slots = addSlot(slots, 2);
    expect(slots).toEqual([
      { name: '', skipped: false },
      { name: 'Sita', skipped: false },
    ]);
  });
});
