import { deleteAccountBodySchema, languageQuerySchema, messageSchema } from '@kiddo/contracts';
import type { AppDeps, AppInstance } from '../../app';
import { apiMessage } from '../../i18n/api-messages';
import { languageOf } from '../../lib/request-language';
import { requireSession, sessionOf } from '../../plugins/authentication';
import { createAccountDataService } from './service';

/** The parent's data rights: GET /api/auth/parent/export, DELETE /api/auth/parent/account. */
export async function accountDataRoutes(app: AppInstance, deps: AppDeps) {
  const service = createAccountDataService(deps);
  const parentOnly = requireSession(deps, 'parent');
  const tags = ['account data'];

  app.get(
    '/auth/parent/export',
    { preHandler: parentOnly, schema: { tags, querystring: languageQuerySchema } },
    async (request, reply) => {
      const document = await service.export(sessionOf(request).parentId);
      const day = document.exported_at.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="kiddo-export-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(document, null, 2));
    },
  );

  app.delete(
    '/auth/parent/account',
    { preHandler: parentOnly, schema: { tags, body: deleteAccountBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await service.delete(sessionOf(request).parentId, request.body);
      return { success: true as const, message: apiMessage('account_deleted', languageOf(request)) };
    },
  );
}
