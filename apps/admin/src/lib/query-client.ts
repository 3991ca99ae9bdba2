import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { notifyError } from './toast.ts';

/**
 * Errors are toasted once, here, with the server's message — unless the query or mutation says
 * `meta: { toast: false }` (a form that shows the message beside its fields instead). A 401 is not
 * toasted: the shell goes back to sign-in (lib/request.ts ended the session).
 */
const shouldToast = (error: unknown, meta: Record<string, unknown> | undefined) => meta?.toast !== false && !(isApiError(error) && error.status === 401);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => shouldToast(error, query.meta) && notifyError(error) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => shouldToast(error, mutation.meta) && notifyError(error) }),
    defaultOptions: {
      // The request helper does not retry and neither do queries: staff see the failure and retry themselves.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
