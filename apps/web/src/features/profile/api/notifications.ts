import { NOTIFICATIONS_PATH, ZNotificationSettingsResponse, type TNotificationSettings } from '@sankalp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { translate } from '../../../lib/i18n.ts';
import { request, type RequestFailure } from '../../../lib/request.ts';
import { notify } from '../../../lib/toast.ts';
import { useUserToken } from '../../../lib/use-user-token.ts';

const settingsKey = (token: string | null) => ['user', 'notifications', token] as const;

/** GET /user/notifications: whether order updates go to the account's phone on WhatsApp; null when it failed. */
export async function getNotificationSettings(signal?: AbortSignal): Promise<TNotificationSettings | null> {
  const result = await request(NOTIFICATIONS_PATH, { schema: ZNotificationSettingsResponse, signal, quiet: true });
  return result.ok ? result.data.data : null;
}

export function useNotificationSettings() {
  const token = useUserToken();
  return useQuery({ queryKey: settingsKey(token), queryFn: ({ signal }) => getNotificationSettings(signal), enabled: Boolean(token) });
}

class SaveFailed extends Error {
  constructor(readonly reason: RequestFailure) {
    super(reason);
  }
}

/**
 * POST /user/notifications. The switch moves at once (optimistic); a refusal puts it back and says
 * so. The request helper already toasts a 400 and opens the sign-in modal for an expired session,
 * so only other failures get this toast.
 */
export function useSetWhatsApp() {
  const client = useQueryClient();
  const key = settingsKey(useUserToken());
  return useMutation({
    mutationFn: async (whatsapp: boolean) => {
      const result = await request(NOTIFICATIONS_PATH, { schema: ZNotificationSettingsResponse, method: 'POST', body: { whatsapp }, quiet: true });
      if (!result.ok) throw new SaveFailed(result.reason);
      return result.data.data;
    },
    onMutate: async (whatsapp) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<TNotificationSettings | null>(key);
      client.setQueryData<TNotificationSettings>(key, { whatsappSince: previous?.whatsappSince ?? null, whatsapp });
      return { previous };
    },
    onError: (error, _whatsapp, context) => {
      client.setQueryData(key, context?.previous ?? null);
      const told = error instanceof SaveFailed && (error.reason === 'bad-request' || error.reason === 'login-required');
      if (!told) notify.error(translate('account:notifications.saveFailed', 'Could not save your WhatsApp choice. Please try again.'));
    },
    onSuccess: (settings) => client.setQueryData(key, settings),
  });
}
