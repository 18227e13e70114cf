import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/*
 * Prometheus metrics (docs/decisions/011). One set per process, created with the other
 * dependencies and shared by both listeners, so nothing is registered twice; each set has its
 * own registry, so several apps in one test process never collide either.
 */

/** Seconds: from a health check's few milliseconds to a long chat stream. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** Creates the registry and every metric the app counts, plus Node's own process metrics. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelled = <T extends string>(name: string, help: string, labelNames: readonly T[]) =>
    new Counter({ name, help, labelNames, registers: [registry] });

  return {
    registry,
    httpRequests: labelled('kiddo_http_requests_total', 'HTTP requests answered, by route pattern and status', [
      'method',
      'route',
      'status_code',
    ] as const),
    httpDuration: new Histogram({
      name: 'kiddo_http_request_duration_seconds',
      help: 'Time to answer an HTTP request (a chat stream counts until its last byte), by route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    chatReplies: labelled(
      'kiddo_chat_replies_total',
      "Replies sent to children: 'model' from the AI provider, 'scripted' for a refused or care message",
      ['source'] as const,
    ),
    providerErrors: labelled(
      'kiddo_chat_provider_errors_total',
      'Chat replies that failed at the AI provider (the tokens were refunded)',
      [] as const,
    ),
    safetyBlocks: labelled(
      'kiddo_safety_blocks_total',
      "Safety blocks by category; stage 'message' is the child's message, 'reply' the model's; source 'rules' or 'model' (the guard)",
      ['category', 'stage', 'source'] as const,
    ),
    guardFailures: labelled(
      'kiddo_safety_guard_failures_total',
      'Guard-model checks that could not answer (the message or reply was held, never passed unchecked)',
      [] as const,
    ),
    tokenDebits: labelled('kiddo_token_debits_total', 'Token debits committed, by reason', ['reason'] as const),
    tokensDebited: labelled('kiddo_tokens_debited_total', 'Tokens taken by committed debits, by reason', [
      'reason',
    ] as const),
    tokensRefunded: labelled('kiddo_tokens_refunded_total', 'Tokens given back after a failed reply', [] as const),
    ledgerMismatches: new Gauge({
      name: 'kiddo_token_ledger_mismatches',
      help: 'Accounts whose token balance differs from the sum of their ledger, at the last daily check (should be 0)',
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Counts every request and times it by route pattern (`/api/parent/children/:id`, never the
 * address with its ids) and status. Fastify runs onResponse when the raw response finishes,
 * even for a streamed chat reply that left its reply cycle, so the time runs to the last byte.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.raw.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
