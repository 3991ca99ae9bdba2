import type { TCartItemSubType } from '@sankalp/contract';
import { cartItemNotInEvent, cartRule, CART_MESSAGES } from './cart-errors.ts';
import { entryKey, type CatalogueEntry, type EventCatalogue } from './catalogue.ts';

export type CartLine = { subType: TCartItemSubType; itemId: string; quantity: number };
export type CartChange = { subType: TCartItemSubType; itemId: string; quantity: number };

/**
 * How many participants a cart may name (spec §4): the chosen package's maxUserAllowed, else the
 * event's participantInfo.maxUserAllowed plus 1 (the devotee's own slot), else none.
 */
/** What participantLimit reads: the event's packages (their size) and its participant option. */
export type ParticipantRules = { entries: ReadonlyMap<string, Pick<CatalogueEntry, 'maxUserAllowed'>>; participant: EventCatalogue['participant'] };

export function participantLimit(lines: CartLine[], catalogue: ParticipantRules): number {
  const chosen = lines.find((l) => l.subType === 'PUJA_PACKAGE');
  const pkg = chosen && catalogue.entries.get(entryKey('PUJA_PACKAGE', chosen.itemId));
  if (pkg?.maxUserAllowed !== undefined) return pkg.maxUserAllowed;
  return catalogue.participant ? catalogue.participant.maxUserAllowed + 1 : 0;
}

const without = (lines: CartLine[], drop: (l: CartLine) => boolean) => lines.filter((l) => !drop(l));
const same = (a: CartChange) => (l: CartLine) => l.subType === a.subType && l.itemId === a.itemId;

/**
 * The spec §4 cart rules as one pure step: the lines after applying `change` to `lines`.
 * Throws the cart's 400s for a change the rules refuse; quantities are absolute (0 removes).
 */
export function applyCartChange(lines: CartLine[], change: CartChange, catalogue: EventCatalogue): CartLine[] {
  if (!catalogue.entries.has(entryKey(change.subType, change.itemId))) throw cartItemNotInEvent();
  const rest = without(lines, same(change));
  let next: CartLine[];
  switch (change.subType) {
    case 'PUJA_PACKAGE': {
      if (change.quantity > 1) throw cartRule(CART_MESSAGES.packageQuantity);
      // One package per cart: choosing one replaces whichever was chosen before.
      next = change.quantity === 0 ? rest : [...without(rest, (l) => l.subType === 'PUJA_PACKAGE'), { ...change, quantity: 1 }];
      next = clampParticipants(next, catalogue);
      break;
    }
    case 'PRASAD':
      if (change.quantity > 1) throw cartRule(CART_MESSAGES.prasadQuantity);
      next = change.quantity === 0 ? rest : [...rest, change];
      break;
    case 'PARTICIPANT':
      if (change.quantity > participantLimit(lines, catalogue)) throw cartRule(CART_MESSAGES.tooManyParticipants);
      next = change.quantity === 0 ? rest : [...rest, change];
      break;
    case 'OFFERING_ITEM':
      next = change.quantity === 0 ? rest : [...rest, change];
      break;
  }
  return withFreePrasad(next, catalogue);
}

/** A smaller package may cover fewer people than were already counted. */
function clampParticipants(lines: CartLine[], catalogue: EventCatalogue): CartLine[] {
  const limit = participantLimit(lines, catalogue);
  return lines.flatMap((l) => (l.subType !== 'PARTICIPANT' ? [l] : limit === 0 ? [] : [{ ...l, quantity: Math.min(l.quantity, limit) }]));
}

/** Free prasad is always on while the cart holds anything else, and cannot be switched off. */
function withFreePrasad(lines: CartLine[], catalogue: EventCatalogue): CartLine[] {
  const prasad = catalogue.prasad;
  if (!prasad || prasad.amountPaise !== 0) return lines;
  const others = lines.filter((l) => l.subType !== 'PRASAD');
  if (others.length === 0) return [];
  return [...others, { subType: 'PRASAD', itemId: prasad.id, quantity: 1 }];
}
