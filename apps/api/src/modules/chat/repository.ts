import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { chatUsage, children, conversations, messages, parentalControls, parents } from '../../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** Everything the checks of a message need about the child, in one query. */
export async function loadChatContext(db: Executor, childId: string) {
  const [row] = await db
    .select({
      child: children,
      controls: parentalControls,
      parentTokens: parents.tokens,
      timeZone: parents.timeZone,
    })
    .from(children)
    .innerJoin(parentalControls, eq(parentalControls.childId, children.id))
    .innerJoin(parents, eq(parents.id, children.parentId))
    .where(eq(children.id, childId))
    .limit(1);
  return row;
}

export async function listConversations(db: Executor, childId: string, limit: number) {
  return db
    .select()
    .from(conversations)
    .where(eq(conversations.childId, childId))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(limit);
}

export async function findChildConversation(db: Executor, childId: string, conversationId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.childId, childId)))
    .limit(1);
  return row;
}

export async function findEmptyConversation(db: Executor, childId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.childId, childId), eq(conversations.messageCount, 0)))
    .orderBy(desc(conversations.createdAt))
    .limit(1);
  return row;
}

export async function insertConversation(db: Executor, values: { childId: string; parentId: string; now: Date }) {
  const [row] = await db
    .insert(conversations)
    .values({ childId: values.childId, parentId: values.parentId, createdAt: values.now, updatedAt: values.now })
    .returning();
  if (!row) throw new Error('conversation insert returned nothing');
  return row;
}

/** Conversations the child started on a given day of the parent's calendar. */
/**
 * Holds the child's row until the transaction ends: two messages racing to start the day's
 * last conversation (or spend its last minute) then check and write one after the other, on
 * PostgreSQL as on PGlite (issue 15). NO KEY UPDATE, so the rows that merely point at the
 * child (usage, conversations) can still be written by other transactions: a plain FOR UPDATE
 * deadlocked with them.
 */
export async function lockChildForLimits(tx: Executor, childId: string) {
  await tx.select({ id: children.id }).from(children).where(eq(children.id, childId)).for('no key update');
}

export async function countConversationsStartedOn(db: Executor, childId: string, day: string, timeZone: string) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      and(
        eq(conversations.childId, childId),
        sql`(${conversations.startedAt} at time zone ${timeZone})::date = ${day}::date`,
      ),
    );
  return row?.value ?? 0;
}

export async function findUsage(db: Executor, childId: string, day: string) {
  const [row] = await db
    .select()
    .from(chatUsage)
    .where(and(eq(chatUsage.childId, childId), eq(chatUsage.day, day)))
    .limit(1);
  return row;
}

/** Adds chat time for the day, creating the day's row on its first message. */
export async function addUsage(db: Executor, input: { childId: string; day: string; seconds: number; now: Date }) {
  await db
    .insert(chatUsage)
    .values({ childId: input.childId, day: input.day, seconds: input.seconds, lastActivityAt: input.now })
    .onConflictDoUpdate({
      target: [chatUsage.childId, chatUsage.day],
      set: { seconds: sql`${chatUsage.seconds} + ${input.seconds}`, lastActivityAt: input.now },
    });
}

export async function insertMessages(
  db: Executor,
  rows: Array<{
    /** Set when another row of the same insert refers to this one. */
    id?: string;
    conversationId: string;
    sender: 'kid' | 'ai';
    content: string;
    safetyCategory?: string | null;
    tokenCost?: number;
    /** The child's language: the message is searched in it. */
    language: string;
    /** On a reply: the child's message it answers. */
    replyTo?: string | null;
    createdAt: Date;
  }>,
) {
  return db.insert(messages).values(rows).returning();
}

export async function listMessages(db: Executor, conversationId: string) {
  return db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** The last turns of a conversation, oldest first, to give the model its context. */
export async function recentMessages(db: Executor, conversationId: string, limit: number) {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/** Records that messages were added: counters, times, and the start and title on the first one. */
export async function touchConversation(
  db: Executor,
  conversationId: string,
  input: { added: number; now: Date; title?: string | null; markStarted: boolean },
) {
  await db
    .update(conversations)
    .set({
      messageCount: sql`${conversations.messageCount} + ${input.added}`,
      lastMessageAt: input.now,
      updatedAt: input.now,
      ...(input.markStarted
        ? { startedAt: sql`coalesce(${conversations.startedAt}, ${input.now.toISOString()}::timestamptz)` }
        : {}),
      ...(input.title ? { title: sql`coalesce(${conversations.title}, ${input.title})` } : {}),
    })
    .where(eq(conversations.id, conversationId));
}

export async function findMessage(db: Executor, conversationId: string, messageId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
    .limit(1);
  return row;
}
