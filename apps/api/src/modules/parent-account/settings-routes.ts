import { languageQuerySchema, settingsResponseSchema, updateSettingsBodySchema } from '@kiddo/contracts';
import type { AppDeps, AppInstance } from '../../app';
import { requireSession, sessionOf } from '../../plugins/authentication';
import { createSettingsService } from './settings-service';

/** GET/PUT /api/auth/parent/settings */
export async function settingsRoutes(app: AppInstance, deps: AppDeps) {
  const service = createSettingsService(deps);
  const parentOnly = requireSession(deps, 'parent');
  const tags = ['settings'];

  app.get(
    '/auth/parent/settings',
    {
      preHandler: parentOnly,
      schema: { tags, querystring: languageQuerySchema, response: { 200: settingsResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await service.read(sessionOf(request).parentId)) }),
  );

  app.put(
    '/auth/parent/settings',
    {
      preHandler: parentOnly,
      schema: { tags, body: updateSettingsBodySchema, response: { 200: settingsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      ...(await service.update(sessionOf(request).parentId, request.body)),
    }),
  );
}
