import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type ChatProvider, ProviderError } from '../../src/plugins/llm/provider';
import {
  createChild,
  createChildSession,
  createSignedInParent,
  createTestApp,
  openChat,
  type TestApp,
} from '../helper';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** A model that answers with fixed text, or fails like a provider that is down. */
const model = {
  isFailing: false as boolean,
  isDemo: false,
  async *streamReply() {
    if (this.isFailing) throw new ProviderError('the provider is down');
    yield 'Os planetas giram em volta do Sol. ';
  },
} satisfies ChatProvider & { isFailing: boolean };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ llm: model, env: { METRICS_TOKEN } });
});
afterAll(() => t.close());

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${METRICS_TOKEN}` }) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers });

/** The value of a counter's series with these labels (0 when it has none yet). */
async function countOf(metric: { get(): Promise<{ values: { value: number; labels: object }[] }> }, labels = {}) {
  const { values } = await metric.get();
  return values.find((entry) => Object.entries(labels).every(([k, v]) => (entry.labels as never)[k] === v))?.value ?? 0;
}

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    } finally {
      await plain.close();
    }
  });

  it('asks for the bearer token and refuses a wrong one', async () => {
    const missing = await scrape({});
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect((await scrape({ authorization: 'Bearer wrong-token-of-some-length' })).statusCode).toBe(401);
    expect(missing.body).not.toContain('kiddo_');
  });

  it("answers Prometheus's text format with Node's process metrics", async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
    expect(response.body).toContain('# TYPE kiddo_http_request_duration_seconds histogram');
  });

  it('counts and times requests by route pattern and status, never by the address with its ids', async () => {
    const parent = await createSignedInParent(t);
    const id = randomUUID();
    const response = await t.app.inject({ method: 'GET', url: `/api/parent/children/${id}`, headers: parent.auth });
    expect(response.statusCode).toBe(404);
    const labels = { method: 'GET', route: '/api/parent/children/:id', status_code: '404' };
    expect(await countOf(t.deps.metrics.httpRequests, labels)).toBe(1);
    const body = (await scrape()).body;
    expect(body).toMatch(
      /kiddo_http_request_duration_seconds_count\{method="GET",route="\/api\/parent\/children\/:id",status_code="404"\} 1/,
    );
    expect(body).not.toContain(id);
    await t.app.inject({ method: 'GET', url: `/api/nothing/${id}` });
    expect(await countOf(t.deps.metrics.httpRequests, { route: 'unmatched', status_code: '404' })).toBeGreaterThan(0);
  });

  it('counts chat replies, token debits, safety blocks by category and provider errors', async () => {
    const metrics = t.deps.metrics;
    const parent = await createSignedInParent(t, { tokens: 100 });
    const child = await createChild(t, parent, { blocked_topics: ['futebol'] });
    const session = await createChildSession(t, child);
    const { send } = await openChat(t, session);

    expect((await send('Me fala dos planetas')).statusCode).toBe(200);
    expect(await countOf(metrics.chatReplies, { source: 'model' })).toBe(1);
    expect(await countOf(metrics.tokenDebits, { reason: 'chat_reply' })).toBe(1);
    expect(await countOf(metrics.tokensDebited, { reason: 'chat_reply' })).toBe(1);

    expect((await send('Quem ganhou o jogo de futebol ontem?')).json().moderation.blocked).toBe(true);
    expect(await countOf(metrics.safetyBlocks, { category: 'blocked_topic', stage: 'message', source: 'rules' })).toBe(
      1,
    );
    expect(await countOf(metrics.chatReplies, { source: 'scripted' })).toBe(1);

    model.isFailing = true;
    try {
      expect((await send('E a lua?')).json().code).toBe('provider_error');
    } finally {
      model.isFailing = false;
    }
    expect(await countOf(metrics.providerErrors)).toBe(1);
    expect(await countOf(metrics.tokensRefunded)).toBe(1);
    expect(await countOf(metrics.chatReplies, { source: 'model' })).toBe(1);

    const body = (await scrape()).body;
    expect(body).toContain('kiddo_safety_blocks_total{category="blocked_topic",stage="message",source="rules"} 1');
    expect(body).toContain('kiddo_chat_provider_errors_total 1');
  });

  it('is one registry for both listeners: a second app on the same dependencies adds to the same counts', async () => {
    const chatSite = await buildApp({ deps: t.deps });
    try {
      const before = await countOf(t.deps.metrics.httpRequests, { route: '/api/health' });
      await chatSite.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(await countOf(t.deps.metrics.httpRequests, { route: '/api/health' })).toBe(before + 2);
      const fromChatSite = await chatSite.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(fromChatSite.statusCode).toBe(200);
    } finally {
      await chatSite.close();
    }
  });
});
