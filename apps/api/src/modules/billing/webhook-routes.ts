import { randomUUID } from 'node:crypto';
import { PRO_PLAN, resolveLanguage } from '@kiddo/contracts';
import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../app';
import { AppError } from '../../lib/app-error';
import { findPackage } from './catalog';
import * as repo from './repository';
import { renderTestCheckoutPage } from './test-checkout-page';
import { deliverTestEvent, makeTestEvent, receiveWebhook } from './webhook';

const MONTH_MS = 30 * 86_400_000;

/** POST /api/payments/webhook, and the built-in test checkout when Stripe is not configured. */
export async function paymentRoutes(app: AppInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so this route reads the body raw.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/payments/webhook', { schema: { tags: ['payments'], hide: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await receiveWebhook(
        deps,
        request.body as Buffer,
        Array.isArray(signature) ? signature[0] : signature,
      );
      return { success: true, received: outcome };
    });
  });

  if (deps.payments.kind !== 'test') return;
  await app.register(async (scope) => testCheckoutRoutes(scope as unknown as AppInstance, deps));
}

/** The built-in test checkout's page and its two buttons (plain HTML forms). */
async function testCheckoutRoutes(app: AppInstance, deps: AppDeps) {
  // The page's buttons are HTML forms: their (empty) url-encoded bodies carry nothing to read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  const params = z.object({ id: z.string().regex(/^cs_kiddo_[a-f0-9]{32}$/) });
  const query = z.object({ language: z.string().optional() });

  app.get(
    '/payments/test-checkout/:id',
    { schema: { tags: ['payments'], params, querystring: query, hide: true } },
    async (request, reply) => {
      const checkout = await repo.findCheckout(deps.db, request.params.id);
      if (!checkout) throw new AppError('not_found');
      const pkg = checkout.packageId ? findPackage(checkout.packageId) : undefined;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
        )
        .send(
          renderTestCheckoutPage({
            language: resolveLanguage(request.query.language),
            checkoutId: checkout.id,
            status: checkout.status as 'open' | 'paid' | 'canceled',
            item: pkg
              ? { name: pkg.name, tokens: pkg.tokens, priceCents: pkg.price_cents, monthly: false }
              : {
                  name: PRO_PLAN.name,
                  tokens: PRO_PLAN.monthly_tokens,
                  priceCents: PRO_PLAN.price_cents,
                  monthly: true,
                },
            returnUrl: `${deps.config.publicUrl}/subscription`,
          }),
        );
    },
  );

  app.post(
    '/payments/test-checkout/:id/pay',
    { schema: { tags: ['payments'], params, hide: true } },
    async (request, reply) => {
      const checkout = await repo.findCheckout(deps.db, request.params.id);
      if (!checkout?.parentId) throw new AppError('not_found');
      const back = `${deps.config.publicUrl}/subscription`;
      if (checkout.status !== 'open')
        return reply.redirect(
          `${back}?checkout=${checkout.status === 'paid' ? 'success' : 'cancelled'}&kind=${checkout.kind}`,
          303,
        );
      const now = deps.now();
      const metadata: Record<string, string> = {
        kind: checkout.kind,
        package_id: checkout.packageId ?? '',
        checkout_id: checkout.id,
      };
      const session: Record<string, unknown> = {
        id: checkout.id,
        object: 'checkout.session',
        client_reference_id: checkout.parentId,
        mode: checkout.kind === 'pro' ? 'subscription' : 'payment',
        payment_status: 'paid',
        metadata,
      };
      if (checkout.kind === 'pro') {
        session.subscription = `sub_test_${randomUUID().replaceAll('-', '')}`;
        metadata.current_period_end = String(Math.floor((now.getTime() + MONTH_MS) / 1000));
      }
      await deliverTestEvent(deps, makeTestEvent('checkout.session.completed', session, now));
      return reply.redirect(`${back}?checkout=success&kind=${checkout.kind}`, 303);
    },
  );

  app.post(
    '/payments/test-checkout/:id/cancel',
    { schema: { tags: ['payments'], params, hide: true } },
    async (request, reply) => {
      const checkout = await repo.findCheckout(deps.db, request.params.id);
      if (!checkout) throw new AppError('not_found');
      await repo.setCheckoutStatus(deps.db, checkout.id, 'canceled');
      return reply.redirect(`${deps.config.publicUrl}/subscription?checkout=cancelled&kind=${checkout.kind}`, 303);
    },
  );
}
