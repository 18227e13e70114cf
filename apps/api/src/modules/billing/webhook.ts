import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app';
import { AppError } from '../../lib/app-error';
import type { PaymentEvent } from '../../plugins/payments';
import { applyPaymentEvent, RejectedEvent } from './event-handler';

/**
 * The one webhook code path: verify the signature over the raw body (the stripe package's own
 * verification, with its timestamp tolerance), then apply the event. Both Stripe's deliveries
 * and the built-in test checkout's events come through here.
 */
export async function receiveWebhook(deps: AppDeps, rawBody: Buffer, signature: string | undefined) {
  let event: PaymentEvent;
  try {
    if (!signature) throw new Error('no signature header');
    event = deps.payments.verifyEvent(rawBody, signature, deps.now());
  } catch (error) {
    deps.logger.warn({ err: error }, 'refused a payment webhook with a bad signature');
    throw new AppError('invalid_signature', { cause: error });
  }
  try {
    return await applyPaymentEvent(deps, event);
  } catch (error) {
    if (error instanceof RejectedEvent) {
      deps.logger.warn({ event: event.id, type: event.type, reason: error.message }, 'refused a payment event');
      throw new AppError('invalid_event', { cause: error });
    }
    throw error;
  }
}

/** A Stripe-shaped event, as the built-in test checkout and the renewal job produce them. */
export function makeTestEvent(type: string, object: Record<string, unknown>, at: Date): PaymentEvent {
  return {
    id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2026-01-01',
    created: Math.floor(at.getTime() / 1000),
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  } as unknown as PaymentEvent;
}

/** Delivers a test event through the real webhook path, signed like a provider would. */
export async function deliverTestEvent(deps: AppDeps, event: PaymentEvent) {
  if (!deps.payments.signTestEvent) throw new Error('only the test payment provider can sign events');
  const raw = JSON.stringify(event);
  return receiveWebhook(deps, Buffer.from(raw), deps.payments.signTestEvent(raw, deps.now()));
}
