import {
  authResponseSchema,
  changePasswordBodySchema,
  confirmEmailParamsSchema,
  emailOnlyBodySchema,
  languageBodySchema,
  languageQuerySchema,
  loginBodySchema,
  messageSchema,
  mfaCodeBodySchema,
  mfaEnabledResponseSchema,
  mfaSetupResponseSchema,
  mfaVerifyBodySchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  type SignInResponse,
  securityOverviewSchema,
  sessionIdParamsSchema,
  signInResponseSchema,
  successSchema,
  userResponseSchema,
  validateResponseSchema,
} from '@kiddo/contracts';
import type { AppDeps, AppInstance } from '../../app';
import { apiMessage } from '../../i18n/api-messages';
import { clientOf } from '../../lib/client-info';
import { languageOf } from '../../lib/request-language';
import { requireSession, sessionOf } from '../../plugins/authentication';
import { createParentAuthService } from './service';

/** spec §7 Auth: /api/auth/parent/* */
export async function parentAuthRoutes(app: AppInstance, deps: AppDeps) {
  const service = createParentAuthService(deps);
  const parentOnly = requireSession(deps, 'parent');
  const tags = ['parent auth'];

  app.post(
    '/auth/parent/register',
    { schema: { tags, body: registerBodySchema, response: { 201: registerResponseSchema } } },
    async (request, reply) => {
      const language = languageOf(request);
      const user = await service.register({ ...request.body, ip: request.ip }, language);
      return reply.status(201).send({ success: true, message: apiMessage('registered', language), user });
    },
  );

  app.post(
    '/auth/parent/login',
    { schema: { tags, body: loginBodySchema, response: { 200: signInResponseSchema } } },
    async (request): Promise<SignInResponse> => {
      const signedIn = await service.login({ ...request.body, client: clientOf(request) });
      if ('mfaToken' in signedIn)
        return { success: true as const, mfa_required: true as const, mfa_token: signedIn.mfaToken };
      return { success: true as const, token: signedIn.token, user: signedIn.user };
    },
  );

  // Two-step sign-in (issue 15): the second step, and turning it on and off in the settings.
  app.post(
    '/auth/parent/login/verify',
    { schema: { tags, body: mfaVerifyBodySchema, response: { 200: authResponseSchema } } },
    async (request) => {
      const { token, user } = await service.mfa.verify({
        mfaToken: request.body.mfa_token,
        code: request.body.code,
        client: clientOf(request),
      });
      return { success: true as const, token, user };
    },
  );

  app.post(
    '/auth/parent/mfa/setup',
    { preHandler: parentOnly, schema: { tags, response: { 200: mfaSetupResponseSchema } } },
    async (request) => service.mfa.setup(sessionOf(request)),
  );

  app.post(
    '/auth/parent/mfa/enable',
    { preHandler: parentOnly, schema: { tags, body: mfaCodeBodySchema, response: { 200: mfaEnabledResponseSchema } } },
    async (request) => service.mfa.enable(sessionOf(request), request.body.code, clientOf(request)),
  );

  app.post(
    '/auth/parent/mfa/disable',
    { preHandler: parentOnly, schema: { tags, body: mfaCodeBodySchema, response: { 200: userResponseSchema } } },
    async (request) => ({
      success: true as const,
      user: await service.mfa.disable(sessionOf(request), request.body.code, clientOf(request)),
    }),
  );

  app.post(
    '/auth/parent/logout',
    { preHandler: parentOnly, schema: { tags, response: { 200: successSchema } } },
    async (request) => {
      await service.logout(sessionOf(request));
      return { success: true as const };
    },
  );

  app.get(
    '/auth/parent/validate',
    {
      preHandler: parentOnly,
      schema: { tags, querystring: languageQuerySchema, response: { 200: validateResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      valid: true as const,
      user: await service.loadUser(sessionOf(request).parentId),
    }),
  );

  app.get(
    '/auth/parent/security',
    { preHandler: parentOnly, schema: { tags, response: { 200: securityOverviewSchema } } },
    async (request) => service.securityOverview(sessionOf(request)),
  );

  app.delete(
    '/auth/parent/sessions/:id',
    { preHandler: parentOnly, schema: { tags, params: sessionIdParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await service.endSession(sessionOf(request), request.params.id, clientOf(request));
      return { success: true as const };
    },
  );

  app.put(
    '/auth/parent/password',
    { preHandler: parentOnly, schema: { tags, body: changePasswordBodySchema } },
    async (request) => {
      const { token, user } = await service.changePassword(sessionOf(request), {
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        client: clientOf(request),
      });
      return { success: true as const, message: apiMessage('password_changed', languageOf(request)), token, user };
    },
  );

  app.post(
    '/auth/parent/forgot-password',
    { schema: { tags, body: emailOnlyBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      const language = languageOf(request);
      await service.requestPasswordReset({ email: request.body.email, ip: request.ip }, language);
      return { success: true as const, message: apiMessage('reset_requested', language) };
    },
  );

  app.post(
    '/auth/parent/reset-password',
    { schema: { tags, body: resetPasswordBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await service.resetPassword({ ...request.body, client: clientOf(request) });
      return { success: true as const, message: apiMessage('password_reset', languageOf(request)) };
    },
  );

  app.get(
    '/auth/parent/confirm-email/:token',
    {
      schema: {
        tags,
        params: confirmEmailParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await service.confirmEmail(request.params.token);
      return { success: true as const, message: apiMessage('email_confirmed', languageOf(request)) };
    },
  );

  app.post(
    '/auth/parent/resend-confirmation',
    { schema: { tags, body: emailOnlyBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      const language = languageOf(request);
      await service.resendConfirmation({ email: request.body.email, ip: request.ip }, language);
      return { success: true as const, message: apiMessage('confirmation_sent', language) };
    },
  );

  app.put(
    '/auth/parent/language',
    { preHandler: parentOnly, schema: { tags, body: languageBodySchema, response: { 200: userResponseSchema } } },
    async (request) => ({
      success: true as const,
      user: await service.setLanguage(sessionOf(request), request.body.language),
    }),
  );
}
