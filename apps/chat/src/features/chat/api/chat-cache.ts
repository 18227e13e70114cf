import type { ChatReplyDone, ChatSummary, SafetyCategory } from '@kiddo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';
import type { ChatList } from './get-chats';
import type { Conversation, ConversationMessage } from './get-messages';

/*
 * Keeping the cache in step with what the child just did, so the list and the conversation
 * update at once instead of waiting for a refetch.
 */

/** Puts a new conversation at the top of the list and opens it with no messages. */
export function addChatToCache(queryClient: QueryClient, chat: ChatSummary): void {
  queryClient.setQueryData<ChatList>(chatKeys.list(), (list) =>
    list ? { ...list, chats: [chat, ...list.chats.filter((other) => other.id !== chat.id)] } : list,
  );
  queryClient.setQueryData<Conversation>(chatKeys.messages(chat.id), { chat, messages: [] });
}

/**
 * Appends a finished exchange (the child's message and Kiddo's reply) to the conversation, with
 * the ids and the moderation of the `done` event, and moves the conversation to the top of the list.
 */
export function appendExchangeToCache(
  queryClient: QueryClient,
  chatId: string,
  exchange: { kidText: string; replyText: string; done: ChatReplyDone },
): void {
  const now = new Date().toISOString();
  const { moderation } = exchange.done;
  const category: SafetyCategory | null = moderation.category;
  const kidMessage: ConversationMessage = {
    id: exchange.done.message_id,
    sender: 'kid',
    content: exchange.kidText,
    timestamp: now,
    safety_category: moderation.blocked ? (category ?? 'blocked_topic') : null,
    isCare: moderation.care,
  };
  const reply: ConversationMessage = {
    id: exchange.done.reply_id,
    sender: 'ai',
    content: exchange.replyText,
    timestamp: now,
    safety_category: moderation.blocked || moderation.care ? category : null,
    isCare: moderation.care,
  };
  const touch = (chat: ChatSummary): ChatSummary => ({
    ...chat,
    title: exchange.done.title ?? chat.title,
    updated_at: now,
    message_count: chat.message_count + 2,
  });

  queryClient.setQueryData<Conversation>(chatKeys.messages(chatId), (conversation) =>
    conversation
      ? { chat: touch(conversation.chat), messages: [...conversation.messages, kidMessage, reply] }
      : conversation,
  );
  queryClient.setQueryData<ChatList>(chatKeys.list(), (list) => {
    if (!list) return list;
    const chat = list.chats.find((other) => other.id === chatId);
    if (!chat) return list;
    return { ...list, chats: [touch(chat), ...list.chats.filter((other) => other.id !== chatId)] };
  });
}

/** Safety categories whose answer is a scripted, caring message rather than a change of subject. */
const CARE_CATEGORIES: ReadonlySet<SafetyCategory> = new Set(['self_harm', 'abuse']);

/** Whether a stored or live message belongs to a caring answer (a disclosure of self-harm or abuse). */
export function isCareMessage(message: ConversationMessage): boolean {
  return message.isCare ?? (message.safety_category !== null && CARE_CATEGORIES.has(message.safety_category));
}
