import { CHECKOUT_MESSAGES as M, ZCheckoutName, type TCreateOrderInput } from '@sankalp/contract';
import { participantLimit, type CartLine, type ParticipantRules } from '../cart/cart-rules.ts';
import type { PricedLine } from '../cart/price-cart.ts';
import { checkoutInvalid } from './order-errors.ts';

export type Shipping = { address: string; city: string; state: string; pincode: string; country: string };

/**
 * Participant names (spec §5): blank entries are the slots the devotee skipped and are dropped;
 * the rest must be names without digits. A chadawa needs a name for every participant counted
 * in the cart; no cart may name more people than its limit. The sankalp edit (update-sankalp.ts)
 * applies the same rule to the order's booked lines, with its own "too many" message and never
 * fewer names than the booking already holds (`atLeast`: a package made smaller later does not
 * take names away).
 */
export function checkNames(
  names: string[],
  lines: CartLine[],
  catalogue: ParticipantRules,
  { tooMany = M.tooManyNames, atLeast = 0 }: { tooMany?: string; atLeast?: number } = {},
): string[] {
  const given = names.map((n) => n.trim()).filter((n) => n !== '');
  const checked = given.map((name) => {
    const result = ZCheckoutName.safeParse(name);
    if (!result.success) throw checkoutInvalid(result.error.issues[0]?.message ?? M.nameRequired);
    return result.data;
  });
  const counted = lines.find((l) => l.subType === 'PARTICIPANT')?.quantity ?? 0;
  if (checked.length < counted) throw checkoutInvalid(M.nameRequired);
  if (checked.length > Math.max(counted, atLeast, participantLimit(lines, catalogue))) throw checkoutInvalid(tooMany);
  return checked;
}

/** Delivery address, required exactly when prasad is in the cart; otherwise nothing is kept. */
export function checkShipping(deliveryInfo: TCreateOrderInput['deliveryInfo'], lines: PricedLine[]): Shipping | null {
  if (!lines.some((l) => l.subType === 'PRASAD')) return null;
  const location = deliveryInfo?.location ?? { address: '', city: '', state: '', pincode: '' };
  if (!location.address) throw checkoutInvalid(M.addressRequired);
  if (!location.city) throw checkoutInvalid(M.cityRequired);
  if (!location.state) throw checkoutInvalid(M.stateRequired);
  if (!location.pincode) throw checkoutInvalid(M.pincodeRequired);
  if (!/^\d{6}$/.test(location.pincode)) throw checkoutInvalid(M.pincodeLength);
  return { address: location.address, city: location.city, state: location.state, pincode: location.pincode, country: 'India' };
}
