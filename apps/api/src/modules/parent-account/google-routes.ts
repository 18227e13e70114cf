import {
  GOOGLE_START_ERROR_CODES,
  googleCallbackBodySchema,
  googleStatusResponseSchema,
  languageQuerySchema,
  signInResponseSchema,
} from '@kiddo/contracts';
import type { AppDeps, AppInstance } from '../../app';
import { AppError } from '../../lib/app-error';
import { clientOf } from '../../lib/client-info';
import { languageOf } from '../../lib/request-language';
import { createGoogleAuthService } from './google-service';

const START_ERROR_CODES: ReadonlySet<string> = new Set(GOOGLE_START_ERROR_CODES);

/** spec §7: Google sign-in under /api/auth/google/*. */
export async function googleAuthRoutes(app: AppInstance, deps: AppDeps) {
  const service = createGoogleAuthService(deps);
  const tags = ['google sign-in'];
  const callbackPage = `${deps.config.publicUrl}/auth/google/callback`;

  app.get(
    '/auth/google/status',
    { schema: { tags, querystring: languageQuerySchema, response: { 200: googleStatusResponseSchema } } },
    async () => ({ success: true as const, enabled: service.isEnabled() }),
  );

  /*
   * The browser navigates here, so a failure cannot be a JSON answer: it goes back to the
   * portal's callback page with `?error=<code>`, which shows the translated message.
   */
  app.get('/auth/google/start', { schema: { tags, querystring: languageQuerySchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const url = await service.start({ language: languageOf(request), ip: request.ip });
      return reply.redirect(url, 302);
    } catch (error) {
      if (!(error instanceof AppError) || !START_ERROR_CODES.has(error.code)) throw error;
      return reply.redirect(`${callbackPage}?error=${encodeURIComponent(error.code)}`, 302);
    }
  });

  app.post(
    '/auth/google/callback',
    { schema: { tags, body: googleCallbackBodySchema, response: { 200: signInResponseSchema } } },
    async (request) => {
      const signedIn = await service.finish({
        code: request.body.code,
        state: request.body.state,
        iss: request.body.iss,
        language: request.body.language,
        client: clientOf(request),
      });
      if ('mfaToken' in signedIn)
        return { success: true as const, mfa_required: true as const, mfa_token: signedIn.mfaToken };
      return { success: true as const, token: signedIn.token, user: signedIn.user };
    },
  );
}
