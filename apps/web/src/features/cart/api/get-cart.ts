import { CART_PATH, ZGetCartResponse, type Language, type TCart } from '@sankalp/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLanguage } from '../../../lib/app-state.ts';
import { translate } from '../../../lib/i18n.ts';
import { dataOrNull, request } from '../../../lib/request.ts';
import { notify } from '../../../lib/toast.ts';
import { useUserToken } from '../../../lib/use-user-token.ts';
import { itemsFromServerCart } from '../lib/cart-rules.ts';
import { setBasket } from '../lib/basket-store.ts';

export const cartQueryKey = (language: Language) => ['cart', language] as const;

export async function getCart(language: Language, signal?: AbortSignal): Promise<TCart | null> {
  const result = await request(CART_PATH, { schema: ZGetCartResponse, language, signal });
  // A guest's answer is the showModal flag (the helper opened the modal): no cart to show.
  if (!result.ok && result.reason === 'login-required') return null;
  // Spec §8: the helper toasts failures with their message; an answer of another shape has none to show.
  if (!result.ok && result.reason === 'invalid-response') notify.error(translate('booking:items.fetchFailed', 'Failed to fetch cart data.'), 3000);
  return dataOrNull(result)?.data ?? null;
}

/**
 * The signed-in devotee's priced cart. Guests are never asked (the answer would open the login
 * modal on every event page). Each answer also becomes the local basket the steppers read.
 */
export function useCart() {
  const language = useLanguage();
  const token = useUserToken();
  const query = useQuery({
    queryKey: cartQueryKey(language),
    queryFn: ({ signal }) => getCart(language, signal),
    enabled: Boolean(token),
  });
  useEffect(() => {
    if (query.data !== undefined) setBasket(itemsFromServerCart(query.data));
  }, [query.data]);
  useEffect(() => {
    // Spec §8: a failed cart fetch clears the local cart (the helper already told the devotee).
    if (query.isError) setBasket([]);
  }, [query.isError]);
  return query;
}
