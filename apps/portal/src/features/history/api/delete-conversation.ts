import type { InfiniteData } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ChatHistoryPage, updateChatInPages } from './get-chat-history';
import { DASHBOARD_QUERY_KEY, HISTORY_QUERY_KEY, historyQueryKeys } from './history-query-keys';

/** DELETE /parent/chat-history/{id}: the conversation and its messages, for good. */
export async function deleteConversation(conversationId: string): Promise<void> {
  await apiRequest(`/parent/chat-history/${encodeURIComponent(conversationId)}`, { method: 'DELETE' });
}

/** Deletes, takes the conversation out of every loaded list at once, then refreshes the histories and the dashboard. */
export function useDeleteConversationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_response, conversationId) => {
      queryClient.setQueriesData<InfiniteData<ChatHistoryPage, string | undefined>>(
        { queryKey: [...HISTORY_QUERY_KEY, 'child'] },
        (data) => updateChatInPages(data, conversationId, () => null),
      );
      queryClient.removeQueries({ queryKey: historyQueryKeys.conversation(conversationId) });
      void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
