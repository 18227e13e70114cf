import {
  addTokensBodySchema,
  cancelBodySchema,
  cancelResponseSchema,
  checkoutResponseSchema,
  languageQuerySchema,
  packagesResponseSchema,
  proPlanResponseSchema,
  subscribeProBodySchema,
  subscriptionInfoResponseSchema,
} from '@kiddo/contracts';
import type { AppDeps, AppInstance } from '../../app';
import { apiMessage } from '../../i18n/api-messages';
import { languageOf } from '../../lib/request-language';
import { requireSession, sessionOf } from '../../plugins/authentication';
import { packageViews, planView } from './catalog';
import { createSubscriptionService } from './service';

/** spec §7 Subscription: /api/subscription/* */
export async function subscriptionRoutes(app: AppInstance, deps: AppDeps) {
  const service = createSubscriptionService(deps);
  const parentOnly = requireSession(deps, 'parent');
  const tags = ['subscription'];

  app.get(
    '/subscription/info',
    {
      preHandler: parentOnly,
      schema: { tags, querystring: languageQuerySchema, response: { 200: subscriptionInfoResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await service.info(sessionOf(request).parentId)) }),
  );

  // The catalogue is public: the landing page shows the same cards.
  app.get(
    '/subscription/pro-plan',
    { schema: { tags, querystring: languageQuerySchema, response: { 200: proPlanResponseSchema } } },
    async () => ({ success: true as const, plan: planView() }),
  );
  app.get(
    '/subscription/packages',
    { schema: { tags, querystring: languageQuerySchema, response: { 200: packagesResponseSchema } } },
    async () => ({ success: true as const, packages: packageViews() }),
  );

  app.post(
    '/subscription/add-tokens',
    { preHandler: parentOnly, schema: { tags, body: addTokensBodySchema, response: { 200: checkoutResponseSchema } } },
    async (request) => ({
      success: true as const,
      url: await service.buyPackage(sessionOf(request).parentId, request.body.package_id, languageOf(request)),
    }),
  );

  app.post(
    '/subscription/subscribe-pro',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        body: subscribeProBodySchema,
        response: { 200: checkoutResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      url: await service.subscribePro(sessionOf(request).parentId, languageOf(request)),
    }),
  );

  app.post(
    '/subscription/cancel',
    {
      preHandler: parentOnly,
      schema: { tags, body: cancelBodySchema, response: { 200: cancelResponseSchema } },
    },
    async (request) => {
      const info = await service.cancel(sessionOf(request).parentId);
      const language = languageOf(request);
      const until = info.current_period_end ? new Date(info.current_period_end) : null;
      const date = until
        ? new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language === 'es' ? 'es-ES' : 'pt-BR', {
            dateStyle: 'short',
            timeZone: 'America/Sao_Paulo',
          }).format(until)
        : '';
      return {
        success: true as const,
        message: apiMessage('subscription_canceled', language).replace('{date}', date),
        ...info,
      };
    },
  );
}
