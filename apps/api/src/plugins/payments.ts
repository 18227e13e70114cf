import Stripe from 'stripe';

/** A provider's webhook event, in Stripe's shape (the test checkout produces the same shape). */
export type PaymentEvent = Stripe.Event;

export interface CheckoutRequest {
  checkoutId: string;
  parentId: string;
  email: string;
  kind: 'package' | 'pro';
  packageId?: string;
  productName: string;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
}

/**
 * Payments behind one interface (DESIGN §1): Stripe Checkout and webhooks, or the built-in test
 * checkout, whose events are signed with the same scheme and verified by the same code.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'test' | 'none';
  /** Starts a checkout and answers the URL of its payment page. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** Asks the provider to end the subscription when its paid period ends. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Verifies a webhook delivery's signature over the raw body; throws when it is not genuine or too old. */
  verifyEvent(rawBody: Buffer, signature: string, receivedAt: Date): PaymentEvent;
  /** The built-in test checkout only: signs an event as the provider would, for the same webhook path. */
  signTestEvent?(payload: string, at: Date): string;
}

/** Signatures older than this are refused, as Stripe recommends (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Clocks differ a little; a signature from further in the future than this was not made now (issue 15). */
export const WEBHOOK_FUTURE_SKEW_SECONDS = 30;

/** The `t=` of a Stripe-Signature header, in seconds, or null. */
function signedAt(signature: string): number | null {
  const match = signature.match(/(?:^|,)\s*t=(\d+)/);
  return match ? Number(match[1]) : null;
}

function verifier(stripe: Stripe, secret: string) {
  return (rawBody: Buffer, signature: string, receivedAt: Date) => {
    // Stripe's check refuses old signatures only; one dated ahead would stay replayable until then.
    const at = signedAt(signature);
    if (at !== null && at > receivedAt.getTime() / 1000 + WEBHOOK_FUTURE_SKEW_SECONDS)
      throw new Error('the signature is dated in the future');
    return stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAt.getTime(),
    );
  };
}

export function createStripePayments(options: {
  secretKey: string;
  webhookSecret: string;
  proPriceId?: string;
  monthlyPriceCents: number;
  /** Where Stripe's API is: Stripe's own servers unless a test points it at a local stand-in. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}): PaymentProvider {
  const stripe = new Stripe(options.secretKey, options.apiBase ? { ...options.apiBase, maxNetworkRetries: 0 } : {});
  return {
    kind: 'stripe',
    async createCheckout(request) {
      const common = {
        client_reference_id: request.parentId,
        customer_email: request.email,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: { kind: request.kind, package_id: request.packageId ?? '', checkout_id: request.checkoutId },
      };
      const session =
        request.kind === 'pro'
          ? await stripe.checkout.sessions.create({
              ...common,
              mode: 'subscription',
              subscription_data: { metadata: { parent_id: request.parentId } },
              line_items: [
                options.proPriceId
                  ? { price: options.proPriceId, quantity: 1 }
                  : {
                      quantity: 1,
                      price_data: {
                        currency: 'brl',
                        unit_amount: options.monthlyPriceCents,
                        recurring: { interval: 'month' },
                        product_data: { name: request.productName },
                      },
                    },
              ],
            })
          : await stripe.checkout.sessions.create({
              ...common,
              mode: 'payment',
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: 'brl',
                    unit_amount: request.amountCents,
                    product_data: { name: request.productName },
                  },
                },
              ],
            });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url };
    },
    async cancelAtPeriodEnd(providerSubscriptionId) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    },
    verifyEvent: verifier(stripe, options.webhookSecret),
  };
}

/**
 * The embedded default: a built-in test checkout page under /api/payments/test-checkout/{id}.
 * Its "pay" and "cancel" buttons produce Stripe-shaped events signed with a local secret, and
 * deliver them through the same webhook code path.
 */
/**
 * No payment provider: production without Stripe keys (issue 15). The built-in test checkout
 * would let anyone mint tokens and Pro for free, so every checkout is refused
 * (payments_unavailable) and no webhook is believed.
 */
export function createUnavailablePayments(): PaymentProvider {
  const refuse = () => {
    throw new Error('no payment provider is configured (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)');
  };
  return {
    kind: 'none',
    createCheckout: async () => refuse(),
    cancelAtPeriodEnd: async () => refuse(),
    verifyEvent: refuse,
  };
}

export function createTestPayments(options: { publicUrl: string; webhookSecret: string }) {
  // The Stripe library is used only for its signing and verification; no request leaves the machine.
  const stripe = new Stripe('sk_test_kiddo_local_checkout');
  const provider: PaymentProvider = {
    kind: 'test',
    async createCheckout(request) {
      return { url: `${options.publicUrl}/api/payments/test-checkout/${request.checkoutId}` };
    },
    async cancelAtPeriodEnd() {
      // The test provider keeps no subscription of its own: our record is the truth.
    },
    verifyEvent: verifier(stripe, options.webhookSecret),
    signTestEvent(payload, at) {
      return stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.webhookSecret,
        timestamp: Math.floor(at.getTime() / 1000),
      });
    },
  };
  return provider;
}
