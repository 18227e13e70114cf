import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/database';
import type { SecretBox } from './lib/secret-box';
import { accountDataRoutes } from './modules/account-data/routes';
import { subscriptionRoutes } from './modules/billing/routes';
import { paymentRoutes } from './modules/billing/webhook-routes';
import { chatRoutes } from './modules/chat/routes';
import { avatarRoutes } from './modules/children/avatar-routes';
import { childAuthRoutes } from './modules/children/child-auth-routes';
import { childrenRoutes } from './modules/children/routes';
import { contactRoutes } from './modules/contact/routes';
import { healthRoutes } from './modules/health/routes';
import { parentAuthRoutes } from './modules/parent-account/routes';
import { settingsRoutes } from './modules/parent-account/settings-routes';
import { registerErrorHandler } from './plugins/error-handler';
import type { ChatProvider } from './plugins/llm/provider';
import type { SpeechProvider } from './plugins/llm/speech-provider';
import type { Mailer } from './plugins/mailer';
import type { PaymentProvider } from './plugins/payments';
import type { RateLimiter } from './plugins/rate-limiter';
import type { Storage } from './plugins/storage';

/** Everything outside the request cycle that the app needs; one set is shared by both sites. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  storage: Storage;
  /** Seals children's access tokens so the parent can see the link again (DESIGN §3). */
  accessLinkBox: SecretBox;
  /** Where chat replies come from: a configured model, or the offline demo companion. */
  llm: ChatProvider;
  /** Server text-to-speech when configured; otherwise the chat site uses the browser's voice. */
  speech: SpeechProvider | null;
  payments: PaymentProvider;
  logger: FastifyBaseLogger;
  /** The clock: injected so tests can move time (link expiry, rate-limit windows). */
  now: () => Date;
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The JSON body limit: no form of the product needs more. Uploads get their own limit. */
const BODY_LIMIT_BYTES = 256 * 1024;

export interface BuildAppOptions {
  deps: AppDeps;
  /** The static site this listener serves besides /api: the parent portal or the chat site. */
  site?: { root: string };
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
}

/** The API as a plugin tree; tests build exactly this and use inject(), never listen(). */
export async function buildApp({ deps, site, logger }: BuildAppOptions) {
  const app = Fastify({
    ...(logger && typeof logger === 'object' && 'child' in logger
      ? { loggerInstance: logger as FastifyBaseLogger }
      : { logger: logger ?? false }),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 60_000,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const spaRoot = site && existsSync(path.join(site.root, 'index.html')) ? site.root : undefined;
  if (site && !spaRoot) app.log.warn({ root: site.root }, 'site not built: run `npm run build` to serve it');
  registerErrorHandler(app, { spaRoot });

  await app.register(
    async (api) => {
      const typed = api as unknown as AppInstance;
      await healthRoutes(typed);
      await parentAuthRoutes(typed, deps);
      await settingsRoutes(typed, deps);
      await childrenRoutes(typed, deps);
      await childAuthRoutes(typed, deps);
      await avatarRoutes(typed, deps);
      await chatRoutes(typed, deps);
      await subscriptionRoutes(typed, deps);
      await paymentRoutes(typed, deps);
      await contactRoutes(typed, deps);
      await accountDataRoutes(typed, deps);
    },
    { prefix: '/api' },
  );

  if (spaRoot) {
    await app.register(fastifyStatic, {
      root: spaRoot,
      index: 'index.html',
      // Vite names built assets by content hash, so they can be cached for ever.
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  return app;
}
