import { z } from 'zod';
import { languageSchema } from './common';

/*
 * The chat API (child sessions only): /api/chats, /api/chats/{id}/messages.
 * POST /api/chats/{id}/messages streams server-sent events by default (Accept: text/event-stream):
 *   event: delta  data: {"text": "..."}              — reply text as it is generated
 *   event: done   data: ChatReplyDone                — ids stored, moderation, tokens left
 *   event: error  data: {"code": "...", "error": "..."} — the provider failed mid-way (no tokens spent)
 * With Accept: application/json it waits and answers ChatReplyResponse.
 * A refusal before the reply starts (length, limits, tokens) is a normal JSON error response.
 */

export const SAFETY_CATEGORIES = [
  'blocked_topic',
  'sexual',
  'violence',
  'drugs',
  'self_harm',
  'abuse',
  'hate',
  'illegal',
  'personal_data',
  // Issue 13: the categories a word list alone used to miss.
  'dangerous_challenge',
  'bullying',
  'grooming',
  'running_away',
  'eating_disorder',
  'profanity',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export const moderationSchema = z.object({
  blocked: z.boolean(),
  category: z.enum(SAFETY_CATEGORIES).nullable(),
  /** A disclosure of self-harm or abuse: answered by a scripted, caring message. */
  care: z.boolean(),
});
export type Moderation = z.infer<typeof moderationSchema>;

export const chatSummarySchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  message_count: z.number().int(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(['kid', 'ai']),
  content: z.string(),
  timestamp: z.string(),
  /** Set on a child's message the safety layer refused, and on the redirect that answered it. */
  safety_category: z.enum(SAFETY_CATEGORIES).nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatListResponseSchema = z.object({
  success: z.literal(true),
  chats: z.array(chatSummarySchema),
  /** True when the offline demo companion answers (no AI model configured): the UI says so. */
  demo_mode: z.boolean(),
});
export const chatResponseSchema = z.object({ success: z.literal(true), chat: chatSummarySchema });
export const chatMessagesResponseSchema = z.object({
  success: z.literal(true),
  chat: chatSummarySchema,
  messages: z.array(chatMessageSchema),
});

export const sendMessageBodySchema = z.object({
  content: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }),
  language: languageSchema.optional(),
});

export const chatReplyDoneSchema = z.object({
  message_id: z.string(),
  reply_id: z.string(),
  moderation: moderationSchema,
  tokens_left: z.number().int(),
  /** The conversation's title, set from its first message. */
  title: z.string().nullable(),
});
export type ChatReplyDone = z.infer<typeof chatReplyDoneSchema>;

export const chatReplyResponseSchema = z.object({
  success: z.literal(true),
  message: chatMessageSchema,
  reply: chatMessageSchema,
  moderation: moderationSchema,
  tokens_left: z.number().int(),
});
export type ChatReplyResponse = z.infer<typeof chatReplyResponseSchema>;
