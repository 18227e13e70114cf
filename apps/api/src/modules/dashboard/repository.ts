import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

/*
 * The dashboard's figures in one round trip: every part starts from the parent's
 * conversations (conversations carry parent_id) and reaches messages through their
 * conversation index. Parts are JSON so that one row carries them all.
 */

export interface DashboardFigures {
  conversation_stats: Record<string, number | string>;
  message_stats: Record<string, number | string>;
  per_day: Array<{ child_id: string; day: string; count: number }>;
  categories: Array<{ child_id: string; category: string | null; count: number }>;
  recent: Array<{
    id: string;
    child_id: string;
    child_name: string;
    title: string | null;
    started_at: string;
    updated_at: string;
  }>;
}

export async function dashboardFigures(
  db: Executor,
  input: {
    parentId: string;
    weekStart: Date;
    previousWeekStart: Date;
    firstDay: string;
    timeZone: string;
    recent: number;
  },
): Promise<DashboardFigures> {
  const week = sql`${input.weekStart.toISOString()}::timestamptz`;
  const previousWeek = sql`${input.previousWeekStart.toISOString()}::timestamptz`;
  const [row] = await queryRows<DashboardFigures>(
    db,
    sql`
    WITH conv AS (
      SELECT id, child_id, title, category, started_at, created_at, updated_at, message_count
      FROM conversations WHERE parent_id = ${input.parentId}
    ), msg AS (
      SELECT m.created_at, m.token_cost, m.sender, c.child_id
      FROM messages m JOIN conv c ON c.id = m.conversation_id
    )
    SELECT
      (SELECT json_build_object(
        'total_chats', count(*) FILTER (WHERE message_count > 0),
        'total_messages', coalesce(sum(message_count), 0),
        'chats_this_week', count(*) FILTER (WHERE message_count > 0 AND started_at >= ${week}),
        'chats_last_week', count(*) FILTER (WHERE message_count > 0 AND started_at >= ${previousWeek} AND started_at < ${week})
      ) FROM conv) AS conversation_stats,
      (SELECT json_build_object(
        'tokens_used', coalesce(sum(token_cost), 0),
        'messages_this_week', count(*) FILTER (WHERE created_at >= ${week}),
        'messages_last_week', count(*) FILTER (WHERE created_at >= ${previousWeek} AND created_at < ${week}),
        'tokens_this_week', coalesce(sum(token_cost) FILTER (WHERE created_at >= ${week}), 0),
        'tokens_last_week', coalesce(sum(token_cost) FILTER (WHERE created_at >= ${previousWeek} AND created_at < ${week}), 0)
      ) FROM msg) AS message_stats,
      (SELECT coalesce(json_agg(d), '[]'::json) FROM (
        SELECT child_id, to_char((created_at AT TIME ZONE ${input.timeZone})::date, 'YYYY-MM-DD') AS day, count(*) AS count
        FROM msg
        WHERE sender = 'kid' AND created_at >= (${input.firstDay}::date)::timestamp AT TIME ZONE ${input.timeZone}
        GROUP BY 1, 2
      ) d) AS per_day,
      (SELECT coalesce(json_agg(k), '[]'::json) FROM (
        SELECT child_id, category, count(*) AS count FROM conv WHERE message_count > 0 GROUP BY 1, 2
      ) k) AS categories,
      (SELECT coalesce(json_agg(r), '[]'::json) FROM (
        SELECT conv.id, conv.child_id, children.name AS child_name, conv.title,
          coalesce(conv.started_at, conv.created_at) AS started_at, conv.updated_at
        FROM conv JOIN children ON children.id = conv.child_id
        WHERE conv.message_count > 0
        ORDER BY conv.updated_at DESC, conv.id DESC
        LIMIT ${input.recent}
      ) r) AS recent`,
  );
  if (!row) throw new Error('the dashboard query answered no row');
  // node-postgres parses json columns; PGlite may hand them over as text.
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    conversation_stats: parse(row.conversation_stats),
    message_stats: parse(row.message_stats),
    per_day: parse(row.per_day),
    categories: parse(row.categories),
    recent: parse(row.recent),
  };
}
