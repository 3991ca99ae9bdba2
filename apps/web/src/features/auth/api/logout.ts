import { LOGOUT_PATH, ZLogoutResponse } from '@sankalp/contract';
import { request } from '../../../lib/request.ts';
import { endSessionLocally } from '../../../lib/session.ts';

/**
 * Signs out at once: all local storage is cleared (spec §2 "Profile") while the server is told,
 * in the background, to end the session so the token is useless should it have leaked. The
 * request reads the token before the storage is cleared; the server's answer changes nothing here
 * (it is idempotent and never asks for a login).
 */
export function logout(): void {
  void request(LOGOUT_PATH, { schema: ZLogoutResponse, method: 'POST', quiet: true }).catch(() => undefined);
  endSessionLocally();
}
