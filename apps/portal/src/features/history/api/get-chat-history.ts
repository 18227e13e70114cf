import {
  type ChatHistoryResponse,
  chatHistoryResponseSchema,
  HISTORY_CACHE_FRESH_MS,
  HISTORY_PAGE_SIZE_DEFAULT,
  type HistoryChat,
} from '@kiddo/contracts';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { type HistoryFilters, historyQueryKeys } from './history-query-keys';

export type ChatHistoryPage = ChatHistoryResponse['data'];

/**
 * GET /parent/children/{id}/chat-history: one page of a child's conversations, newest first,
 * filtered by keyword, category and days; `cursor` is the previous page's next_cursor.
 */
export async function fetchChatHistoryPage(
  childId: string,
  filters: HistoryFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ChatHistoryPage> {
  const response = await apiRequest<unknown>(`/parent/children/${encodeURIComponent(childId)}/chat-history`, {
    signal,
    query: { ...filters, cursor, limit: HISTORY_PAGE_SIZE_DEFAULT },
  });
  const parsed = chatHistoryResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data.data;
}

/** A child's history, page by page ("Load more" asks for the next cursor); fresh 2 minutes (spec §7). */
export function chatHistoryQueryOptions(childId: string, filters: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: historyQueryKeys.childList(childId, filters),
    queryFn: ({ pageParam, signal }) => fetchChatHistoryPage(childId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    staleTime: HISTORY_CACHE_FRESH_MS,
    // While new filters load, the same child's list stays on screen (another child's never does).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === childId ? previous : undefined),
  });
}

export function useChatHistoryQuery(childId: string, filters: HistoryFilters) {
  return useInfiniteQuery(chatHistoryQueryOptions(childId, filters));
}

/** Applies a change to one conversation wherever a loaded page holds it (e.g. its new summary). */
export function updateChatInPages(
  data: InfiniteData<ChatHistoryPage, string | undefined> | undefined,
  conversationId: string,
  change: (chat: HistoryChat) => HistoryChat | null,
): InfiniteData<ChatHistoryPage, string | undefined> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      chats: page.chats.flatMap((chat) => {
        if (chat.id !== conversationId) return [chat];
        const changed = change(chat);
        return changed ? [changed] : [];
      }),
    })),
  };
}
