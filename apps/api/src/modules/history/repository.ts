import type { ConversationCategory } from '@kiddo/contracts';
import { and, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryPreparedRows } from '../../db/database';
import { children, conversations, messages, parents } from '../../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/**
 * A keyword as a full-text query in each message's own language (portuguese, english or
 * spanish), accent-insensitive: the search column holds unaccented, stemmed words, so the
 * query is unaccented and stemmed the same way. Written as three alternatives on a constant
 * configuration each, so PostgreSQL can use the GIN index as well as the owner filter.
 */
export function matchesKeyword(keyword: string): SQL {
  const query = (config: string, language: string) =>
    sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig, kiddo_search_text(${sql.raw(`'${language}'`)}, ${keyword}))`;
  return sql`(
    (${messages.language} = 'en' AND ${messages.searchVector} @@ ${query('english', 'en')}) OR
    (${messages.language} = 'es' AND ${messages.searchVector} @@ ${query('spanish', 'es')}) OR
    (${messages.language} NOT IN ('en', 'es') AND ${messages.searchVector} @@ ${query('portuguese', 'pt')})
  )`;
}

/*
 * How many of a conversation's child messages were refused, and its latest message. The outer
 * column is spelled out: Drizzle leaves columns unqualified in one-table selects, and a bare
 * "id" inside the subquery would be the message's.
 */
const outerConversationId = sql.raw('"conversations"."id"');
const refusedCount = sql<number>`(
  SELECT count(*)::int FROM ${messages} refused
  WHERE refused.conversation_id = ${outerConversationId} AND refused.sender = 'kid' AND refused.safety_category IS NOT NULL
)`.as('refused_count');
const latestMessage = sql<{ content: string; created_at: string } | null>`(
  SELECT json_build_object('content', latest.content, 'created_at', latest.created_at)
  FROM ${messages} latest WHERE latest.conversation_id = ${outerConversationId}
  ORDER BY latest.created_at DESC, latest.id DESC LIMIT 1
)`.as('latest_message');

export const listColumns = {
  id: conversations.id,
  childId: conversations.childId,
  title: conversations.title,
  summary: conversations.summary,
  category: conversations.category,
  startedAt: conversations.startedAt,
  createdAt: conversations.createdAt,
  updatedAt: conversations.updatedAt,
  lastMessageAt: conversations.lastMessageAt,
  messageCount: conversations.messageCount,
  refusedCount,
  latestMessage,
};
export type ListedConversation = {
  id: string;
  childId: string;
  title: string | null;
  summary: string | null;
  category: string | null;
  startedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  lastMessageAt: Date | null;
  messageCount: number;
  refusedCount: number;
  latestMessage: { content: string; created_at: string } | null;
};

export interface HistoryFilter {
  childId: string;
  /** Keyset: conversations strictly before this (started_at, id). */
  before?: { startedAt: Date; id: string };
  limit: number;
  timeZone: string;
  from?: string;
  to?: string;
  category?: ConversationCategory;
  keyword?: string;
}

/**
 * One page of a child's conversations, newest first. Keyset pagination on (started_at, id)
 * walks the (child_id, started_at) index, so a page costs the same whatever the history's length.
 * Only conversations with a message are history: an opened, empty one is not.
 */
export async function listChildConversations(db: Executor, filter: HistoryFilter): Promise<ListedConversation[]> {
  const conditions: SQL[] = [eq(conversations.childId, filter.childId), gt(conversations.messageCount, 0)];
  if (filter.before) {
    conditions.push(
      sql`(${conversations.startedAt}, ${conversations.id}) < (${filter.before.startedAt.toISOString()}::timestamptz, ${filter.before.id}::uuid)`,
    );
  }
  if (filter.from) {
    conditions.push(
      sql`${conversations.startedAt} >= (${filter.from}::date)::timestamp AT TIME ZONE ${filter.timeZone}`,
    );
  }
  if (filter.to) {
    conditions.push(
      sql`${conversations.startedAt} < ((${filter.to}::date + 1)::timestamp AT TIME ZONE ${filter.timeZone})`,
    );
  }
  if (filter.category) conditions.push(eq(conversations.category, filter.category));
  if (filter.keyword) {
    conditions.push(sql`(
      kiddo_unaccent(coalesce(${conversations.title}, '')) ILIKE '%' || kiddo_unaccent(${escapeLike(filter.keyword)}) || '%'
      OR EXISTS (SELECT 1 FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id} AND ${matchesKeyword(filter.keyword)})
    )`);
  }
  return (await db
    .select(listColumns)
    .from(conversations)
    .where(and(...conditions))
    .orderBy(desc(conversations.startedAt), desc(conversations.id))
    .limit(filter.limit)) as ListedConversation[];
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A conversation of this parent (with its child), or undefined — another parent's looks the same as none. */
export async function findParentConversation(db: Executor, parentId: string, conversationId: string) {
  const [row] = await db
    .select({ conversation: listColumns, child: children, timeZone: parents.timeZone })
    .from(conversations)
    .innerJoin(children, eq(children.id, conversations.childId))
    .innerJoin(parents, eq(parents.id, conversations.parentId))
    .where(and(eq(conversations.id, conversationId), eq(conversations.parentId, parentId)))
    .limit(1);
  return row as { conversation: ListedConversation; child: typeof children.$inferSelect; timeZone: string } | undefined;
}

export async function listMessages(db: Executor, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

export async function deleteConversation(db: Executor, conversationId: string) {
  await db.delete(conversations).where(eq(conversations.id, conversationId));
}

export async function saveSummary(
  db: Executor,
  conversationId: string,
  values: { title: string; summary: string; category: ConversationCategory; source: 'model' | 'extractive'; now: Date },
) {
  const [row] = await db
    .update(conversations)
    .set({
      title: values.title,
      summary: values.summary,
      category: values.category,
      summarySource: values.source,
      summarizedAt: values.now,
    })
    .where(eq(conversations.id, conversationId))
    .returning({ id: conversations.id });
  return row !== undefined;
}

/** The latest conversations of each of the parent's children (at most `perChild` each). */
export async function latestConversationsPerChild(db: Executor, parentId: string, perChild: number) {
  const ranked = db
    .select({
      ...listColumns,
      position:
        sql<number>`row_number() over (partition by ${conversations.childId} order by ${conversations.startedAt} desc, ${conversations.id} desc)`.as(
          'position',
        ),
    })
    .from(conversations)
    .where(and(eq(conversations.parentId, parentId), gt(conversations.messageCount, 0)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(sql`${ranked.position} <= ${perChild}`);
  return rows as unknown as ListedConversation[];
}

export interface SearchRow {
  message_id: string;
  conversation_id: string;
  conversation_title: string | null;
  conversation_started_at: string | Date | null;
  child_id: string;
  child_name: string;
  sender: 'kid' | 'ai';
  created_at: string | Date;
  content: string;
  unaccented: string;
  headline: string;
  rank: number | string;
  /** The parent's, for naming a conversation that has no title yet. */
  time_zone: string;
}

/** Marks ts_headline puts around matched words; control characters never typed in a chat. */
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';

/**
 * Full-text search over the parent's children's messages, best first. The snippet is made
 * on the unaccented text (where the query matches) and mapped back to the original by the service.
 * The keyword becomes a query in each language once per search (the `query` row), not once per
 * message; a prepared statement, one per shape (ADR 013).
 */
export async function searchMessages(
  db: Executor,
  input: { parentId: string; childId?: string; keyword: string; limit: number },
): Promise<SearchRow[]> {
  const perMessage = sql.raw(
    "CASE m.language WHEN 'en' THEN query.english WHEN 'es' THEN query.spanish ELSE query.portuguese END",
  );
  return queryPreparedRows<SearchRow>(
    db,
    input.childId ? 'search_messages_of_child' : 'search_messages',
    sql`
    WITH query AS (
      SELECT websearch_to_tsquery('english', kiddo_search_text('en', ${input.keyword}::text)) AS english,
        websearch_to_tsquery('spanish', kiddo_search_text('es', ${input.keyword}::text)) AS spanish,
        websearch_to_tsquery('portuguese', kiddo_search_text('pt', ${input.keyword}::text)) AS portuguese
    )
    SELECT m.id AS message_id, c.id AS conversation_id, c.title AS conversation_title,
      c.started_at AS conversation_started_at, ch.id AS child_id, ch.name AS child_name,
      p.time_zone, m.sender, m.created_at, m.content,
      kiddo_search_text(m.language, m.content) AS unaccented,
      ts_headline(kiddo_search_config(m.language), kiddo_search_text(m.language, m.content), ${perMessage},
        ${`StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, ShortWord=2`}) AS headline,
      ts_rank(m.search_vector, ${perMessage}) AS rank
    FROM query, messages m
    JOIN conversations c ON c.id = m.conversation_id
    JOIN children ch ON ch.id = c.child_id
    JOIN parents p ON p.id = c.parent_id
    WHERE c.parent_id = ${input.parentId}::uuid
      ${input.childId ? sql`AND c.child_id = ${input.childId}::uuid` : sql``}
      AND (
        (m.language = 'en' AND m.search_vector @@ query.english) OR
        (m.language = 'es' AND m.search_vector @@ query.spanish) OR
        (m.language NOT IN ('en', 'es') AND m.search_vector @@ query.portuguese)
      )
    ORDER BY rank DESC, m.created_at DESC
    LIMIT ${input.limit}::int`,
  );
}
