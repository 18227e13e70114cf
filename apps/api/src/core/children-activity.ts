import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { children, conversations } from '../db/schema';

/** The parent's children with how many conversations each has and when each last chatted. */
export async function childrenWithActivity(db: Executor, parentId: string) {
  return db
    .select({
      child: children,
      conversationCount: sql<number>`count(${conversations.id})::int`,
      lastActivity: sql<Date | null>`max(${conversations.lastMessageAt})`,
    })
    .from(children)
    .leftJoin(conversations, and(eq(conversations.childId, children.id), gt(conversations.messageCount, 0)))
    .where(eq(children.parentId, parentId))
    .groupBy(children.id)
    .orderBy(asc(children.createdAt));
}
