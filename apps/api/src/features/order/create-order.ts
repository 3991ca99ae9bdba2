import { CHECKOUT_MESSAGES, type Language, type TCreateOrderInput } from '@sankalp/contract';
import { recordOptIn } from '../notification/consent.ts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertBookable, type EventCatalogue } from '../cart/catalogue.ts';
import { donation80gLines, priceLines, totalPaise, type PricedLine } from '../cart/price-cart.ts';
import { lockCartForCheckout } from '../cart/queries.ts';
import { chooseEventDate } from './checkout-date.ts';
import { checkNames, checkShipping } from './checkout-details.ts';
import { newOrderId } from './order-id.ts';
import { cartEmpty, checkoutInvalid, ORDER_MESSAGES } from './order-errors.ts';
import { findOrderFromCart, insertOrder, type NewOrderItem } from './queries.ts';

/** A random id is taken about never; a few draws make a clash practically impossible. */
const ID_ATTEMPTS = 5;

/** A puja is booked through its package; a chadawa needs at least one offering. */
function checkContent(lines: PricedLine[], catalogue: EventCatalogue): void {
  if (lines.length === 0) throw cartEmpty();
  if (catalogue.event.type === 'PUJA' && !lines.some((l) => l.subType === 'PUJA_PACKAGE')) throw checkoutInvalid(ORDER_MESSAGES.packageNeeded);
  if (catalogue.event.type === 'OFFERING' && !lines.some((l) => l.subType === 'OFFERING_ITEM')) throw checkoutInvalid(ORDER_MESSAGES.offeringNeeded);
}

/**
 * The donor's PAN and address, asked only for a donation line of a temple with 80G registration
 * (decision 263); otherwise whatever was sent is dropped, never stored.
 */
function checkDonor(donor: TCreateOrderInput['donor'], lines: PricedLine[], catalogue: EventCatalogue) {
  if (donation80gLines(lines, catalogue).length === 0) return null;
  if (!donor) throw checkoutInvalid(CHECKOUT_MESSAGES.donorPanRequired);
  return donor;
}

const snapshot = (lines: PricedLine[]): NewOrderItem[] =>
  lines.map((l, position) => ({
    subType: l.subType,
    itemId: l.itemId,
    nameEn: l.entry.nameEn,
    nameHi: l.entry.nameHi,
    unitPaise: l.entry.unitPaise,
    listUnitPaise: l.entry.listUnitPaise,
    quantity: l.quantity,
    totalPaise: l.totalPaise,
    isDonation: l.entry.isDonation === true,
    position,
  }));

/**
 * POST /order/create: under the cart's row lock, re-prices the cart from the catalogue, checks
 * the devotee's details against it, copies everything shown later into the order, and deletes
 * the cart — all in one transaction, so a double submit makes one order. The order remembers its
 * cart: a retry (the first answer lost, or a second submit waiting on the cart's lock) answers
 * that same order rather than "basket empty" (decision 191). A ticked WhatsApp box records the
 * number's consent with its time (but a STOP the number replied stands unless it is the account's
 * own phone, decision 171); left unticked it changes nothing (an earlier consent of the number
 * stands).
 */
export async function createOrder(
  db: Db,
  user: Pick<AuthUser, 'userId' | 'phone'>,
  input: TCreateOrderInput,
  language: Language,
  now = new Date(),
): Promise<string> {
  const { userId } = user;
  return db.transaction(async (tx) => {
    const checkout = await lockCartForCheckout(tx, userId, input.cartId);
    if (!checkout) {
      const made = await findOrderFromCart(tx, userId, input.cartId);
      if (made) return made;
      throw cartEmpty();
    }
    const { cart, lines, catalogue } = checkout;
    if (!catalogue) throw cartEmpty();
    assertBookable(catalogue.event, now);
    const priced = priceLines(lines, catalogue);
    checkContent(priced, catalogue);
    const eventDateTime = chooseEventDate(catalogue.event, catalogue.dateOptions, input.userInfo.selectedEventDate, now);
    const additionalNames = checkNames(input.userInfo.additionalNames, priced, catalogue);
    const shipping = checkShipping(input.deliveryInfo, priced);
    const donor = checkDonor(input.donor, priced, catalogue);

    const { event } = catalogue;
    for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
      const id = newOrderId();
      const order = {
        id,
        userId,
        cartId: cart.id,
        eventId: event.id,
        templeId: event.templeId,
        type: event.type,
        totalPaise: totalPaise(priced),
        eventNameEn: event.nameEn,
        eventNameHi: event.nameHi,
        imageUrl: catalogue.imageUrl,
        eventDateTime,
        devoteeName: input.userInfo.name,
        whatsappNumber: input.userInfo.whatsappNumber,
        gotra: input.userInfo.gotra,
        additionalNames,
        shipping,
        // Messages about the order speak the language it was booked in (issue 12).
        language,
        whatsappOptInAt: input.whatsappOptIn ? now : null,
        donorPan: donor?.pan ?? null,
        donorAddress: donor?.address ?? null,
      };
      if (await insertOrder(tx, order, snapshot(priced), 'checkout')) {
        // Only the account's own phone (proved by OTP at sign-in) may undo its owner's STOP reply.
        const number = input.userInfo.whatsappNumber;
        if (input.whatsappOptIn) await recordOptIn(tx, number, 'checkout', { verifiedOwner: number === user.phone });
        return id;
      }
    }
    throw new Error('could not draw a free order id');
  });
}
