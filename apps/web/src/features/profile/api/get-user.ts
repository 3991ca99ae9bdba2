import { GET_USER_PATH, ZGetUserResponse, type TUserProfile } from '@sankalp/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { useUserToken } from '../../../lib/use-user-token.ts';

/** The caller's profile; null when signed out, expired (the helper opens the modal) or failed. */
export async function getUser(signal?: AbortSignal): Promise<TUserProfile | null> {
  const result = await request(GET_USER_PATH, { schema: ZGetUserResponse, signal });
  return result.ok ? result.data.data : null;
}

/** Keyed by token, so another account signing in (in any tab) never sees the previous profile. */
export function useUser() {
  const token = useUserToken();
  return useQuery({
    queryKey: ['user', 'profile', token],
    queryFn: ({ signal }) => getUser(signal),
    enabled: Boolean(token),
  });
}
