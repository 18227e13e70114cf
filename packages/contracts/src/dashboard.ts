import { z } from 'zod';
import { SAFETY_CATEGORIES } from './chat';
import { languageSchema } from './common';

/*
 * GET  /api/parent/dashboard                   → DashboardResponse (spec §3 "dashboard data", plus charts)
 * GET  /api/parent/notifications               → NotificationsResponse (newest first, cursor-paginated)
 * POST /api/parent/notifications/{id}/read     → { success }
 * POST /api/parent/notifications/read-all      → { success }
 */

export const NOTIFICATION_KINDS = ['safety', 'care', 'low_tokens', 'subscription'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  child_id: z.string().nullable(),
  child_name: z.string().nullable(),
  /** For safety notifications: why the message was refused. */
  category: z.enum(SAFETY_CATEGORIES).nullable(),
  is_urgent: z.boolean(),
  /** Rendered by the server in the request's language. */
  title: z.string(),
  text: z.string(),
  /** Portal path to look at (a conversation, the history, the subscription page). */
  link: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  cursor: z.string().max(200, { error: 'validation.invalid' }).optional(),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(50, { error: 'validation.invalid' })
    .default(20),
  unread_only: z
    .enum(['true', 'false'], { error: 'validation.invalid_option' })
    .transform((v) => v === 'true')
    .optional(),
  language: languageSchema.optional(),
});

export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    notifications: z.array(notificationSchema),
    unread_count: z.number().int(),
    next_cursor: z.string().nullable(),
  }),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const dashboardChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  birth_date: z.string(),
  age: z.number().int(),
  avatar_url: z.string(),
  chat_count: z.number().int(),
  /** The child's latest message, ISO 8601; null when the child never chatted. */
  last_activity: z.string().nullable(),
});
export type DashboardChild = z.infer<typeof dashboardChildSchema>;

export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  parent: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    tokens: z.number().int(),
    plan: z.enum(['pro', 'none']),
  }),
  children: z.array(dashboardChildSchema),
  stats: z.object({
    total_chats: z.number().int(),
    total_messages: z.number().int(),
    /** Tokens spent on replies, ever. */
    tokens_used: z.number().int(),
    /** This week = the last 7 × 24 hours; last week = the 7 × 24 hours before. */
    chats_this_week: z.number().int(),
    chats_last_week: z.number().int(),
    messages_this_week: z.number().int(),
    messages_last_week: z.number().int(),
    tokens_this_week: z.number().int(),
    tokens_last_week: z.number().int(),
  }),
  recentActivities: z.array(
    z.object({
      id: z.string(),
      child_id: z.string(),
      child_name: z.string(),
      title: z.string(),
      updated_at: z.string(),
    }),
  ),
  notifications: z.object({
    unread_count: z.number().int(),
    /** The latest unread ones (at most 10). */
    items: z.array(notificationSchema),
  }),
  charts: z.object({
    /** The last 30 days (YYYY-MM-DD, parent's time zone), oldest first. */
    days: z.array(z.string()),
    /** Per child, messages sent by the child on each of `days` (same order and length). */
    messages_per_day: z.array(z.object({ child_id: z.string(), name: z.string(), counts: z.array(z.number().int()) })),
    /** Per child, conversations by topic category (unclassified = not summarised yet). */
    categories: z.array(
      z.object({
        child_id: z.string(),
        name: z.string(),
        counts: z.object({
          educational: z.number().int(),
          leisure: z.number().int(),
          mixed: z.number().int(),
          unclassified: z.number().int(),
        }),
      }),
    ),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
