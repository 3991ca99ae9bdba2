import { UPDATE_USER_PATH, ZUpdateUserResponse, type TUserProfile } from '@sankalp/contract';
import { request } from '../../../lib/request.ts';
import { translate } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';

/**
 * POST /user/update {name}. A 400 (the server's name rules) is already toasted by the helper;
 * any other failure gets the spec's 'Failed to update user. Please try again.' (§8).
 */
export async function updateUser(name: string): Promise<TUserProfile | null> {
  const result = await request(UPDATE_USER_PATH, { schema: ZUpdateUserResponse, method: 'POST', body: { name }, quiet: true });
  if (result.ok) return result.data.data;
  if (result.reason === 'failed' || result.reason === 'invalid-response') {
    notify.error(translate('account:profile.updateFailed', 'Failed to update user. Please try again.'));
  }
  return null;
}
