import { type GoogleStatusResponse, googleStatusResponseSchema } from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE_URL, ApiError, apiRequest } from '../../../lib/api-client';

/** GET /auth/google/status: whether this server has Google sign-in configured. */
export async function fetchGoogleStatus(signal?: AbortSignal): Promise<GoogleStatusResponse> {
  const parsed = googleStatusResponseSchema.safeParse(await apiRequest<unknown>('/auth/google/status', { signal }));
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data;
}

/** The server's configuration does not change while the page is open: asked once. */
export function googleStatusQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'google', 'status'],
    queryFn: ({ signal }) => fetchGoogleStatus(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useGoogleStatusQuery() {
  return useQuery(googleStatusQueryOptions());
}

/**
 * Where the button sends the browser: the server starts the authorization-code flow there and
 * redirects to Google (spec §7). The language comes back with the new account.
 */
export function googleStartUrl(language: string): string {
  return `${API_BASE_URL}/auth/google/start?language=${encodeURIComponent(language)}`;
}
