import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from '../../src/plugins/payments';
import { createSignedInParent, createTestApp, type TestApp } from '../helper';

/** A local stand-in for Stripe's API: records the form-encoded requests and answers a session. */
let server: Server;
let port: number;
const received: Array<{ path: string; body: URLSearchParams; auth: string | undefined }> = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    received.push({
      path: request.url ?? '',
      body: new URLSearchParams(Buffer.concat(parts).toString()),
      auth: request.headers.authorization,
    });
    response
      .writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_test' })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const stripe = () =>
  createStripePayments({
    secretKey: 'sk_test_local',
    webhookSecret: 'whsec_local',
    monthlyPriceCents: 9797,
    proPriceId: 'price_pro_monthly',
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
  });

describe('the Stripe provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ payments: stripe() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a payment Checkout Session for a package, with the parent as client_reference_id and the package in metadata', async () => {
    answer = {
      status: 200,
      body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/cs_test_1' },
    };
    const parent = await createSignedInParent(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/add-tokens',
      headers: parent.auth,
      payload: { package_id: 'raio' },
    });
    expect(response.json()).toEqual({ success: true, url: 'https://checkout.stripe.test/c/cs_test_1' });
    const request = received.at(-1)!;
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.auth).toBe('Bearer sk_test_local');
    expect(request.body.get('mode')).toBe('payment');
    expect(request.body.get('client_reference_id')).toBe(parent.id);
    expect(request.body.get('metadata[kind]')).toBe('package');
    expect(request.body.get('metadata[package_id]')).toBe('raio');
    expect(request.body.get('line_items[0][price_data][unit_amount]')).toBe('5797');
    expect(request.body.get('line_items[0][price_data][currency]')).toBe('brl');
    expect(request.body.get('success_url')).toContain('/subscription?checkout=success');
  });

  it('creates a subscription Checkout Session for Super Kiddo with the configured price', async () => {
    answer = {
      status: 200,
      body: { id: 'cs_test_2', object: 'checkout.session', url: 'https://checkout.stripe.test/c/cs_test_2' },
    };
    const parent = await createSignedInParent(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe-pro',
      headers: parent.auth,
    });
    expect(response.json().url).toBe('https://checkout.stripe.test/c/cs_test_2');
    const request = received.at(-1)!;
    expect(request.body.get('mode')).toBe('subscription');
    expect(request.body.get('metadata[kind]')).toBe('pro');
    expect(request.body.get('line_items[0][price]')).toBe('price_pro_monthly');
    expect(request.body.get('client_reference_id')).toBe(parent.id);
  });

  it('answers 503 payments_unavailable when Stripe fails to start the checkout', async () => {
    answer = { status: 500, body: { error: { type: 'api_error', message: 'down' } } };
    const parent = await createSignedInParent(t, { tokens: 500 });
    const { expectConsoleError } = await import('../fail-on-console-error');
    expectConsoleError(1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/add-tokens',
      headers: parent.auth,
      payload: { package_id: 'faisca' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('payments_unavailable');
  });
});
