import { PRO_PLAN } from '@kiddo/contracts';
import type { AppDeps } from '../../app';
import { mailNotification, recordNotification } from '../../core/notifications';
import { findParentById } from '../../core/parents';
import { creditTokens } from '../../core/token-ledger';
import type { Tx } from '../../db/database';
import { isUuid } from '../../lib/uuid';
import type { PaymentEvent } from '../../plugins/payments';
import { findPackage } from './catalog';
import * as subscriptions from './repository';

const MONTH_MS = 30 * 86_400_000;

/** Why an event was refused: answered to the provider as 400, and nothing changed. */
export class RejectedEvent extends Error {}

type Outcome = 'applied' | 'duplicate' | 'ignored';

const seconds = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000) : null);

/**
 * Applies one verified payment event. The event id is recorded under a unique key in the same
 * transaction as its effect, so a replayed, duplicated or concurrent delivery never applies
 * twice; an event about an unknown parent or subscription is refused and changes nothing.
 */
export async function applyPaymentEvent(deps: AppDeps, event: PaymentEvent): Promise<Outcome> {
  const now = deps.now();
  const createdAt = new Date(event.created * 1000);
  // The fields read below differ by event type and API version; each is checked where it is read.
  // biome-ignore lint/suspicious/noExplicitAny: a provider payload, narrowed field by field below
  const object = event.data.object as unknown as Record<string, any>;

  const { outcome, notify } = await deps.db.transaction(async (tx) => {
    const claim = (parentId: string | null) =>
      subscriptions.claimEvent(tx, { id: event.id, type: event.type, parentId, createdAt, now });

    switch (event.type) {
      case 'checkout.session.completed': {
        const parentId = String(object.client_reference_id ?? '');
        const metadata = (object.metadata ?? {}) as Record<string, string>;
        if (!isUuid(parentId) || !(await parentExists(tx, parentId))) throw new RejectedEvent('unknown parent');
        if (!(await claim(parentId))) return { outcome: 'duplicate' as const };
        if (metadata.checkout_id) await subscriptions.setCheckoutStatus(tx, metadata.checkout_id, 'paid');
        if (metadata.kind === 'package') {
          const pkg = findPackage(metadata.package_id ?? '');
          if (!pkg) throw new RejectedEvent('unknown package');
          await creditTokens(tx, {
            parentId,
            amount: pkg.tokens,
            reason: `package:${pkg.id}`,
            reference: `checkout:${object.id}`,
            now,
          });
          return { outcome: 'applied' as const };
        }
        if (metadata.kind === 'pro') {
          const providerSubscriptionId = String(object.subscription ?? '');
          if (!providerSubscriptionId) throw new RejectedEvent('pro checkout without a subscription');
          const periodEnd = seconds(metadata.current_period_end) ?? new Date(createdAt.getTime() + MONTH_MS);
          await subscriptions.upsertSubscription(tx, parentId, {
            status: 'active',
            provider: deps.payments.kind,
            providerSubscriptionId,
            currentPeriodStart: createdAt,
            currentPeriodEnd: periodEnd,
            cancelAtPeriodEnd: false,
            lastEventAt: createdAt,
            now,
          });
          // The first period's tokens; renewals are granted by invoice.paid with their own reference.
          await creditTokens(tx, {
            parentId,
            amount: PRO_PLAN.monthly_tokens,
            reason: 'pro_monthly_tokens',
            reference: `pro:${providerSubscriptionId}:first`,
            now,
          });
          const notification = await recordNotification(tx, {
            parentId,
            kind: 'subscription',
            data: { event: 'started' },
            now,
          });
          return { outcome: 'applied' as const, notify: notification };
        }
        throw new RejectedEvent('checkout of an unknown kind');
      }

      case 'invoice.paid': {
        const providerSubscriptionId = String(
          object.subscription ?? object.parent?.subscription_details?.subscription ?? '',
        );
        const subscription = providerSubscriptionId
          ? await subscriptions.findSubscriptionByProviderId(tx, providerSubscriptionId)
          : undefined;
        if (!subscription) throw new RejectedEvent('unknown subscription');
        if (!(await claim(subscription.parentId))) return { outcome: 'duplicate' as const };
        // The first invoice is paid with the checkout, whose event already granted the first period.
        if (object.billing_reason === 'subscription_create') return { outcome: 'ignored' as const };
        const line = object.lines?.data?.[0]?.period ?? {};
        const periodStart = seconds(line.start) ?? createdAt;
        const periodEnd = seconds(line.end) ?? new Date(periodStart.getTime() + MONTH_MS);
        await creditTokens(tx, {
          parentId: subscription.parentId,
          amount: PRO_PLAN.monthly_tokens,
          reason: 'pro_monthly_tokens',
          reference: `invoice:${object.id}`,
          now,
        });
        // A late delivery of an older invoice grants its tokens but never moves the period back.
        if (!subscription.currentPeriodEnd || periodEnd > subscription.currentPeriodEnd) {
          await subscriptions.upsertSubscription(tx, subscription.parentId, {
            status: subscription.cancelAtPeriodEnd ? 'canceled' : 'active',
            currentPeriodStart: periodStart,
            currentPeriodEnd: periodEnd,
            now,
          });
        }
        return { outcome: 'applied' as const };
      }

      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = await subscriptions.findSubscriptionByProviderId(tx, String(object.id ?? ''));
        if (!subscription) throw new RejectedEvent('unknown subscription');
        if (!(await claim(subscription.parentId))) return { outcome: 'duplicate' as const };
        // Out of order: an event older than the one last applied says nothing new.
        if (subscription.lastEventAt && createdAt < subscription.lastEventAt) return { outcome: 'ignored' as const };
        if (subscription.status === 'ended') return { outcome: 'ignored' as const };
        if (event.type === 'customer.subscription.deleted') {
          await subscriptions.upsertSubscription(tx, subscription.parentId, {
            status: 'ended',
            cancelAtPeriodEnd: false,
            lastEventAt: createdAt,
            now,
          });
          await subscriptions.switchOffAudio(tx, subscription.parentId);
          const notification = await recordNotification(tx, {
            parentId: subscription.parentId,
            kind: 'subscription',
            data: { event: 'ended' },
            now,
          });
          return { outcome: 'applied' as const, notify: notification };
        }
        const periodEnd = seconds(object.current_period_end ?? object.items?.data?.[0]?.current_period_end);
        const cancels = Boolean(object.cancel_at_period_end);
        await subscriptions.upsertSubscription(tx, subscription.parentId, {
          status: cancels ? 'canceled' : 'active',
          cancelAtPeriodEnd: cancels,
          ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
          lastEventAt: createdAt,
          now,
        });
        return { outcome: 'applied' as const };
      }

      default:
        // Events we did not ask for are acknowledged, so the provider stops resending them.
        return { outcome: 'ignored' as const };
    }
  });
  if (notify) await mailNotification(deps, notify);
  return outcome;
}

async function parentExists(tx: Tx, parentId: string) {
  return Boolean(await findParentById(tx, parentId));
}
