import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  checkouts,
  children,
  parentalControls,
  paymentEvents,
  subscriptionCancellations,
  subscriptions,
} from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;

export async function findSubscription(db: Executor, parentId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(subscriptions).where(eq(subscriptions.parentId, parentId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findSubscriptionByProviderId(db: Executor, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1)
    .for('update');
  return row;
}

export async function upsertSubscription(
  db: Executor,
  parentId: string,
  values: Partial<Omit<SubscriptionRow, 'parentId'>> & { now: Date },
) {
  const { now, ...changes } = values;
  const [row] = await db
    .insert(subscriptions)
    .values({ parentId, status: 'active', provider: 'test', ...changes, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.parentId, set: { ...changes, updatedAt: now } })
    .returning();
  if (!row) throw new Error('subscription upsert returned nothing');
  return row;
}

export async function recordCancellation(db: Executor, parentId: string, now: Date) {
  await db.insert(subscriptionCancellations).values({ parentId, createdAt: now });
}

export async function countCancellationsSince(db: Executor, parentId: string, since: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(subscriptionCancellations)
    .where(and(eq(subscriptionCancellations.parentId, parentId), gte(subscriptionCancellations.createdAt, since)));
  return row?.value ?? 0;
}

export async function insertCheckout(db: Executor, values: typeof checkouts.$inferInsert) {
  await db.insert(checkouts).values(values);
}

export async function findCheckout(db: Executor, id: string) {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
  return row;
}

export async function setCheckoutStatus(db: Executor, id: string, status: 'paid' | 'canceled') {
  await db
    .update(checkouts)
    .set({ status })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')));
}

/** Records an event id; answers false when it was already recorded (a replay or duplicate). */
export async function claimEvent(
  db: Executor,
  values: { id: string; type: string; parentId: string | null; createdAt: Date; now: Date },
) {
  const inserted = await db
    .insert(paymentEvents)
    .values({
      id: values.id,
      type: values.type,
      parentId: values.parentId,
      createdAt: values.createdAt,
      receivedAt: values.now,
    })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Audio is a pro feature: when pro ends, it is switched off on every child of the parent. */
export async function switchOffAudio(db: Executor, parentId: string) {
  await db
    .update(parentalControls)
    .set({ audioEnabled: false })
    .where(
      inArray(
        parentalControls.childId,
        db.select({ id: children.id }).from(children).where(eq(children.parentId, parentId)),
      ),
    );
}

/**
 * Subscriptions whose paid period is over, locked for this worker only (SKIP LOCKED), so any
 * number of processes can run the renewal job without doing one twice.
 */
export async function claimDueSubscriptions(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ['active', 'canceled']), lte(subscriptions.currentPeriodEnd, now)))
    .orderBy(subscriptions.currentPeriodEnd)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export const isProSql = (now: Date) =>
  sql`${subscriptions.status} in ('active', 'canceled') and ${subscriptions.currentPeriodEnd} > ${now.toISOString()}::timestamptz`;
