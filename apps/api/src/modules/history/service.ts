import {
  type ChatHistoryQuery,
  type ConversationCategory,
  EXPORT_FORMATS,
  type ExportFormat,
  type HistoryChat,
  type HistoryChild,
  type HistoryMessage,
  type Language,
  resolveLanguage,
  type SafetyCategory,
  SEARCH_RESULTS_MAX,
  type SearchBody,
  type SearchResult,
  type SnippetPart,
} from '@kiddo/contracts';
import type { AppDeps } from '../../app';
import type { ChildRow } from '../../core/authorization';
import { findOwnedChild } from '../../core/authorization';
import { avatarUrl } from '../../core/avatars';
import { childrenWithActivity } from '../../core/children-activity';
import { untitledConversationTitle } from '../../core/conversation-title';
import { findParentById } from '../../core/parents';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { isUuid } from '../../lib/uuid';
import { exportConversation } from './exporter';
import * as repo from './repository';

const OVERVIEW_CONVERSATIONS_PER_CHILD = 5;

const toBefore = ({ at, id }: { at: Date; id: string }) => ({ startedAt: at, id });
const cursorAfter = (row: repo.ListedConversation) => encodeCursor(row.startedAt ?? row.createdAt, row.id);

// ---- views ----

function toHistoryChild(child: ChildRow): HistoryChild {
  return {
    id: child.id,
    name: child.name,
    username: child.username,
    avatar_url: avatarUrl(child),
    language: resolveLanguage(child.language),
  };
}

function toHistoryChat(row: repo.ListedConversation, language: Language, timeZone: string): HistoryChat {
  const startedAt = row.startedAt ?? row.createdAt;
  const latest = row.latestMessage;
  return {
    id: row.id,
    title: row.title ?? untitledConversationTitle(startedAt, timeZone, language),
    date: startedAt.toISOString(),
    updated_at: (row.lastMessageAt ?? row.updatedAt).toISOString(),
    messageCount: row.messageCount,
    summary: row.summary,
    category: row.category as ConversationCategory | null,
    refused_count: Number(row.refusedCount),
    latest_message: latest ? { content: latest.content, timestamp: new Date(latest.created_at).toISOString() } : null,
  };
}

function toHistoryMessage(row: repo.MessageRow): HistoryMessage {
  return {
    id: row.id,
    sender: row.sender as 'kid' | 'ai',
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    safety_category: row.safetyCategory as SafetyCategory | null,
    token_cost: row.tokenCost,
  };
}

/**
 * ts_headline marks matches in the unaccented text; the parent should read the words as the
 * child wrote them. Unaccenting keeps each letter in place for pt/en/es text, so the marked
 * ranges are carried over to the original; when lengths differ (ligatures), the unaccented
 * snippet is shown instead.
 */
export function snippetParts(row: Pick<repo.SearchRow, 'content' | 'unaccented' | 'headline'>): SnippetPart[] {
  const plain = row.headline.replaceAll(repo.MATCH_START, '').replaceAll(repo.MATCH_END, '');
  const offset = row.unaccented.indexOf(plain);
  const source = offset >= 0 && row.unaccented.length === row.content.length ? row.content : undefined;
  const parts: SnippetPart[] = [];
  let position = 0;
  let match = false;
  let text = '';
  for (const char of row.headline) {
    if (char === repo.MATCH_START || char === repo.MATCH_END) {
      if (text) parts.push({ text, match });
      text = '';
      match = char === repo.MATCH_START;
      continue;
    }
    text += source ? source[offset + position] : char;
    position += 1;
  }
  if (text) parts.push({ text, match });
  return parts;
}

/** Supervision (issue 5): the parent's view of each child's conversations. */
export function createHistoryService(deps: AppDeps) {
  const { db } = deps;

  async function timeZoneOf(parentId: string) {
    return (await findParentById(db, parentId))?.timeZone ?? 'America/Sao_Paulo';
  }

  async function ownConversation(parentId: string, conversationId: string) {
    if (!isUuid(conversationId)) throw new AppError('not_found');
    const found = await repo.findParentConversation(db, parentId, conversationId);
    if (!found) throw new AppError('not_found');
    return found;
  }

  return {
    async listChildHistory(parentId: string, childId: string, query: ChatHistoryQuery, language: Language) {
      await findOwnedChild(db, parentId, childId);
      const timeZone = await timeZoneOf(parentId);
      const keyword = query.keyword?.trim() || undefined;
      // One row more than the page says whether there is a next page.
      const rows = await repo.listChildConversations(db, {
        childId,
        before: query.cursor ? toBefore(decodeCursor(query.cursor)) : undefined,
        limit: query.limit + 1,
        timeZone,
        from: query.from,
        to: query.to,
        category: query.category,
        keyword,
      });
      const page = rows.slice(0, query.limit);
      return {
        chats: page.map((row) => toHistoryChat(row, language, timeZone)),
        next_cursor: rows.length > query.limit ? cursorAfter(page.at(-1)!) : null,
      };
    },

    async getConversation(parentId: string, conversationId: string, language: Language) {
      const { conversation, child, timeZone } = await ownConversation(parentId, conversationId);
      const messages = await repo.listMessages(db, conversationId);
      return {
        chat: { ...toHistoryChat(conversation, language, timeZone), child: toHistoryChild(child) },
        messages: messages.map(toHistoryMessage),
      };
    },

    async deleteConversation(parentId: string, conversationId: string) {
      await ownConversation(parentId, conversationId);
      await repo.deleteConversation(db, conversationId);
    },

    async exportConversation(parentId: string, conversationId: string, format: string, language: Language) {
      if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new AppError('invalid_export_format');
      const { conversation, child, timeZone } = await ownConversation(parentId, conversationId);
      const messages = await repo.listMessages(db, conversationId);
      const chat = toHistoryChat(conversation, language, timeZone);
      return exportConversation(
        {
          language,
          timeZone,
          child: { name: child.name, username: child.username },
          conversation: {
            id: conversation.id,
            title: chat.title,
            startedAt: new Date(chat.date),
            summary: conversation.summary,
            category: chat.category,
            messageCount: conversation.messageCount,
          },
          messages: messages.map((m) => ({
            id: m.id,
            sender: m.sender as 'kid' | 'ai',
            content: m.content,
            createdAt: m.createdAt,
            safetyCategory: m.safetyCategory as SafetyCategory | null,
            tokenCost: m.tokenCost,
          })),
          exportedAt: deps.now(),
        },
        format as ExportFormat,
      );
    },

    async overview(parentId: string, language: Language) {
      const timeZone = await timeZoneOf(parentId);
      const [kids, latest] = await Promise.all([
        childrenWithActivity(db, parentId),
        repo.latestConversationsPerChild(db, parentId, OVERVIEW_CONVERSATIONS_PER_CHILD),
      ]);
      return kids.map(({ child, conversationCount, lastActivity }) => ({
        child: {
          ...toHistoryChild(child),
          conversation_count: Number(conversationCount),
          last_activity: lastActivity ? new Date(lastActivity).toISOString() : null,
        },
        conversations: latest
          .filter((row) => row.childId === child.id)
          .sort((a, b) => (b.startedAt?.getTime() ?? 0) - (a.startedAt?.getTime() ?? 0))
          .map((row) => toHistoryChat(row, language, timeZone)),
      }));
    },

    async search(parentId: string, body: SearchBody, language: Language): Promise<SearchResult[]> {
      if (body.child_id) await findOwnedChild(db, parentId, body.child_id);
      const rows = await repo.searchMessages(db, {
        parentId,
        childId: body.child_id,
        keyword: body.keyword,
        limit: SEARCH_RESULTS_MAX,
      });
      return rows.map((row) => {
        const startedAt = new Date(row.conversation_started_at ?? row.created_at);
        return {
          conversation_id: row.conversation_id,
          conversation_title: row.conversation_title ?? untitledConversationTitle(startedAt, row.time_zone, language),
          child: { id: row.child_id, name: row.child_name },
          message_id: row.message_id,
          sender: row.sender,
          timestamp: new Date(row.created_at).toISOString(),
          snippet: snippetParts(row),
          rank: Number(row.rank),
        };
      });
    },
  };
}
