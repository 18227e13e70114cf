import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { parents } from '../db/schema';

export type ParentRow = typeof parents.$inferSelect;

/** Shared look-ups of the parent account, used by every feature that acts for a parent. */
export async function findParentById(db: Executor, id: string): Promise<ParentRow | undefined> {
  const [row] = await db.select().from(parents).where(eq(parents.id, id)).limit(1);
  return row;
}

export async function findParentByEmail(db: Executor, email: string): Promise<ParentRow | undefined> {
  const [row] = await db.select().from(parents).where(eq(parents.email, email)).limit(1);
  return row;
}
