import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../app';
import { MIGRATIONS_FOLDER } from '../../db/database';
import { checkReadiness } from './readiness';

const readinessSchema = z.object({
  success: z.boolean(),
  database: z.enum(['ok', 'unavailable']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
  /** Migrations of this build the database has not recorded. */
  pending: z.array(z.string()).optional(),
});

/**
 * Liveness and readiness for scripts, containers and load balancers. /health answers once the
 * process serves requests; /ready also needs the database to answer with every migration of
 * this build applied, so a load balancer sends no traffic to a process that cannot serve it.
 */
export async function healthRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '/health',
    { schema: { tags: ['operations'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    { schema: { tags: ['operations'], response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const readiness = await checkReadiness(deps.db, MIGRATIONS_FOLDER);
      reply.header('cache-control', 'no-store');
      if (readiness.isReady) return { success: true, database: 'ok' as const, migrations: 'ok' as const };
      deps.logger.warn(
        { err: readiness.error, database: readiness.database, pending: readiness.pending },
        'not ready to serve',
      );
      return reply.code(503).send({
        success: false,
        database: readiness.database,
        migrations: readiness.migrations,
        pending: readiness.pending,
      });
    },
  );
}
