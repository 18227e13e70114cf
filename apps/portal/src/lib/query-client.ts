import { CACHE_FRESH_MS } from '@kiddo/contracts';
import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from './api-client';

/** Spec §7 caching: data stays fresh 5 minutes; one retry after 1 s, never for a 4xx. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_FRESH_MS,
        retry: (failureCount, error) => failureCount < 1 && isRetryableError(error),
        retryDelay: 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
