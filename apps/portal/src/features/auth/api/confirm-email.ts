import type { MessageResponse } from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/parent/confirm-email/{token}: verifies the address of a new account. */
export function confirmEmail(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/auth/parent/confirm-email/${encodeURIComponent(token)}`);
}

/**
 * A query rather than an effect so the link is confirmed once per visit even when React mounts
 * twice. The token is single-use: no automatic retry, and no abort signal — cancelling a request
 * the server may already have honoured would make the retry fail with "invalid link".
 */
export function confirmEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useConfirmEmailQuery(token: string) {
  return useQuery({ ...confirmEmailQueryOptions(token), enabled: token.length > 0 });
}
