import os from 'node:os';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { tokenLedger } from '../../src/db/schema';
import { choosePayments } from '../../src/deps';
import { createUnavailablePayments } from '../../src/plugins/payments';
import { createSignedInParent, createTestApp, type TestApp } from '../helper';

/* Issue 15: without Stripe keys, production does not start — the test checkout would mint tokens for free. */

const logger = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const configWith = (env: Record<string, string>) => loadConfig({ DATA_DIR: os.tmpdir(), ...env });

describe('which payment provider runs', () => {
  it('production without Stripe keys refuses to start, naming the variable and the way out', () => {
    expect(() => configWith({ NODE_ENV: 'production' })).toThrow(
      /STRIPE_SECRET_KEY: is required in production \(TEST_CHECKOUT=on/,
    );
    expect(() => configWith({ NODE_ENV: 'production', TEST_CHECKOUT: 'maybe' })).toThrow(
      /TEST_CHECKOUT: must be on or off/,
    );
  });

  it('production with TEST_CHECKOUT=on: the test checkout, with a warning; elsewhere the test checkout; with keys: Stripe', () => {
    expect(choosePayments(configWith({ NODE_ENV: 'production', TEST_CHECKOUT: 'on' }), 'secret', logger).kind).toBe(
      'test',
    );
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('TEST_CHECKOUT=on in production'));
    expect(choosePayments(configWith({}), 'secret', logger).kind).toBe('test');
    const stripe = configWith({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(choosePayments(stripe, 'secret', logger).kind).toBe('stripe');
  });
});

describe('an app with no payment provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ payments: createUnavailablePayments() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every checkout with a translated 503, serves no test checkout, and credits nothing', async () => {
    const parent = await createSignedInParent(t, { tokens: 500 });
    const { expectConsoleError } = await import('../fail-on-console-error');
    expectConsoleError(2);
    for (const [url, payload] of [
      ['/api/subscription/add-tokens', { package_id: 'raio' }],
      ['/api/subscription/subscribe-pro', {}],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...parent.auth, 'accept-language': 'en' },
        payload,
      });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: 'payments_unavailable' });
    }
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/test-checkout/cs_kiddo_${'a'.repeat(32)}` });
    expect(page.statusCode).toBe(404);
    const ledger = await t.db.select().from(tokenLedger).where(eq(tokenLedger.parentId, parent.id));
    expect(ledger.every((row) => row.reason !== 'package_purchase')).toBe(true);
  });
});
