import { CACHE_FRESH_MS } from '@kiddo/contracts';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Whether retrying could help: never for a 4xx, which would only repeat the same answer. */
export function isRetryableError(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

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
