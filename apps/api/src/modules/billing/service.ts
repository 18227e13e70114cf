import { randomUUID } from 'node:crypto';
import {
  type Language,
  PRO_PLAN,
  REPEATED_CANCELLATION_WINDOW_DAYS,
  SUBSCRIPTION_BLOCK_DAYS,
  type SubscriptionInfo,
  type TokenPackageId,
} from '@kiddo/contracts';
import type { AppDeps } from '../../app';
import * as parents from '../../core/parents';
import { isProSubscription } from '../../core/plans';
import { AppError } from '../../lib/app-error';
import { findPackage } from './catalog';
import * as repo from './repository';

const DAY_MS = 86_400_000;

/**
 * The parent's plan and purchases (spec §7 Subscription, DESIGN §2 and §4). Starting a purchase
 * only returns a checkout URL: tokens and pro come solely from verified payment events.
 */
export function createSubscriptionService(deps: AppDeps) {
  const { db, payments } = deps;

  async function info(parentId: string): Promise<SubscriptionInfo> {
    const now = deps.now();
    const parent = await parents.findParentById(db, parentId);
    if (!parent) throw new AppError('unauthorized');
    const subscription = await repo.findSubscription(db, parentId);
    const isPro = isProSubscription(subscription, now);
    const blockedUntil =
      subscription?.blockedUntil && subscription.blockedUntil > now ? subscription.blockedUntil : null;
    return {
      pro_user: isPro,
      tokens: parent.tokens,
      can_subscribe: !isPro && !blockedUntil,
      status: !subscription ? 'none' : isPro ? (subscription.status as 'active' | 'canceled') : 'ended',
      current_period_end: isPro ? (subscription?.currentPeriodEnd?.toISOString() ?? null) : null,
      cancel_at_period_end: isPro ? Boolean(subscription?.cancelAtPeriodEnd) : false,
      blocked_until: blockedUntil?.toISOString() ?? null,
      checkout: payments.kind,
    };
  }

  async function startCheckout(
    parentId: string,
    input: { kind: 'package' | 'pro'; packageId?: TokenPackageId; language: Language },
  ) {
    const parent = await parents.findParentById(db, parentId);
    if (!parent) throw new AppError('unauthorized');
    const pkg = input.packageId ? findPackage(input.packageId) : undefined;
    const checkoutId = `cs_kiddo_${randomUUID().replaceAll('-', '')}`;
    await repo.insertCheckout(db, {
      id: checkoutId,
      parentId,
      kind: input.kind,
      packageId: input.packageId ?? null,
      createdAt: deps.now(),
    });
    const back = `${deps.config.publicUrl}/subscription`;
    try {
      const { url } = await payments.createCheckout({
        checkoutId,
        parentId,
        email: parent.email,
        kind: input.kind,
        packageId: input.packageId,
        productName: pkg
          ? `Kiddo ${pkg.name} — ${pkg.tokens} tokens`
          : `${PRO_PLAN.name} — ${PRO_PLAN.monthly_tokens} tokens/mês`,
        amountCents: pkg?.price_cents ?? PRO_PLAN.price_cents,
        successUrl: `${back}?checkout=success&kind=${input.kind}`,
        cancelUrl: `${back}?checkout=cancelled&kind=${input.kind}`,
      });
      return input.kind === 'package' || payments.kind === 'stripe' ? url : `${url}?language=${input.language}`;
    } catch (error) {
      deps.logger.error({ err: error }, 'the payment provider refused to start a checkout');
      throw new AppError('payments_unavailable', { cause: error });
    }
  }

  return {
    info,

    async buyPackage(parentId: string, packageId: TokenPackageId, language: Language) {
      return startCheckout(parentId, { kind: 'package', packageId, language });
    },

    async subscribePro(parentId: string, language: Language) {
      const current = await info(parentId);
      if (current.pro_user) throw new AppError('already_subscribed');
      if (current.blocked_until) throw new AppError('subscription_blocked');
      return startCheckout(parentId, { kind: 'pro', language });
    },

    /**
     * Cancels at the end of the paid period (DESIGN §4): pro and the tokens granted stay until
     * then. A second cancellation within 30 days blocks new subscriptions for 30 days.
     */
    async cancel(parentId: string) {
      const now = deps.now();
      const providerId = await db.transaction(async (tx) => {
        const subscription = await repo.findSubscription(tx, parentId, { forUpdate: true });
        if (subscription?.status !== 'active' || !isProSubscription(subscription, now)) {
          throw new AppError('no_active_subscription');
        }
        await repo.recordCancellation(tx, parentId, now);
        const recent = await repo.countCancellationsSince(
          tx,
          parentId,
          new Date(now.getTime() - REPEATED_CANCELLATION_WINDOW_DAYS * DAY_MS),
        );
        await repo.upsertSubscription(tx, parentId, {
          status: 'canceled',
          cancelAtPeriodEnd: true,
          ...(recent >= 2 ? { blockedUntil: new Date(now.getTime() + SUBSCRIPTION_BLOCK_DAYS * DAY_MS) } : {}),
          now,
        });
        return subscription.providerSubscriptionId;
      });
      if (providerId) {
        try {
          await payments.cancelAtPeriodEnd(providerId);
        } catch (error) {
          // Our record already says it ends; the provider's own webhook will agree once reachable.
          deps.logger.error({ err: error }, 'the payment provider did not take the cancellation yet');
        }
      }
      return info(parentId);
    },
  };
}
