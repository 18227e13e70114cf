import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentalControls, parents, paymentEvents, subscriptions, tokenLedger } from '../../src/db/schema';
import { runSubscriptionJob } from '../../src/modules/billing/renewal-job';
import { createChild, createSignedInParent, createTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const stripe = new Stripe('sk_test_unused');
const DAY = 86_400_000;
type Auth = { auth: Record<string, string> };

const call = (method: 'GET' | 'POST', url: string, who?: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const balance = async (parentId: string) =>
  (await t.db.select().from(parents).where(eq(parents.id, parentId)))[0]!.tokens;
const info = async (who: Auth) => (await call('GET', '/api/subscription/info', who)).json();

/** Follows the checkout URL the API answered and presses a button of the test checkout page. */
async function payThroughTestCheckout(url: string, button: 'pay' | 'cancel' = 'pay') {
  const path = new URL(url).pathname;
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('TESTE');
  // As a browser submits the page's form: url-encoded, with nothing in it.
  return t.app.inject({
    method: 'POST',
    url: `${path}/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** Delivers an event to the webhook as Stripe would, signed with the stripe package's test helper. */
function deliver(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(t.clock.now().getTime() / 1000),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

let eventSeq = 0;
function event(type: string, object: Record<string, unknown>, createdMs = t.clock.now().getTime()) {
  eventSeq += 1;
  return {
    id: `evt_unit_${eventSeq}_${Date.now()}`,
    object: 'event',
    type,
    created: Math.floor(createdMs / 1000),
    data: { object },
  };
}
const packageCompleted = (parentId: string, packageId = 'raio') =>
  event('checkout.session.completed', {
    id: `cs_unit_${eventSeq}`,
    client_reference_id: parentId,
    metadata: { kind: 'package', package_id: packageId },
  });

/** After moving the clock past the 30-day session lifetime, the parent signs in again. */
async function signInAgain(parent: Auth & { email: string; password: string | null }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/parent/login',
    payload: { email: parent.email, password: parent.password },
  });
  parent.auth = { authorization: `Bearer ${response.json().token}` };
}

async function subscribe(parent: Auth & { id: string }) {
  const started = await call('POST', '/api/subscription/subscribe-pro', parent);
  expect(started.statusCode).toBe(200);
  expect((await payThroughTestCheckout(started.json().url)).statusCode).toBe(303);
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.parentId, parent.id));
  return row!;
}

describe('the catalogue', () => {
  it('answers the Super Kiddo plan with its prices, discount and price per token', async () => {
    const response = await call('GET', '/api/subscription/pro-plan');
    expect(response.json().plan).toMatchObject({
      name: 'Super Kiddo',
      currency: 'BRL',
      original_price_cents: 14797,
      price_cents: 9797,
      discount_percent: 34,
      tokens: 7000,
      price_per_token: '0.014',
    });
  });

  it('answers the packages with price per token and how they compare with the plan', async () => {
    const { packages } = (await call('GET', '/api/subscription/packages')).json();
    expect(
      packages.map((p: Record<string, unknown>) => [
        p.id,
        p.tokens,
        p.price_cents,
        p.price_per_token,
        p.percent_vs_plan,
        p.popular,
      ]),
    ).toEqual([
      ['trovao', 3000, 9797, '0.033', 133, false],
      ['raio', 1500, 5797, '0.039', 176, true],
      ['faisca', 500, 2497, '0.050', 257, false],
    ]);
  });
});

describe('GET /api/subscription/info', () => {
  it('shows a parent without a plan who can subscribe', async () => {
    const parent = await createSignedInParent(t, { tokens: 500 });
    expect(await info(parent)).toEqual({
      success: true,
      pro_user: false,
      tokens: 500,
      can_subscribe: true,
      status: 'none',
      current_period_end: null,
      cancel_at_period_end: false,
      blocked_until: null,
      checkout: 'test',
    });
    expect((await call('GET', '/api/subscription/info')).statusCode).toBe(401);
  });
});

describe('buying a token package', () => {
  it('answers a checkout URL and credits nothing until the payment is confirmed, then credits once', async () => {
    const parent = await createSignedInParent(t, { tokens: 500 });
    const started = await call('POST', '/api/subscription/add-tokens', parent, { package_id: 'raio' });
    expect(started.statusCode).toBe(200);
    expect(started.json().url).toMatch(/\/api\/payments\/test-checkout\/cs_kiddo_[a-f0-9]{32}$/);
    expect(await balance(parent.id)).toBe(500);

    const paid = await payThroughTestCheckout(started.json().url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://portal.test/subscription?checkout=success&kind=package');
    expect(await balance(parent.id)).toBe(2000);
    const again = await t.app.inject({ method: 'POST', url: `${new URL(started.json().url).pathname}/pay` });
    expect(again.statusCode).toBe(303);
    expect(await balance(parent.id)).toBe(2000);
    const ledger = await t.db.select().from(tokenLedger).where(eq(tokenLedger.parentId, parent.id));
    expect(ledger.map((row) => [row.delta, row.reason])).toEqual([[1500, 'package:raio']]);
  });

  it('credits nothing when the checkout is cancelled', async () => {
    const parent = await createSignedInParent(t, { tokens: 0 });
    const { url } = (await call('POST', '/api/subscription/add-tokens', parent, { package_id: 'trovao' })).json();
    const cancelled = await payThroughTestCheckout(url, 'cancel');
    expect(cancelled.headers.location).toContain('checkout=cancelled');
    expect(await balance(parent.id)).toBe(0);
    await t.app.inject({ method: 'POST', url: `${new URL(url).pathname}/pay` });
    expect(await balance(parent.id)).toBe(0);
  });

  it('answers 400 for an unknown package', async () => {
    const parent = await createSignedInParent(t);
    const response = await call('POST', '/api/subscription/add-tokens', parent, { package_id: 'gold' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/payments/webhook', () => {
  it('applies a correctly signed event', async () => {
    const parent = await createSignedInParent(t, { tokens: 0 });
    const response = await deliver(packageCompleted(parent.id, 'faisca'));
    expect(response.statusCode).toBe(200);
    expect(await balance(parent.id)).toBe(500);
  });

  it('refuses a signature dated in the future (it would stay replayable until then), changing nothing', async () => {
    const parent = await createSignedInParent(t, { tokens: 0 });
    const ahead = await deliver(packageCompleted(parent.id), {
      timestamp: Math.floor(t.clock.now().getTime() / 1000) + 3600,
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().code).toBe('invalid_signature');
    expect(await balance(parent.id)).toBe(0);
    const slightlyAhead = await deliver(packageCompleted(parent.id), {
      timestamp: Math.floor(t.clock.now().getTime() / 1000) + 5,
    });
    expect(slightlyAhead.statusCode).toBe(200);
  });

  it('refuses a bad signature and an old timestamp, changing nothing', async () => {
    const parent = await createSignedInParent(t, { tokens: 0 });
    const forged = await deliver(packageCompleted(parent.id), { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('invalid_signature');
    const old = await deliver(packageCompleted(parent.id), {
      timestamp: Math.floor(t.clock.now().getTime() / 1000) - 600,
    });
    expect(old.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(packageCompleted(parent.id)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await balance(parent.id)).toBe(0);
  });

  it('refuses an event about an unknown parent and records nothing', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    const evt = packageCompleted(ghost);
    const response = await deliver(evt);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_event');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, evt.id))).toHaveLength(0);
  });

  it('credits once when the same event is delivered 10 times, one after another or all at once', async () => {
    const parent = await createSignedInParent(t, { tokens: 0 });
    const sequential = packageCompleted(parent.id, 'faisca');
    for (let i = 0; i < 10; i += 1) expect((await deliver(sequential)).statusCode).toBe(200);
    expect(await balance(parent.id)).toBe(500);
    const concurrent = packageCompleted(parent.id, 'faisca');
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(concurrent)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balance(parent.id)).toBe(1000);
  });
});

describe('Super Kiddo', () => {
  it('is activated by the paid checkout with 7000 tokens, and unlocks audio', async () => {
    const parent = await createSignedInParent(t, { tokens: 500 });
    const child = await createChild(t, parent);
    await subscribe(parent);
    expect(await balance(parent.id)).toBe(7500);
    expect(await info(parent)).toMatchObject({
      pro_user: true,
      status: 'active',
      can_subscribe: false,
      cancel_at_period_end: false,
    });
    const validate = await call('GET', '/api/auth/parent/validate', parent);
    expect(validate.json().user.plan).toBe('pro');
    const audio = await t.app.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.id}/controls`,
      headers: parent.auth,
      payload: { controls: { audio_enabled: true, voice_quality: 'premium' } },
    });
    expect(audio.statusCode).toBe(200);
    const again = await call('POST', '/api/subscription/subscribe-pro', parent);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_subscribed');
  });

  it('cancels at the end of the paid period, keeping pro until then', async () => {
    const parent = await createSignedInParent(t);
    expect((await call('POST', '/api/subscription/cancel', parent, { cancel_type: 'immediate' })).json().code).toBe(
      'no_active_subscription',
    );
    const row = await subscribe(parent);
    const cancelled = await call('POST', '/api/subscription/cancel', parent, { cancel_type: 'immediate' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ pro_user: true, status: 'canceled', cancel_at_period_end: true });
    expect(cancelled.json().message).toMatch(/continua Super Kiddo até \d{2}\/\d{2}\/\d{4}/);
    expect(cancelled.json().current_period_end).toBe(row.currentPeriodEnd!.toISOString());
    const twice = await call('POST', '/api/subscription/cancel', parent);
    expect(twice.json()).toMatchObject({
      code: 'no_active_subscription',
      error: expect.stringContaining('no_active_subscription'),
    });
  });

  it('ends at the period end after a cancellation, switching audio off', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent);
    await subscribe(parent);
    await t.app.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.id}/controls`,
      headers: parent.auth,
      payload: { controls: { audio_enabled: true } },
    });
    await call('POST', '/api/subscription/cancel', parent);
    t.clock.advance(31 * DAY);
    await runSubscriptionJob(t.deps);
    await signInAgain(parent);
    expect(await info(parent)).toMatchObject({ pro_user: false, status: 'ended' });
    const [controls] = await t.db.select().from(parentalControls).where(eq(parentalControls.childId, child.id));
    expect(controls!.audioEnabled).toBe(false);
  });

  it('grants 7000 tokens on each renewal, once, whoever runs the job', async () => {
    const parent = await createSignedInParent(t, { tokens: 0 });
    const row = await subscribe(parent);
    expect(await balance(parent.id)).toBe(7000);
    t.clock.advance(30 * DAY + 1000);
    await Promise.all([runSubscriptionJob(t.deps), runSubscriptionJob(t.deps)]);
    await runSubscriptionJob(t.deps);
    await signInAgain(parent);
    expect(await balance(parent.id)).toBe(14000);
    const [renewed] = await t.db.select().from(subscriptions).where(eq(subscriptions.parentId, parent.id));
    expect(renewed!.currentPeriodEnd!.getTime()).toBeGreaterThan(row.currentPeriodEnd!.getTime());
    expect(await info(parent)).toMatchObject({ pro_user: true, status: 'active' });
  });

  it('ignores an older subscription event that arrives after a newer one', async () => {
    const parent = await createSignedInParent(t);
    const row = await subscribe(parent);
    const now = t.clock.now().getTime();
    const deleted = event(
      'customer.subscription.deleted',
      { id: row.providerSubscriptionId, status: 'canceled' },
      now + 2000,
    );
    const olderUpdate = event(
      'customer.subscription.updated',
      { id: row.providerSubscriptionId, status: 'active', cancel_at_period_end: false },
      now + 1000,
    );
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await deliver(olderUpdate)).statusCode).toBe(200);
    expect(await info(parent)).toMatchObject({ pro_user: false, status: 'ended' });
  });

  it('blocks new subscriptions for 30 days after a second cancellation within 30 days', async () => {
    const parent = await createSignedInParent(t);
    await subscribe(parent);
    await call('POST', '/api/subscription/cancel', parent);
    t.clock.advance(10 * DAY);
    // a new period elsewhere: the first one was cancelled, so end it and subscribe again
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: t.clock.now() })
      .where(eq(subscriptions.parentId, parent.id));
    t.clock.advance(1000);
    await runSubscriptionJob(t.deps);
    await subscribe(parent);
    const second = await call('POST', '/api/subscription/cancel', parent);
    expect(second.json().blocked_until).not.toBeNull();
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: t.clock.now() })
      .where(eq(subscriptions.parentId, parent.id));
    t.clock.advance(1000);
    await runSubscriptionJob(t.deps);
    const refused = await call('POST', '/api/subscription/subscribe-pro', parent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'subscription_blocked',
      error: expect.stringContaining('subscription_blocked'),
    });
    expect(await info(parent)).toMatchObject({ can_subscribe: false });
    t.clock.advance(31 * DAY);
    await signInAgain(parent);
    expect((await call('POST', '/api/subscription/subscribe-pro', parent)).statusCode).toBe(200);
  });
});
