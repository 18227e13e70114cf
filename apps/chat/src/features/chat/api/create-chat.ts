import { type ChatSummary, chatResponseSchema } from '@kiddo/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * POST /api/chats: starts a conversation. Refused with 429 daily_chat_limit / time_limit or
 * 402 insufficient_tokens when the parent's limits say so.
 */
export async function createChat(): Promise<ChatSummary> {
  const parsed = chatResponseSchema.safeParse(await apiRequest<unknown>('/chats', { method: 'POST' }));
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data.chat;
}
