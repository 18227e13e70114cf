import { type ChatSummary, chatListResponseSchema } from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export interface ChatList {
  /** Newest first. */
  chats: ChatSummary[];
  /** The offline demo companion answers: the interface says so. */
  demoMode: boolean;
}

/** GET /api/chats: the child's conversations and whether Kiddo is the offline demo. */
export async function fetchChats(): Promise<ChatList> {
  const parsed = chatListResponseSchema.safeParse(await apiRequest<unknown>('/chats'));
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return { chats: parsed.data.chats, demoMode: parsed.data.demo_mode };
}

export const chatsQueryOptions = () => queryOptions({ queryKey: chatKeys.list(), queryFn: fetchChats });

/** The child's conversations (cached; updated in place when a reply arrives). */
export function useChats() {
  return useQuery(chatsQueryOptions());
}
