import { sql } from 'drizzle-orm';
import type { NotificationRow } from '../../core/notifications';
import { type Executor, queryPreparedRows } from '../../db/database';

/*
 * The whole dashboard in one round trip, as one prepared statement (ADR 013). The figures come
 * from child_daily_activity, a row per child per day kept by the database's own triggers, so the
 * cost does not grow with the length of the history; the rest reads a few indexed rows. Parts
 * are JSON so that one row carries them all.
 */

interface DashboardRow {
  parent: {
    id: string;
    name: string;
    email: string;
    tokens: number;
    time_zone: string;
    /** Today in the parent's time zone, YYYY-MM-DD. */
    today: string;
  } | null;
  subscription: { status: string; current_period_end: string | null } | null;
  children: Array<{
    id: string;
    name: string;
    username: string;
    birth_date: string;
    avatar_key: string | null;
    chat_count: number;
    last_activity: string | null;
  }>;
  stats: Record<string, number>;
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
  unread_count: number;
  notifications: Array<{
    id: string;
    parent_id: string;
    child_id: string | null;
    kind: string;
    data: NotificationRow['data'];
    is_urgent: boolean;
    read_at: string | null;
    emailed_at: string | null;
    created_at: string;
    child_name: string | null;
  }>;
}

export type DashboardData = Omit<DashboardRow, 'parent' | 'notifications'> & {
  parent: NonNullable<DashboardRow['parent']>;
  notifications: Array<{ notification: NotificationRow; childName: string | null }>;
};

export async function readDashboard(
  db: Executor,
  input: { parentId: string; now: Date; chartDays: number; recent: number; notifications: number },
): Promise<DashboardData | undefined> {
  const parentId = sql`${input.parentId}::uuid`;
  const [row] = await queryPreparedRows<DashboardRow>(
    db,
    'dashboard',
    sql`
    WITH parent AS (
      SELECT id, name, email, tokens, time_zone,
        to_char((${input.now.toISOString()}::timestamptz AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today
      FROM parents WHERE id = ${parentId}
    ), days AS (
      SELECT a.child_id, a.day, a.conversations, a.messages, a.kid_messages, a.tokens,
        (p.today::date - a.day) AS age
      FROM child_daily_activity a, parent p
      WHERE a.parent_id = ${parentId}
    )
    SELECT
      (SELECT row_to_json(p) FROM parent p) AS parent,
      (SELECT row_to_json(s) FROM (
        SELECT status, current_period_end FROM subscriptions WHERE parent_id = ${parentId}
      ) s) AS subscription,
      (SELECT coalesce(json_agg(k ORDER BY k.created_at), '[]'::json) FROM (
        SELECT ch.id, ch.name, ch.username, ch.birth_date, ch.avatar_key, ch.created_at,
          (SELECT coalesce(sum(d.conversations), 0)::int FROM days d WHERE d.child_id = ch.id) AS chat_count,
          (SELECT max(c.last_message_at) FROM conversations c WHERE c.child_id = ch.id) AS last_activity
        FROM children ch WHERE ch.parent_id = ${parentId}
      ) k) AS children,
      (SELECT json_build_object(
        'total_chats', coalesce(sum(conversations), 0),
        'total_messages', coalesce(sum(messages), 0),
        'tokens_used', coalesce(sum(tokens), 0),
        'chats_this_week', coalesce(sum(conversations) FILTER (WHERE age < 7), 0),
        'chats_last_week', coalesce(sum(conversations) FILTER (WHERE age >= 7 AND age < 14), 0),
        'messages_this_week', coalesce(sum(messages) FILTER (WHERE age < 7), 0),
        'messages_last_week', coalesce(sum(messages) FILTER (WHERE age >= 7 AND age < 14), 0),
        'tokens_this_week', coalesce(sum(tokens) FILTER (WHERE age < 7), 0),
        'tokens_last_week', coalesce(sum(tokens) FILTER (WHERE age >= 7 AND age < 14), 0)
      ) FROM days) AS stats,
      (SELECT coalesce(json_agg(json_build_object(
        'child_id', child_id, 'day', to_char(day, 'YYYY-MM-DD'), 'count', kid_messages
      )), '[]'::json) FROM days WHERE age >= 0 AND age < ${input.chartDays}::int AND kid_messages > 0) AS per_day,
      (SELECT coalesce(json_agg(k), '[]'::json) FROM (
        SELECT child_id, category, count(*)::int AS count
        FROM conversations WHERE parent_id = ${parentId} AND message_count > 0 GROUP BY 1, 2
      ) k) AS categories,
      (SELECT coalesce(json_agg(r), '[]'::json) FROM (
        SELECT c.id, c.child_id, ch.name AS child_name, c.title,
          coalesce(c.started_at, c.created_at) AS started_at, c.updated_at
        FROM conversations c JOIN children ch ON ch.id = c.child_id
        WHERE c.parent_id = ${parentId} AND c.message_count > 0
        ORDER BY c.updated_at DESC, c.id DESC
        LIMIT ${input.recent}::int
      ) r) AS recent,
      (SELECT count(*)::int FROM notifications WHERE parent_id = ${parentId} AND read_at IS NULL) AS unread_count,
      (SELECT coalesce(json_agg(n), '[]'::json) FROM (
        SELECT n.id, n.parent_id, n.child_id, n.kind, n.data, n.is_urgent, n.read_at, n.emailed_at, n.created_at,
          ch.name AS child_name
        FROM notifications n LEFT JOIN children ch ON ch.id = n.child_id
        WHERE n.parent_id = ${parentId} AND n.read_at IS NULL
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT ${input.notifications}::int
      ) n) AS notifications`,
  );
  if (!row) throw new Error('the dashboard query answered no row');
  // node-postgres parses json columns; PGlite may hand them over as text.
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  const parent = parse(row.parent);
  if (!parent) return undefined;
  const date = (value: string | null) => (value === null ? null : new Date(value));
  return {
    parent,
    subscription: parse(row.subscription),
    children: parse(row.children),
    stats: parse(row.stats),
    per_day: parse(row.per_day),
    categories: parse(row.categories),
    recent: parse(row.recent),
    unread_count: Number(row.unread_count),
    notifications: parse(row.notifications).map((n) => ({
      notification: {
        id: n.id,
        parentId: n.parent_id,
        childId: n.child_id,
        kind: n.kind,
        data: n.data,
        isUrgent: n.is_urgent,
        readAt: date(n.read_at),
        emailedAt: date(n.emailed_at),
        createdAt: new Date(n.created_at),
      },
      childName: n.child_name,
    })),
  };
}
