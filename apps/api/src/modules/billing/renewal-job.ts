import { PRO_PLAN } from '@kiddo/contracts';
import type { AppDeps } from '../../app';
import { mailNotification, recordNotification } from '../../core/notifications';
import * as repo from './repository';
import { deliverTestEvent, makeTestEvent } from './webhook';

const MONTH_MS = 30 * 86_400_000;
const BATCH = 50;

/**
 * The subscription job: ends pro at the end of a cancelled period (and switches audio off),
 * and — for the built-in test provider, which has no servers of its own to bill — renews
 * active subscriptions by delivering the signed `invoice.paid` Stripe would send. Rows are
 * claimed with SKIP LOCKED and renewal events have ids derived from the period, so running it
 * in several processes at once never ends or grants anything twice.
 */
export async function runSubscriptionJob(deps: AppDeps): Promise<{ ended: number; renewed: number }> {
  const now = deps.now();
  const { ended, toRenew } = await deps.db.transaction(async (tx) => {
    const due = await repo.claimDueSubscriptions(tx, now, BATCH);
    const endedRows = due.filter((row) => row.status === 'canceled');
    const notifications = [];
    for (const row of endedRows) {
      await repo.upsertSubscription(tx, row.parentId, { status: 'ended', cancelAtPeriodEnd: false, now });
      await repo.switchOffAudio(tx, row.parentId);
      notifications.push(
        await recordNotification(tx, { parentId: row.parentId, kind: 'subscription', data: { event: 'ended' }, now }),
      );
    }
    const toRenew = due.filter(
      (row) => row.status === 'active' && row.provider === 'test' && deps.payments.kind === 'test',
    );
    return { ended: notifications, toRenew };
  });
  for (const notification of ended) await mailNotification(deps, notification);

  let renewed = 0;
  for (const row of toRenew) {
    const start = row.currentPeriodEnd ?? now;
    const end = new Date(start.getTime() + MONTH_MS);
    const invoiceId = `in_test_${row.providerSubscriptionId}_${Math.floor(start.getTime() / 1000)}`;
    const event = makeTestEvent(
      'invoice.paid',
      {
        id: invoiceId,
        object: 'invoice',
        subscription: row.providerSubscriptionId,
        billing_reason: 'subscription_cycle',
        amount_paid: PRO_PLAN.price_cents,
        lines: {
          data: [{ period: { start: Math.floor(start.getTime() / 1000), end: Math.floor(end.getTime() / 1000) } }],
        },
      },
      now,
    );
    // The event id follows the invoice, so two processes renewing at once apply it once.
    (event as { id: string }).id = `evt_${invoiceId}`;
    if ((await deliverTestEvent(deps, event)) === 'applied') renewed += 1;
  }
  return { ended: ended.length, renewed };
}
