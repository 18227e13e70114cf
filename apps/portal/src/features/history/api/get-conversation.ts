import {
  type ConversationDetailResponse,
  conversationDetailResponseSchema,
  HISTORY_CACHE_FRESH_MS,
} from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { historyQueryKeys } from './history-query-keys';

export type ConversationDetail = ConversationDetailResponse['data'];

/** GET /parent/chat-history/{id}: the conversation with its child and every message; another parent's is a 404. */
export async function fetchConversation(conversationId: string, signal?: AbortSignal): Promise<ConversationDetail> {
  const parsed = conversationDetailResponseSchema.safeParse(
    await apiRequest<unknown>(`/parent/chat-history/${encodeURIComponent(conversationId)}`, { signal }),
  );
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data.data;
}

export function conversationQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: historyQueryKeys.conversation(conversationId),
    queryFn: ({ signal }) => fetchConversation(conversationId, signal),
    staleTime: HISTORY_CACHE_FRESH_MS,
  });
}

export function useConversationQuery(conversationId: string) {
  return useQuery(conversationQueryOptions(conversationId));
}
