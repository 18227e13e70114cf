import { z } from 'zod';
import { SAFETY_CATEGORIES } from './chat';
import { isRealIsoDay, languageSchema } from './common';

/*
 * Supervision (issue 5): the parent's view of the children's conversations.
 *   GET    /api/parent/children/{id}/chat-history         → ChatHistoryResponse (cursor-paginated, filters)
 *   GET    /api/parent/chat-history/{id}                  → ConversationDetailResponse
 *   DELETE /api/parent/chat-history/{id}                  → { success }
 *   GET    /api/parent/chat-history/{id}/export/{format}  → a file (txt, json, pdf)
 *   POST   /api/parent/chat-history/{id}/summary          → ConversationSummaryResponse (generates or regenerates)
 *   GET    /api/parent/conversations                      → ConversationsOverviewResponse
 *   POST   /api/parent/conversations/search {keyword}     → SearchResponse
 * Another parent's child or conversation is a 404 on every route.
 */

/** Topic category of a conversation, set by its summary (spec §2: educational, leisure, mixed). */
export const CONVERSATION_CATEGORIES = ['educational', 'leisure', 'mixed'] as const;
export type ConversationCategory = (typeof CONVERSATION_CATEGORIES)[number];

export const EXPORT_FORMATS = ['txt', 'json', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const HISTORY_PAGE_SIZE_DEFAULT = 20;
export const HISTORY_PAGE_SIZE_MAX = 50;
export const SEARCH_KEYWORD_MIN_LENGTH = 2;
export const SEARCH_KEYWORD_MAX_LENGTH = 100;
export const SEARCH_RESULTS_MAX = 50;
/** Conversations get summarised in the background once they have been quiet this long. */
export const SUMMARY_QUIET_MINUTES = 10;
/** Days of the dashboard's messages-per-day chart. */
export const DASHBOARD_ACTIVITY_DAYS = 30;

const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine(isRealIsoDay, { error: 'validation.date' });

export const latestMessageSchema = z.object({ content: z.string(), timestamp: z.string() });

/** One conversation in a child's history (spec §3 chat list item, plus category and latest message). */
export const historyChatSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** When the conversation started (its first message), ISO 8601. */
  date: z.string(),
  updated_at: z.string(),
  messageCount: z.number().int(),
  summary: z.string().nullable(),
  category: z.enum(CONVERSATION_CATEGORIES).nullable(),
  /** How many of the child's messages the safety layer refused in it. */
  refused_count: z.number().int(),
  latest_message: latestMessageSchema.nullable(),
});
export type HistoryChat = z.infer<typeof historyChatSchema>;

export const chatHistoryQuerySchema = z.object({
  /** Opaque: the next_cursor of the previous page. */
  cursor: z.string().max(200, { error: 'validation.invalid' }).optional(),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(HISTORY_PAGE_SIZE_MAX, { error: 'validation.invalid' })
    .default(HISTORY_PAGE_SIZE_DEFAULT),
  /** Inclusive days (YYYY-MM-DD) in the parent's time zone. */
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  category: z.enum(CONVERSATION_CATEGORIES, { error: 'validation.invalid_option' }).optional(),
  keyword: z.string().trim().max(SEARCH_KEYWORD_MAX_LENGTH, { error: 'validation.keyword_too_long' }).optional(),
  language: languageSchema.optional(),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

export const chatHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    chats: z.array(historyChatSchema),
    /** Null on the last page. */
    next_cursor: z.string().nullable(),
  }),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

export const historyChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar_url: z.string(),
  language: languageSchema,
});
export type HistoryChild = z.infer<typeof historyChildSchema>;

export const historyMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(['kid', 'ai']),
  content: z.string(),
  timestamp: z.string(),
  /**
   * On a child's message: the safety layer refused it, for this reason (the model never saw it).
   * On Kiddo's message: the scripted redirect that answered a refused message.
   */
  safety_category: z.enum(SAFETY_CATEGORIES).nullable(),
  /** Tokens this reply cost the parent (0 for the child's messages and scripted replies). */
  token_cost: z.number().int(),
});
export type HistoryMessage = z.infer<typeof historyMessageSchema>;

export const conversationDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    chat: historyChatSchema.extend({ child: historyChildSchema }),
    messages: z.array(historyMessageSchema),
  }),
});
export type ConversationDetailResponse = z.infer<typeof conversationDetailResponseSchema>;

/** Spec §3 "conversation with summary", plus the category. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(CONVERSATION_CATEGORIES),
  created_at: z.string(),
  updated_at: z.string(),
  message_count: z.number().int(),
  latest_message: latestMessageSchema.nullable(),
  /** 'model' when the configured AI model wrote it, 'extractive' when the server did. */
  source: z.enum(['model', 'extractive']),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: conversationSummarySchema,
});

export const exportParamsSchema = z.object({
  id: z.string(),
  format: z.string(),
});

export const conversationsOverviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      child: historyChildSchema.extend({
        conversation_count: z.number().int(),
        last_activity: z.string().nullable(),
      }),
      /** The child's latest conversations (at most 5); the full list is the child's history. */
      conversations: z.array(historyChatSchema),
    }),
  ),
});
export type ConversationsOverviewResponse = z.infer<typeof conversationsOverviewResponseSchema>;

export const searchBodySchema = z.object({
  keyword: z
    .string({ error: 'validation.required' })
    .trim()
    .min(SEARCH_KEYWORD_MIN_LENGTH, { error: 'validation.keyword_too_short' })
    .max(SEARCH_KEYWORD_MAX_LENGTH, { error: 'validation.keyword_too_long' }),
  /** Only this child's conversations. */
  child_id: z.string().optional(),
  language: languageSchema.optional(),
});
export type SearchBody = z.infer<typeof searchBodySchema>;

/** A piece of a snippet; `match` pieces are the words that matched (shown highlighted). */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const searchResultSchema = z.object({
  conversation_id: z.string(),
  conversation_title: z.string(),
  child: z.object({ id: z.string(), name: z.string() }),
  message_id: z.string(),
  sender: z.enum(['kid', 'ai']),
  timestamp: z.string(),
  snippet: z.array(snippetPartSchema),
  rank: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ results: z.array(searchResultSchema) }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
