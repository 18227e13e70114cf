import { type SubscriptionInfo, subscriptionInfoResponseSchema } from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const SUBSCRIPTION_INFO_QUERY_KEY = ['subscription', 'info'] as const;

/** Checks a subscription-info answer (GET /info, POST /cancel) and returns the info without the envelope. */
export function readSubscriptionInfo(response: unknown): SubscriptionInfo {
  const parsed = subscriptionInfoResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  const { success: _success, ...info } = parsed.data;
  return info;
}

/** GET /subscription/info: plan status, renewal or end date, token balance and whether a new subscription is allowed. */
export async function fetchSubscriptionInfo(signal?: AbortSignal): Promise<SubscriptionInfo> {
  return readSubscriptionInfo(await apiRequest<unknown>('/subscription/info', { signal }));
}

export function subscriptionInfoQueryOptions() {
  return queryOptions({
    queryKey: SUBSCRIPTION_INFO_QUERY_KEY,
    queryFn: ({ signal }) => fetchSubscriptionInfo(signal),
  });
}

export function useSubscriptionInfoQuery() {
  return useQuery(subscriptionInfoQueryOptions());
}
