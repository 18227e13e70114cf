import { MAX_CHILDREN_WITH_PLAN, MAX_CHILDREN_WITHOUT_PLAN } from '@kiddo/contracts';
import type { Executor } from '../db/database';

export type Plan = 'pro' | 'none';

/**
 * The parent's plan, the one place every rule that depends on it asks (profile limit, audio).
 * Subscriptions arrive with the payments issue; until then no account can be pro.
 */
export async function currentPlan(_db: Executor, _parentId: string): Promise<Plan> {
  return 'none';
}

export function childProfileLimit(plan: Plan): number {
  return plan === 'pro' ? MAX_CHILDREN_WITH_PLAN : MAX_CHILDREN_WITHOUT_PLAN;
}
