import type { TCart, TEventDetail } from '@sankalp/contract';
import { useEffect, useState } from 'react';
import { useCartChange } from '../api/use-cart-change.ts';
import type { ParticipantSlot } from '../lib/booking-form.ts';
import { activeCount, addSlot, initialSlots, participantLimit, removeSlot } from '../lib/participants.ts';

/**
 * Name slots of the form. A chadawa's slots start at the cart's participant count and every
 * add/remove updates it (reverted with 'Failed to update participant count' if refused); a puja
 * package offers its other devotees' names (maxUserAllowed minus the devotee).
 */
export function useParticipants(cart: TCart, event: TEventDetail | null | undefined) {
  const { change, isLocked } = useCartChange('participants.updateFailed');
  const chosen = cart.itemList.find((l) => l.subType === 'PUJA_PACKAGE');
  const packageMax = chosen ? event?.pujaPackageList.find((p) => p.id === chosen.itemId)?.maxUserAllowed : undefined;
  const limit = participantLimit(packageMax, cart.type === 'OFFERING' ? event?.participantInfo?.maxUserAllowed : undefined);
  const counted = cart.itemList.find((l) => l.subType === 'PARTICIPANT')?.quantity ?? 0;
  const startCount = cart.type === 'OFFERING' ? counted : Math.max(0, limit - 1);
  const [slots, setSlots] = useState<ParticipantSlot[]>(() => initialSlots(startCount));
  const [edited, setEdited] = useState<ReadonlySet<number>>(new Set());

  // The event arrives after the cart, and a puja's package decides how many names it takes.
  useEffect(() => {
    setSlots((current) => (current.length === 0 && startCount > 0 ? initialSlots(startCount) : current));
  }, [startCount]);

  const update = async (next: ParticipantSlot[]) => {
    const before = slots;
    setSlots(next);
    const id = event?.participantInfo?.id;
    if (cart.type !== 'OFFERING' || !id) return;
    const saved = await change({ parentId: cart.parentId, type: cart.type, itemId: id, subType: 'PARTICIPANT', quantity: activeCount(next) });
    if (!saved) setSlots(before);
  };

  return {
    slots,
    limit,
    edited,
    busy: event?.participantInfo ? isLocked(event.participantInfo.id) : false,
    onName: (index: number, name: string) => {
      setSlots((s) => s.map((slot, i) => (i === index ? { ...slot, name } : slot)));
      setEdited((e) => new Set(e).add(index));
    },
    onAdd: () => void update(addSlot(slots, limit)),
    onRemove: (index: number) => void update(removeSlot(slots, index)),
  };
}
