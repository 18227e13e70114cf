import {
  HISTORY_CACHE_FRESH_MS,
  SEARCH_KEYWORD_MIN_LENGTH,
  type SearchResult,
  searchResponseSchema,
} from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { historyQueryKeys } from './history-query-keys';

/**
 * POST /parent/conversations/search {keyword, child_id}: the messages that match, best first,
 * each with a snippet whose matching words are marked.
 */
export async function searchConversations(
  keyword: string,
  childId: string | undefined,
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  const parsed = searchResponseSchema.safeParse(
    await apiRequest<unknown>('/parent/conversations/search', {
      method: 'POST',
      body: { keyword, ...(childId ? { child_id: childId } : {}) },
      signal,
    }),
  );
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data.data.results;
}

/** A search runs once a keyword of at least 2 characters is submitted; its results stay fresh 2 minutes. */
export function searchConversationsQueryOptions(keyword: string, childId: string | undefined) {
  return queryOptions({
    queryKey: historyQueryKeys.search(keyword, childId),
    queryFn: ({ signal }) => searchConversations(keyword, childId, signal),
    enabled: keyword.length >= SEARCH_KEYWORD_MIN_LENGTH,
    staleTime: HISTORY_CACHE_FRESH_MS,
  });
}

export function useSearchConversationsQuery(keyword: string, childId: string | undefined) {
  return useQuery(searchConversationsQueryOptions(keyword, childId));
}
