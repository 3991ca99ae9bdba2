import { DEACTIVATE_USER_PATH, ZDeactivateUserResponse } from '@sankalp/contract';
import { request } from '../../../lib/request.ts';
import { translate } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';

/**
 * POST /user/deactivate {reason}: the server's message on success, null on failure (spec §8: the
 * server's message or 'Failed to deactivate account. Please try again.' — a 400's message is
 * toasted by the helper already).
 */
export async function deactivateUser(reason: string): Promise<string | null> {
  const result = await request(DEACTIVATE_USER_PATH, { schema: ZDeactivateUserResponse, method: 'POST', body: { reason }, quiet: true });
  if (result.ok) return result.data.data.message;
  if (result.reason === 'failed' || result.reason === 'invalid-response') {
    notify.error(translate('account:deactivate.failed', 'Failed to deactivate account. Please try again.'));
  }
  return null;
}
