import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ChildRow } from '../../core/authorization';
import type { Executor } from '../../db/database';
import { children, parentalControls, parents } from '../../db/schema';

export type ControlsRow = typeof parentalControls.$inferSelect;
export type ChildInsert = typeof children.$inferInsert;
export type ControlsChanges = Partial<Omit<ControlsRow, 'childId' | 'updatedAt'>>;

export async function listChildren(db: Executor, parentId: string): Promise<ChildRow[]> {
  return db
    .select()
    .from(children)
    .where(eq(children.parentId, parentId))
    .orderBy(asc(children.createdAt), asc(children.id));
}

export async function countChildren(db: Executor, parentId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(children).where(eq(children.parentId, parentId));
  return row?.value ?? 0;
}

/** The controls of several children in one query, keyed by child id. */
export async function findControls(db: Executor, childIds: string[]): Promise<Map<string, ControlsRow>> {
  if (childIds.length === 0) return new Map();
  const rows = await db.select().from(parentalControls).where(inArray(parentalControls.childId, childIds));
  return new Map(rows.map((row) => [row.childId, row]));
}

/** Locks the parent's row so that concurrent creations cannot pass the profile limit together. */
export async function lockParent(db: Executor, parentId: string) {
  const [row] = await db
    .select({ timeZone: parents.timeZone })
    .from(parents)
    .where(eq(parents.id, parentId))
    .for('update');
  return row;
}

export async function findParentTimeZone(db: Executor, parentId: string): Promise<string | undefined> {
  const [row] = await db.select({ timeZone: parents.timeZone }).from(parents).where(eq(parents.id, parentId)).limit(1);
  return row?.timeZone;
}

/** Inserts the child unless the username is taken in the family; answers undefined when it was. */
export async function insertChild(db: Executor, values: ChildInsert): Promise<ChildRow | undefined> {
  const [row] = await db
    .insert(children)
    .values(values)
    .onConflictDoNothing({ target: [children.parentId, children.username] })
    .returning();
  return row;
}

export async function insertControls(db: Executor, childId: string, values: ControlsChanges) {
  const [row] = await db
    .insert(parentalControls)
    .values({ childId, ...values })
    .returning();
  if (!row) throw new Error('controls insert returned nothing');
  return row;
}

export async function updateChild(db: Executor, childId: string, values: Partial<ChildInsert>): Promise<ChildRow> {
  const [row] = await db.update(children).set(values).where(eq(children.id, childId)).returning();
  if (!row) throw new Error(`child ${childId} vanished during an update`);
  return row;
}

export async function updateControls(
  db: Executor,
  childId: string,
  values: ControlsChanges,
  now: Date,
): Promise<ControlsRow> {
  const [row] = await db
    .update(parentalControls)
    .set({ ...values, updatedAt: now })
    .where(eq(parentalControls.childId, childId))
    .returning();
  if (!row) throw new Error(`controls of ${childId} missing`);
  return row;
}

/** Usernames are unique inside a family only (issue 15): another family's children stay invisible. */
export async function isUsernameTaken(db: Executor, parentId: string, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.parentId, parentId), eq(children.username, username)))
    .limit(1);
  return Boolean(row);
}

export async function deleteChild(db: Executor, childId: string) {
  await db.delete(children).where(eq(children.id, childId));
}

export async function findChildByAccessTokenHash(db: Executor, tokenHash: string): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(eq(children.accessTokenHash, tokenHash)).limit(1);
  return row;
}

/** The child a family code and a username name together, if any. */
export async function findChildByFamilyAndUsername(
  db: Executor,
  familyCode: string,
  username: string,
): Promise<ChildRow | undefined> {
  const [row] = await db
    .select({ child: children })
    .from(children)
    .innerJoin(parents, eq(parents.id, children.parentId))
    .where(and(eq(parents.familyCode, familyCode), eq(children.username, username)))
    .limit(1);
  return row?.child;
}

export async function findChildById(db: Executor, childId: string): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(eq(children.id, childId)).limit(1);
  return row;
}
