import { UPDATE_SANKALP_PATH, ZUpdateSankalpResponse, type TOrderSankalp, type TUpdateSankalpRequest } from '@sankalp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-state.ts';
import { translate } from '../../../lib/i18n.ts';
import { request } from '../../../lib/request.ts';
import { notify } from '../../../lib/toast.ts';

/**
 * POST /order/sankalp. The helper toasts the server's refusals (a 400 naming the field rule, the
 * 409 once booking has closed); either way the order is read again, so the page shows what holds.
 */
export function useUpdateSankalp(orderId: string) {
  const client = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: async (body: Omit<TUpdateSankalpRequest, 'orderId'>): Promise<TOrderSankalp | null> => {
      const result = await request(UPDATE_SANKALP_PATH, { schema: ZUpdateSankalpResponse, method: 'POST', body: { ...body, orderId }, language });
      return result.ok ? result.data.data : null;
    },
    onSuccess: (saved) => {
      if (saved) notify.success(translate('orders:sankalp.saved', 'Your sankalp is saved.'));
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['orders', 'detail', orderId] }),
  });
}
