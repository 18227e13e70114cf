import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppDeps, AppInstance } from '../../app';
import { AppError } from '../../lib/app-error';
import { bearerToken } from '../../plugins/authentication';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares two secrets in constant time (their digests have the same length whatever they are). */
function isSameSecret(given: string | undefined, expected: string) {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /api/metrics: Prometheus's text format, for a scraper holding METRICS_TOKEN as a bearer
 * token. Without METRICS_TOKEN the endpoint does not exist (404), so nothing is exposed by default.
 */
export async function metricsRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        description:
          'Prometheus metrics; needs `Authorization: Bearer METRICS_TOKEN`, and is 404 when that is not set.',
      },
    },
    async (request, reply) => {
      const expected = deps.config.METRICS_TOKEN;
      if (!expected) throw new AppError('not_found');
      if (!isSameSecret(bearerToken(request), expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('unauthorized');
      }
      const body = await deps.metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(deps.metrics.registry.contentType).send(body);
    },
  );
}
