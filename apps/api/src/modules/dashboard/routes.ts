import { dashboardResponseSchema, languageQuerySchema } from '@kiddo/contracts';
import type { AppDeps, AppInstance } from '../../app';
import { languageOf } from '../../lib/request-language';
import { requireSession, sessionOf } from '../../plugins/authentication';
import { createDashboardService } from './service';

/** GET /api/parent/dashboard (DESIGN §5): everything the parent's first screen shows, in one call. */
export async function dashboardRoutes(app: AppInstance, deps: AppDeps) {
  const service = createDashboardService(deps);
  app.get(
    '/parent/dashboard',
    {
      preHandler: requireSession(deps, 'parent'),
      schema: { tags: ['dashboard'], querystring: languageQuerySchema, response: { 200: dashboardResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      ...(await service.read(sessionOf(request).parentId, languageOf(request))),
    }),
  );
}
