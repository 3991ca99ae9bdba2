import { API_PATHS, ZGetOfferingResponse, ZGetPujaResponse, type TEventKind, type TEventDetail } from '@sankalp/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';
import { dataOrNull, request } from '../../../lib/request.ts';

/**
 * The cart's parent event, by the cart's parentId (spec §2 "Cart page"). Read here rather than
 * through the puja/chadawa features, which themselves use this feature's booking controls.
 */
export function useCartEvent(type: TEventKind | undefined, parentId: string | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['cart', 'event', type, parentId, language],
    enabled: Boolean(type && parentId),
    queryFn: async ({ signal }): Promise<TEventDetail | null> => {
      const id = encodeURIComponent(parentId ?? '');
      const result =
        type === 'PUJA'
          ? await request(API_PATHS.pujaById.replace(':id', id), { schema: ZGetPujaResponse, language, signal })
          : await request(API_PATHS.offeringById.replace(':id', id), { schema: ZGetOfferingResponse, language, signal });
      return dataOrNull(result)?.data ?? null;
    },
  });
}
