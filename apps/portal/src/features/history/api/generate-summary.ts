import { type ConversationSummary, conversationSummaryResponseSchema } from '@kiddo/contracts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { type ChatHistoryPage, updateChatInPages } from './get-chat-history';
import type { ConversationDetail } from './get-conversation';
import { HISTORY_QUERY_KEY, historyQueryKeys } from './history-query-keys';

/** POST /parent/chat-history/{id}/summary: writes the summary (again) and classifies the conversation. */
export async function generateSummary(conversationId: string): Promise<ConversationSummary> {
  const parsed = conversationSummaryResponseSchema.safeParse(
    await apiRequest<unknown>(`/parent/chat-history/${encodeURIComponent(conversationId)}/summary`, {
      method: 'POST',
    }),
  );
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data.data;
}

/** Generates a summary and puts it, with its category, in the conversation and in every loaded list. */
export function useGenerateSummaryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSummary,
    onSuccess: (summary) => {
      const apply = { summary: summary.summary, category: summary.category };
      queryClient.setQueriesData<InfiniteData<ChatHistoryPage, string | undefined>>(
        { queryKey: [...HISTORY_QUERY_KEY, 'child'] },
        (data) => updateChatInPages(data, summary.id, (chat) => ({ ...chat, ...apply })),
      );
      queryClient.setQueryData<ConversationDetail>(historyQueryKeys.conversation(summary.id), (detail) =>
        detail ? { ...detail, chat: { ...detail.chat, ...apply } } : detail,
      );
    },
  });
}
