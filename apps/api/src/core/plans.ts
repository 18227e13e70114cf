import { MAX_CHILDREN_WITH_PLAN, MAX_CHILDREN_WITHOUT_PLAN } from '@kiddo/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { subscriptions } from '../db/schema';

export type Plan = 'pro' | 'none';

/** Pro while a subscription's paid period lasts, cancelled or not (DESIGN §4: cancellation ends at period end). */
export function isProSubscription(
  row: { status: string; currentPeriodEnd: Date | null } | undefined,
  now: Date,
): boolean {
  return Boolean(
    row && (row.status === 'active' || row.status === 'canceled') && row.currentPeriodEnd && row.currentPeriodEnd > now,
  );
}

/** The parent's plan: the one place every rule that depends on it asks (profile limit, audio). */
export async function currentPlan(db: Executor, parentId: string, now: Date = new Date()): Promise<Plan> {
  const [row] = await db
    .select({ status: subscriptions.status, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.parentId, parentId))
    .limit(1);
  return isProSubscription(row, now) ? 'pro' : 'none';
}

export function childProfileLimit(plan: Plan): number {
  return plan === 'pro' ? MAX_CHILDREN_WITH_PLAN : MAX_CHILDREN_WITHOUT_PLAN;
}
