import {
  childAccessBodySchema,
  childAuthResponseSchema,
  childLoginBodySchema,
  childValidateResponseSchema,
  languageQuerySchema,
  successSchema,
} from '@kiddo/contracts';
import type { AppDeps, AppInstance } from '../../app';
import { requireSession, sessionOf } from '../../plugins/authentication';
import { createChildAuthService } from './child-auth-service';

/** The chat site's sign-in: /api/auth/child/* (a child session opens only the chat API). */
export async function childAuthRoutes(app: AppInstance, deps: AppDeps) {
  const service = createChildAuthService(deps);
  const childOnly = requireSession(deps, 'child');
  const tags = ['child auth'];

  app.post(
    '/auth/child/access',
    { schema: { tags, body: childAccessBodySchema, response: { 200: childAuthResponseSchema } } },
    async (request) => ({
      success: true as const,
      ...(await service.signInWithAccessLink({ token: request.body.token, ip: request.ip })),
    }),
  );

  app.post(
    '/auth/child/login',
    { schema: { tags, body: childLoginBodySchema, response: { 200: childAuthResponseSchema } } },
    async (request) => ({
      success: true as const,
      ...(await service.signInWithPassword({ ...request.body, ip: request.ip })),
    }),
  );

  app.get(
    '/auth/child/validate',
    {
      preHandler: childOnly,
      schema: { tags, querystring: languageQuerySchema, response: { 200: childValidateResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      valid: true as const,
      child: await service.profile(sessionOf(request)),
    }),
  );

  app.post(
    '/auth/child/logout',
    { preHandler: childOnly, schema: { tags, response: { 200: successSchema } } },
    async (request) => {
      await service.logout(sessionOf(request));
      return { success: true as const };
    },
  );
}
