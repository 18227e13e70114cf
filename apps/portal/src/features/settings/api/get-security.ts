import type { SecurityOverview } from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SECURITY_QUERY_KEY = ['auth', 'security'] as const;

/** GET /auth/parent/security: where the account is signed in and its recent security events. */
export function fetchSecurity(signal?: AbortSignal): Promise<SecurityOverview> {
  return apiRequest<SecurityOverview>('/auth/parent/security', { signal });
}

export function useSecurityQuery() {
  return useQuery(queryOptions({ queryKey: SECURITY_QUERY_KEY, queryFn: ({ signal }) => fetchSecurity(signal) }));
}
