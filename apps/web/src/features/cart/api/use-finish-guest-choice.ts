import type { TCart, TEventDetail, TPujaPackage } from '@sankalp/contract';
import { useEffect, useRef } from 'react';
import { trackAddToCart } from '../../../lib/analytics.ts';
import { takeChoiceAfterSignIn } from '../../../lib/login-prompt.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useUserToken } from '../../../lib/use-user-token.ts';
import { addItem, countOf, itemsFromServerCart } from '../lib/cart-rules.ts';
import { useCartChange } from './use-cart-change.ts';

type Props = {
  event: TEventDetail;
  /** The devotee's cart once read (undefined while it loads): an item already in it is raised by one. */
  cart: TCart | null | undefined;
  pick: (pkg: TPujaPackage) => Promise<void>;
};

/**
 * A guest's '+ Add', package or prasad opened 'Please Login'; the sign-in reloaded the page. Here,
 * signed in and with the cart read, that choice is made for them, once (lib/login-prompt.ts).
 */
export function useFinishGuestChoice({ event, cart, pick }: Props) {
  const token = useUserToken();
  const hydrated = useHydrated();
  const { change } = useCartChange();
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !hydrated || !token || cart === undefined) return;
    done.current = true;
    const choice = takeChoiceAfterSignIn(event.id);
    if (choice?.kind === 'addItem') {
      const item = event.offeringItemList.find((i) => i.id === choice.itemId);
      if (!item) return;
      const line = { id: item.id, amount: item.amount, itemName: item.name, imageInfo: item.imageInfo, chadawaId: event.id };
      const count = countOf(itemsFromServerCart(cart), item.id, event.id);
      trackAddToCart({ name: item.name, value: item.amount });
      void change({ parentId: event.id, type: event.type, itemId: item.id, subType: 'OFFERING_ITEM', quantity: count + 1 }, (items) => addItem(items, line));
    } else if (choice?.kind === 'pickPackage') {
      const pkg = event.pujaPackageList.find((p) => p.id === choice.packageId);
      if (pkg) void pick(pkg);
    } else if (choice?.kind === 'prasad' && event.prasadInfo?.id === choice.prasadId) {
      void change({ parentId: event.id, type: event.type, itemId: choice.prasadId, subType: 'PRASAD', quantity: 1 });
    }
  }, [hydrated, token, cart, event, change, pick]);
}
