import { QueryClient } from '@tanstack/react-query';

/** The request helper already retries (spec §8), so queries do not retry on top of it. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });

/** The browser's one cache; the server makes one per request (entry-server.tsx). */
export const queryClient = createQueryClient();
