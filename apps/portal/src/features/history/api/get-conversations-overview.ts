import {
  type ConversationsOverviewResponse,
  conversationsOverviewResponseSchema,
  HISTORY_CACHE_FRESH_MS,
} from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { historyQueryKeys } from './history-query-keys';

export type ChildOverview = ConversationsOverviewResponse['data'][number];

/** GET /parent/conversations: each child with its conversation count, last activity and latest conversations. */
export async function fetchConversationsOverview(signal?: AbortSignal): Promise<ChildOverview[]> {
  const parsed = conversationsOverviewResponseSchema.safeParse(
    await apiRequest<unknown>('/parent/conversations', { signal }),
  );
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data.data;
}

/** Histories stay fresh 2 minutes (spec §7). */
export function conversationsOverviewQueryOptions() {
  return queryOptions({
    queryKey: historyQueryKeys.overview(),
    queryFn: ({ signal }) => fetchConversationsOverview(signal),
    staleTime: HISTORY_CACHE_FRESH_MS,
  });
}

export function useConversationsOverviewQuery() {
  return useQuery(conversationsOverviewQueryOptions());
}
