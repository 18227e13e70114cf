import { existsSync } from 'node:fs';
import path from 'node:path';
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
import { recordSecurityEvent } from './core/security-events';
import type { Database, Db } from './db/database';
import { AppError } from './lib/app-error';
import type { BackgroundTasks } from './lib/background-tasks';
import { clientOf } from './lib/client-info';
import { LOG_OPTIONS, requestIdOf } from './lib/logging';
import type { SecretBox } from './lib/secret-box';
import { accountDataRoutes } from './modules/account-data/routes';
import { subscriptionRoutes } from './modules/billing/routes';
import { paymentRoutes } from './modules/billing/webhook-routes';
import { chatRoutes } from './modules/chat/routes';
import { avatarRoutes } from './modules/children/avatar-routes';
import { childAuthRoutes } from './modules/children/child-auth-routes';
import { childrenRoutes } from './modules/children/routes';
import { contactRoutes } from './modules/contact/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { healthRoutes } from './modules/health/routes';
import { historyRoutes } from './modules/history/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { metricsRoutes } from './modules/operations/routes';
import { googleAuthRoutes } from './modules/parent-account/google-routes';
import { parentAuthRoutes } from './modules/parent-account/routes';
import { settingsRoutes } from './modules/parent-account/settings-routes';
import { registerErrorHandler } from './plugins/error-handler';
import type { GoogleSignIn } from './plugins/google-oidc';
import type { GuardModel } from './plugins/guard-model';
import type { ChatProvider } from './plugins/llm/provider';
import type { SpeechProvider } from './plugins/llm/speech-provider';
import type { Mailer } from './plugins/mailer';
import { type Metrics, registerRequestMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import type { PaymentProvider } from './plugins/payments';
import type { RateLimiter } from './plugins/rate-limiter';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticSite } from './plugins/static-site';
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
  /** Seals parents' authenticator secrets (issue 15). */
  mfaSecretBox: SecretBox;
  /** Where chat replies come from: a configured model, or the offline demo companion. */
  llm: ChatProvider;
  /** Server text-to-speech when configured; otherwise the chat site uses the browser's voice. */
  speech: SpeechProvider | null;
  /** The guard model when configured: a second safety check that fails closed (issue 13). */
  guard: GuardModel | null;
  payments: PaymentProvider;
  /** Google sign-in (OpenID Connect) when configured; null and the portal's button explains it is not set up. */
  googleSignIn: GoogleSignIn | null;
  logger: FastifyBaseLogger;
  /** Prometheus metrics of the process, shared by both listeners (GET /api/metrics). */
  metrics: Metrics;
  /** Work a request starts and does not wait for (mail whose timing must not tell who has an account). */
  background: BackgroundTasks;
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

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the first n hops" (what proxy-addr does with a number). */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/*
 * Control characters other than tab and line breaks (NUL among them, which PostgreSQL cannot
 * store in text) and lone UTF-16 surrogates (half an emoji, which no database or mail can
 * encode) have no place in any field a person types.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorableText = (text: string) => CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);

/** The path ("name", "topics.2") of the first string holding a character no field may hold, or undefined. */
function fieldWithUnstorableText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isUnstorableText(value) ? path || '_' : undefined;
  // Only parsed JSON and query strings are walked: plain objects and arrays, never streams or buffers.
  if (value === null || typeof value !== 'object') return undefined;
  const prototype = Object.getPrototypeOf(value);
  const isPlain =
    Array.isArray(value) ||
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null;
  if (!isPlain) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithUnstorableText(key, path) ?? fieldWithUnstorableText(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The API as a plugin tree; tests build exactly this and use inject(), never listen(). */
export async function buildApp({ deps, site, logger }: BuildAppOptions) {
  const app = Fastify({
    // Whatever logger is given, request logs go through the redaction and safe serializers (lib/logging).
    ...(logger && typeof logger === 'object' && 'child' in logger
      ? { loggerInstance: (logger as FastifyBaseLogger).child({}, LOG_OPTIONS) }
      : { logger: logger && typeof logger === 'object' ? { ...logger, ...LOG_OPTIONS } : (logger ?? false) }),
    bodyLimit: BODY_LIMIT_BYTES,
    // The whole request must arrive within a minute; an idle socket is closed after two (a
    // streamed chat reply writes as it goes, and a reply takes at most about a minute).
    requestTimeout: 60_000,
    connectionTimeout: 120_000,
    // Longer than a load balancer's usual idle timeout (60 s), so it never reuses a closed socket.
    keepAliveTimeout: 72_000,
    // Only configured proxies may say who the client is (TRUST_PROXY): a forged X-Forwarded-For
    // from anyone else leaves request.ip alone, so per-IP rate limits hold.
    trustProxy: trustedProxies(deps.config.TRUST_PROXY),
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const spaRoot = site && existsSync(path.join(site.root, 'index.html')) ? site.root : undefined;
  if (site && !spaRoot) app.log.warn({ root: site.root }, 'site not built: run `npm run build` to serve it');
  registerErrorHandler(app, { spaRoot });
  // On the raw response, so a streamed chat reply (which leaves Fastify's reply cycle) carries it too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
  // Unstorable characters are refused at the door, naming the field (issue 15): every route
  // would otherwise answer 500 to a NUL, or store half an emoji.
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      fieldWithUnstorableText(request.body) ??
      fieldWithUnstorableText(request.query) ??
      fieldWithUnstorableText(request.params);
    done(
      field === undefined ? undefined : new AppError('validation_error', { fields: { [field]: 'validation.invalid' } }),
    );
  });
  // Work a request started and did not wait for (mail) finishes before the app closes.
  app.addHook('onClose', async () => {
    await deps.background.settled();
  });
  // A parent who reached for another family's child: answered 404, recorded for them (issue 15).
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof AppError) || !error.foreignResource || request.session?.kind !== 'parent') return;
    await recordSecurityEvent(deps.db, deps.logger, {
      parentId: request.session.parentId,
      kind: 'access_denied',
      client: clientOf(request),
      now: deps.now(),
    });
  });
  registerRequestMetrics(app, deps.metrics);
  await registerSecurityHeaders(app, { config: deps.config, spaRoot });
  await registerOpenApi(app, { config: deps.config });

  await app.register(
    async (api) => {
      // API answers carry access links, chats and personal data: no cache keeps them unless a route says so (issue 15).
      api.addHook('onSend', (_request, reply, payload, done) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      const typed = api as unknown as AppInstance;
      await healthRoutes(typed, deps);
      await parentAuthRoutes(typed, deps);
      await googleAuthRoutes(typed, deps);
      await settingsRoutes(typed, deps);
      await childrenRoutes(typed, deps);
      await childAuthRoutes(typed, deps);
      await avatarRoutes(typed, deps);
      await chatRoutes(typed, deps);
      await subscriptionRoutes(typed, deps);
      await paymentRoutes(typed, deps);
      await contactRoutes(typed, deps);
      await accountDataRoutes(typed, deps);
      await historyRoutes(typed, deps);
      await notificationRoutes(typed, deps);
      await dashboardRoutes(typed, deps);
      await metricsRoutes(typed, deps);
    },
    { prefix: '/api' },
  );

  if (spaRoot) await registerStaticSite(app, { siteRoot: spaRoot });
  return app;
}
