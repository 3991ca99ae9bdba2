import type { Language, TCart, TCartItemSubType } from '@sankalp/contract';
import type { CartLine } from './cart-rules.ts';
import { entryKey, type CatalogueEntry, type EventCatalogue } from './catalogue.ts';

/** A cart line with its catalogue entry and amounts, in both languages: what an order copies. */
export type PricedLine = CartLine & { id: string; entry: CatalogueEntry; totalPaise: number };

const SUB_TYPE_ORDER: Record<TCartItemSubType, number> = { PUJA_PACKAGE: 0, OFFERING_ITEM: 1, PRASAD: 2, PARTICIPANT: 3 };

export const rupees = (paise: number) => paise / 100;

/**
 * Prices lines from the catalogue. A line whose catalogue entry has since been removed is dropped
 * rather than charged at a stale price. Packages first (the review panel lists them first).
 */
export function priceLines(lines: (CartLine & { id: string })[], catalogue: EventCatalogue): PricedLine[] {
  return lines
    .flatMap((line) => {
      const entry = catalogue.entries.get(entryKey(line.subType, line.itemId));
      return entry ? [{ ...line, entry, totalPaise: entry.unitPaise * line.quantity }] : [];
    })
    .sort((a, b) => SUB_TYPE_ORDER[a.subType] - SUB_TYPE_ORDER[b.subType] || a.entry.position - b.entry.position);
}

/** The lines that get an 80G receipt: donations, when the temple's 80G registration is valid (decision 263). */
export const donation80gLines = (lines: PricedLine[], catalogue: EventCatalogue) =>
  catalogue.temple80g ? lines.filter((l) => l.subType === 'OFFERING_ITEM' && l.entry.isDonation === true) : [];

export const totalPaise = (lines: PricedLine[]) => lines.reduce((sum, l) => sum + l.totalPaise, 0);

export function toCartResponse(cart: { id: string; version: number }, lines: PricedLine[], catalogue: EventCatalogue, language: Language): TCart {
  const hindi = language === 'hindi';
  return {
    cartId: cart.id,
    type: catalogue.event.type,
    parentId: catalogue.event.id,
    itemList: lines.map((l) => {
      const name = hindi ? l.entry.nameHi : l.entry.nameEn;
      return {
        id: l.id,
        itemId: l.itemId,
        name,
        imageInfo: { url: l.entry.imageUrl, altText: name, imageText: null },
        quantity: l.quantity,
        amount: rupees(l.entry.unitPaise),
        itemAmount: rupees(l.entry.listUnitPaise),
        totalAmount: rupees(l.totalPaise),
        subType: l.subType,
      };
    }),
    totalAmount: rupees(totalPaise(lines)),
    participantInfo: catalogue.participant ? { id: catalogue.participant.id } : null,
    version: cart.version,
    donation80g: donation80gLines(lines, catalogue).length > 0,
  };
}
