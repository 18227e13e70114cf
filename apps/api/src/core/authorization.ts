import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { children } from '../db/schema';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/uuid';

export type ChildRow = typeof children.$inferSelect;

/**
 * The one ownership check (DESIGN §3): the child if it belongs to this parent, otherwise 404 —
 * another parent's child and a child that does not exist look exactly the same.
 */
export async function findOwnedChild(
  db: Executor,
  parentId: string,
  childId: string,
  options: { forUpdate?: boolean } = {},
) {
  if (!isUuid(childId)) throw new AppError('not_found');
  const query = db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) {
    // Answered alike; only the security activity learns that someone reached for another family's child.
    const [foreign] = await db.select({ id: children.id }).from(children).where(eq(children.id, childId)).limit(1);
    throw new AppError('not_found', { foreignResource: foreign !== undefined });
  }
  return row;
}
