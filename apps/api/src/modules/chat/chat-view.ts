import type { ChatMessage, ChatSummary, SafetyCategory } from '@kiddo/contracts';
import type { ConversationRow, MessageRow } from './repository';

export function toChatSummary(row: ConversationRow): ChatSummary {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    message_count: row.messageCount,
  };
}

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    sender: row.sender as ChatMessage['sender'],
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    safety_category: (row.safetyCategory as SafetyCategory | null) ?? null,
  };
}

const TITLE_MAX_LENGTH = 60;

/** A conversation's title from its first message: the message itself, cut at a word. */
export function titleFrom(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_MAX_LENGTH) return flat;
  const cut = flat.slice(0, TITLE_MAX_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 20 ? cut.slice(0, lastSpace) : cut).trim()}…`;
}
