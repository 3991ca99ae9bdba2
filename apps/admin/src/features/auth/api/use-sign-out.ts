import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearStaffToken } from '../../../lib/staff-session.ts';
import { logoutStaff } from './staff-auth.ts';

/**
 * Signs out: the server session is revoked, then this browser forgets the token and every cached
 * answer (the next staff member on this device sees nothing of the last one's). A failed logout
 * call still signs out here; the server session then ends on its own expiry.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logoutStaff();
    } catch (error) {
      console.warn('Staff logout call failed; signing out locally', error);
    }
    clearStaffToken();
    queryClient.clear();
  }, [queryClient]);
}
