import type { TCart, TUpdateCartRequest } from '@sankalp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../lib/app-state.ts';
import { useLanguage } from '../../../lib/app-state.ts';
import { notify } from '../../../lib/toast.ts';
import { itemsFromServerCart } from '../lib/cart-rules.ts';
import { getBasket, setBasket } from '../lib/basket-store.ts';
import { cartQueryKey } from './get-cart.ts';
import { updateCart } from './update-cart.ts';

/** Failures the request helper has already shown (toast or login modal). */
const ALREADY_TOLD = new Set(['bad-request', 'failed', 'rate-limited', 'login-required']);

/**
 * Cart changes as spec §4 wants them: the basket changes at once, the call follows; a failure
 * puts the basket back and says so. Each item is locked while its change is under way.
 */
export function useCartChange(failureKey = 'items.updateFailed') {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [locked, setLocked] = useState<ReadonlySet<string>>(new Set());

  const change = useCallback(
    async (request: TUpdateCartRequest, optimistic?: (items: CartItem[]) => CartItem[]): Promise<TCart | null> => {
      const before = getBasket();
      if (optimistic) setBasket(optimistic(before));
      setLocked((s) => new Set(s).add(request.itemId));
      const result = await updateCart(request);
      setLocked((s) => {
        const next = new Set(s);
        next.delete(request.itemId);
        return next;
      });
      if (result.ok) {
        queryClient.setQueryData(cartQueryKey(language), result.data);
        setBasket(itemsFromServerCart(result.data));
        return result.data;
      }
      // A showModal answer means the session is gone: the basket is cleared rather than restored.
      setBasket(result.reason === 'login-required' ? [] : before);
      if (!ALREADY_TOLD.has(result.reason)) notify.error(t(failureKey), 3000);
      return null;
    },
    [language, queryClient, t, failureKey],
  );

  return { change, isLocked: (itemId: string) => locked.has(itemId) };
}
