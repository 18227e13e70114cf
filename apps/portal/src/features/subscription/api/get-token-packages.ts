import { packagesResponseSchema, type TokenPackage } from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const TOKEN_PACKAGES_QUERY_KEY = ['subscription', 'packages'] as const;

/** GET /subscription/packages (public): the one-time token packages, each compared with the plan's price per token. */
export async function fetchTokenPackages(signal?: AbortSignal): Promise<TokenPackage[]> {
  const response = await apiRequest<unknown>('/subscription/packages', { signal, endSessionOnUnauthorized: false });
  const parsed = packagesResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data.packages;
}

export function tokenPackagesQueryOptions() {
  return queryOptions({ queryKey: TOKEN_PACKAGES_QUERY_KEY, queryFn: ({ signal }) => fetchTokenPackages(signal) });
}

export function useTokenPackagesQuery() {
  return useQuery(tokenPackagesQueryOptions());
}
