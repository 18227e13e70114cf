import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRO_PLAN } from '@kiddo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { AppDeps } from './app';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { createBackgroundTasks } from './lib/background-tasks';
import { createSecretBox } from './lib/secret-box';
import { createGoogleSignInFromConfig } from './plugins/google-oidc';
import { createGuardModel } from './plugins/guard-model';
import { createDemoProvider } from './plugins/llm/demo-provider';
import { createOpenAiProvider } from './plugins/llm/openai-provider';
import { createOpenAiSpeech } from './plugins/llm/speech-provider';
import { createOutboxMailer, createSmtpMailer } from './plugins/mailer';
import { createMetrics } from './plugins/metrics';
import {
  createStripePayments,
  createTestPayments,
  createUnavailablePayments,
  type PaymentProvider,
} from './plugins/payments';
import { createMemoryRateLimiter, createRedisRateLimiter } from './plugins/rate-limiter';
import { createLocalStorage, createS3Storage, type Storage } from './plugins/storage';

/** Opens the database (and applies migrations) and picks each outside component by configuration. */
export async function createDeps(config: Config, logger: FastifyBaseLogger): Promise<AppDeps> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    onIdleError: (error) => logger.warn({ err: error }, 'an idle database connection was dropped'),
  });
  await database.migrate();
  const appSecret = await loadAppSecret(config, logger);
  const mailer = config.SMTP_URL
    ? createSmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailer({ folder: path.join(config.dataDir, 'outbox'), from: config.MAIL_FROM, logger });
  return {
    config,
    database,
    db: database.db,
    mailer,
    rateLimiter: config.REDIS_URL
      ? createRedisRateLimiter(new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }))
      : createMemoryRateLimiter(),
    storage: createStorage(config),
    accessLinkBox: createSecretBox(appSecret, 'child-access-link'),
    mfaSecretBox: createSecretBox(appSecret, 'parent-mfa-secret'),
    speech: createSpeech(config),
    guard: createGuard(config),
    payments: choosePayments(config, appSecret, logger),
    llm:
      config.LLM_BASE_URL && config.LLM_MODEL
        ? createOpenAiProvider({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL })
        : createDemoProvider(),
    googleSignIn: createGoogleSignInFromConfig(config),
    metrics: createMetrics(),
    background: createBackgroundTasks(logger),
    logger,
    now: () => new Date(),
  };
}

/** Closes what createDeps opened; the database last, since requests may still be finishing. */
export async function closeDeps(deps: AppDeps) {
  deps.mailer.close();
  await deps.rateLimiter.close().catch(() => undefined);
  await deps.database.close();
}

/**
 * APP_SECRET, or a random one kept in DATA_DIR/app-secret so a single installation keeps
 * working across restarts. Several processes on several machines must share APP_SECRET.
 */
async function loadAppSecret(config: Config, logger: FastifyBaseLogger): Promise<string> {
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = path.join(config.dataDir, 'app-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  logger.info({ file }, 'generated APP_SECRET into the data folder');
  return secret;
}

/** A secret for one purpose, derived from APP_SECRET so purposes never share key material. */
export function deriveSecret(appSecret: string, purpose: string): string {
  return `whsec_${createHash('sha256').update(`${purpose}\0${appSecret}`).digest('base64url')}`;
}

/** An S3-compatible bucket when S3_BUCKET and S3_ENDPOINT are set (config checks they come together), else DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  if (!config.S3_BUCKET || !config.S3_ENDPOINT) return createLocalStorage(path.join(config.dataDir, 'uploads'));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

function createSpeech(config: Config) {
  const baseUrl = config.TTS_BASE_URL ?? config.LLM_BASE_URL;
  if (!config.TTS_MODEL || !baseUrl) return null;
  const [standard, premium, deluxe] = config.TTS_VOICES.split(',').map((voice) => voice.trim()) as [
    string,
    string,
    string,
  ];
  return createOpenAiSpeech({
    baseUrl,
    apiKey: config.TTS_API_KEY ?? config.LLM_API_KEY,
    model: config.TTS_MODEL,
    voices: { standard, premium, deluxe },
  });
}

/** The guard model when MODERATION_MODEL is set (config checks a base URL is known). */
function createGuard(config: Config) {
  const baseUrl = config.MODERATION_BASE_URL ?? config.LLM_BASE_URL;
  if (!config.MODERATION_MODEL || !baseUrl) return null;
  return createGuardModel({
    baseUrl,
    apiKey: config.MODERATION_API_KEY ?? config.LLM_API_KEY,
    model: config.MODERATION_MODEL,
    format: config.MODERATION_FORMAT,
  });
}

/**
 * Stripe when its keys are set; otherwise the built-in test checkout. In production the
 * configuration refuses to start without Stripe unless TEST_CHECKOUT=on (issue 15); should a
 * production config reach here without either, no checkout starts at all.
 */
export function choosePayments(config: Config, appSecret: string, logger: FastifyBaseLogger): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      proPriceId: config.STRIPE_PRICE_PRO,
      monthlyPriceCents: PRO_PLAN.price_cents,
    });
  }
  if (config.NODE_ENV === 'production') {
    if (!config.TEST_CHECKOUT) return createUnavailablePayments();
    logger.warn('TEST_CHECKOUT=on in production: the free test checkout is running (a staging copy only)');
  }
  return createTestPayments({
    publicUrl: config.publicUrl,
    webhookSecret: deriveSecret(appSecret, 'test-payment-webhooks'),
  });
}
