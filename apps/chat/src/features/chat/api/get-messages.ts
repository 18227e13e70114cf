import {
  type ChatMessage,
  type ChatSummary,
  chatMessagesResponseSchema,
  HISTORY_CACHE_FRESH_MS,
} from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** A stored message, plus what only the live reply tells: that it is a caring message. */
export type ConversationMessage = ChatMessage & { isCare?: boolean };

export interface Conversation {
  chat: ChatSummary;
  messages: ConversationMessage[];
}

/** GET /api/chats/{id}/messages: one conversation with its messages, oldest first. */
export async function fetchConversation(chatId: string): Promise<Conversation> {
  const response = await apiRequest<unknown>(`/chats/${encodeURIComponent(chatId)}/messages`);
  const parsed = chatMessagesResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return { chat: parsed.data.chat, messages: parsed.data.messages };
}

export const conversationQueryOptions = (chatId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: () => fetchConversation(chatId),
    // Spec §7: histories stay fresh 2 minutes (the chat's own replies update the cache directly).
    staleTime: HISTORY_CACHE_FRESH_MS,
  });

/** One conversation; idle when no conversation is open. */
export function useConversation(chatId: string | undefined) {
  return useQuery({ ...conversationQueryOptions(chatId ?? ''), enabled: chatId !== undefined });
}
