import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { children, notifications } from '../../db/schema';

export async function listNotifications(
  db: Executor,
  input: { parentId: string; before?: { createdAt: Date; id: string }; unreadOnly: boolean; limit: number },
) {
  const conditions: SQL[] = [eq(notifications.parentId, input.parentId)];
  if (input.unreadOnly) conditions.push(isNull(notifications.readAt));
  if (input.before) {
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (${input.before.createdAt.toISOString()}::timestamptz, ${input.before.id}::uuid)`,
    );
  }
  return db
    .select({ notification: notifications, childName: children.name })
    .from(notifications)
    .leftJoin(children, eq(children.id, notifications.childId))
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.limit);
}

/** Marks one of the parent's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(db: Executor, parentId: string, notificationId: string, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.parentId, parentId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, parentId: string, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.parentId, parentId), isNull(notifications.readAt)));
}
