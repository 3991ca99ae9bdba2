import type { TPujaPackage } from '@sankalp/contract';
import { useState } from 'react';
import { trackAddToCart, trackBookPuja } from '../../../lib/analytics.ts';
import { openLogin } from '../../../lib/login-prompt.ts';
import { useLangNavigate } from '../../../components/ui/lang-link.tsx';
import { getUserToken } from '../../../lib/storage.ts';
import { setBasket, setSelectedPackage } from '../lib/basket-store.ts';
import { useCartChange } from './use-cart-change.ts';

/**
 * Picking a puja package (spec §4): the basket becomes that one package at quantity 1 and a
 * signed-in devotee goes to /cart; a guest gets 'Please Login' (the server would say the same), and the package is picked once they
 * have signed in (use-finish-guest-choice.ts).
 */
export function usePickPackage(eventId: string, eventName: string) {
  const navigate = useLangNavigate();
  const { change } = useCartChange();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const pick = async (pkg: TPujaPackage) => {
    if (!getUserToken()) {
      setBasket([]);
      openLogin({ reason: 'pickPackage', name: pkg.name, resume: { kind: 'pickPackage', eventId, packageId: pkg.id } });
      return;
    }
    setPendingId(pkg.id);
    trackAddToCart({ name: pkg.name, value: pkg.amount });
    const item = { id: pkg.id, amount: pkg.amount, itemName: pkg.name, imageInfo: pkg.imageInfo, chadawaId: eventId, count: 1 };
    const cart = await change({ parentId: eventId, type: 'PUJA', itemId: pkg.id, subType: 'PUJA_PACKAGE', quantity: 1 }, () => [item]);
    setPendingId(null);
    if (!cart) return;
    setSelectedPackage(pkg.name);
    trackBookPuja({ eventId, eventName, packageName: pkg.name, value: pkg.amount });
    void navigate('/cart');
  };

  return { pick, pendingId };
}
