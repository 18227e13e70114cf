import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/*
 * Every environment variable the server reads, parsed once (DESIGN §1). A bad value stops the
 * start with a list naming each bad variable; nothing else in the code reads process.env.
 */

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/** A count per hour or minute (issue 15 limits): a whole number from 1 to 100,000. */
const perHourOrMinuteLimit = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 100000' })
    .max(100_000, { error: 'must be between 1 and 100000' })
    .default(fallback);

const optionalUrl = (protocols: RegExp) =>
  optionalString.pipe(z.url({ protocol: protocols, error: `must be a URL (${protocols.source})` }).optional());
const port = (fallback: number) => z.coerce.number().int().min(1).max(65_535).default(fallback);

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Fastify's trustProxy takes it: a hop count or a list of addresses; undefined when invalid. */
function parseTrustProxy(value: string): number | string[] | undefined {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const isValid = (entry: string) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    if (rest.length > 0 || isIP(address) === 0) return false;
    if (prefix === undefined) return true;
    const bits = Number(prefix);
    return /^\d+$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
  };
  return entries.length > 0 && entries.every(isValid) ? entries : undefined;
}

const envSchema = z.object({
  PORT: port(8080),
  CHAT_PORT: port(8081),
  /** 127.0.0.1 by default so a laptop does not expose the service; 0.0.0.0 in a container. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),

  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().trim().min(3).default('Kiddo <no-reply@kiddo.local>'),
  SUPPORT_EMAIL: optionalString.pipe(z.email().optional()).transform((value) => value ?? 'suporte@kiddo.app'),

  PUBLIC_URL: optionalUrl(/^https?$/),
  CHAT_URL: optionalUrl(/^https?$/),

  /** `production` (the image) will not start without Stripe keys unless TEST_CHECKOUT=on (issue 15). */
  NODE_ENV: optionalString,
  /** Allows the built-in test checkout in production, for a staging copy without Stripe. */
  TEST_CHECKOUT: optionalString
    .pipe(z.enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be on or off' }).optional())
    .transform((value) => value === 'on' || value === 'true' || value === '1'),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PRO: optionalString,

  LLM_BASE_URL: optionalUrl(/^https?$/),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,

  /**
   * The guard model (issue 13): a model-based safety check of every message and reply, fail
   * closed. Base URL and key default to the LLM's.
   */
  MODERATION_MODEL: optionalString,
  MODERATION_BASE_URL: optionalUrl(/^https?$/),
  MODERATION_API_KEY: optionalString,
  MODERATION_FORMAT: z.enum(['moderations', 'llama-guard', 'shieldgemma', 'qwen3guard']).optional(),

  /** Server text-to-speech (OpenAI-compatible /audio/speech); the browser speaks when unset. */
  TTS_MODEL: optionalString,
  TTS_BASE_URL: optionalUrl(/^https?$/),
  TTS_API_KEY: optionalString,
  /** Voices for the standard, premium and deluxe levels, comma-separated. */
  TTS_VOICES: z
    .string()
    .trim()
    .regex(/^[^,]+,[^,]+,[^,]+$/, { error: 'must be three voices: standard,premium,deluxe' })
    .default('alloy,nova,shimmer'),

  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: optionalUrl(/^https?$/).default('https://accounts.google.com'),

  /** Avatars in an S3-compatible bucket when both S3_BUCKET and S3_ENDPOINT are set; DATA_DIR/uploads otherwise. */
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name: 3–63 of a-z 0-9 . -' })
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl(/^https?$/),
  S3_REGION: optionalString.transform((value) => value ?? 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style addresses (host/bucket/key), which MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: optionalString
    .pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional())
    .transform((value) => value !== 'false' && value !== '0'),

  REDIS_URL: optionalUrl(/^rediss?$/),
  /** Parent sign-ups (attempts) one address may make in an hour (issue 15); raise it for a school behind one address. */
  SIGNUPS_PER_ADDRESS_PER_HOUR: perHourOrMinuteLimit(10),
  /**
   * Messages of one family that may reach an AI model (reply or guard) in a minute (issue 15):
   * a ceiling no real family meets, so a scripted client cannot run up the provider's bill.
   */
  MODEL_CALLS_PER_FAMILY_PER_MINUTE: perHourOrMinuteLimit(60),
  /** How often each API process looks for due background jobs (summaries), in seconds. */
  JOBS_POLL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(1, { error: 'must be between 1 and 3600' })
    .max(3600, { error: 'must be between 1 and 3600' })
    .default(15),

  /** Key material for sealed secrets (children's access links); generated into DATA_DIR when unset. */
  APP_SECRET: optionalString.pipe(z.string().min(32, { error: 'must have at least 32 characters' }).optional()),

  /** Bearer token that opens GET /api/metrics (Prometheus); unset, the endpoint answers 404. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, { error: 'must have at least 16 characters' }).optional()),
  /**
   * The proxies allowed to say who the client is (X-Forwarded-For): a hop count, or a
   * comma-separated list of their addresses or CIDR ranges. Unset, the connection's own address
   * is the client's, so a forged header cannot dodge per-IP rate limits.
   */
  TRUST_PROXY: optionalString
    .refine((value) => value === undefined || parseTrustProxy(value) !== undefined, {
      error: 'must be a hop count (1–10) or a comma-separated list of proxy addresses or CIDR ranges',
    })
    .transform((value) => (value === undefined ? false : (parseTrustProxy(value) ?? false))),
});

/** Rules between variables, checked on the raw values so they are reported with every other problem. */
function crossVariableProblems(env: NodeJS.ProcessEnv): string[] {
  const has = (name: string) => Boolean(env[name]?.trim());
  const problems: string[] = [];
  if ((env.PORT ?? '8080') === (env.CHAT_PORT ?? '8081')) problems.push('CHAT_PORT: must differ from PORT');
  const pairs = [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    ['S3_BUCKET', 'S3_ENDPOINT'],
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  ] as const;
  for (const [a, b] of pairs) {
    if (has(a) !== has(b))
      problems.push(has(a) ? `${b}: is required together with ${a}` : `${a}: is required together with ${b}`);
  }
  // The built-in test checkout hands out tokens and Pro for free: never by accident in production.
  const testCheckout = ['on', 'true', '1'].includes(env.TEST_CHECKOUT?.trim() ?? '');
  if (env.NODE_ENV?.trim() === 'production' && !has('STRIPE_SECRET_KEY') && !testCheckout)
    problems.push(
      'STRIPE_SECRET_KEY: is required in production (TEST_CHECKOUT=on starts the free test checkout, for a staging copy only)',
    );
  if (has('LLM_BASE_URL') && !has('LLM_MODEL')) problems.push('LLM_MODEL: is required with LLM_BASE_URL');
  if (has('MODERATION_MODEL') && !has('MODERATION_BASE_URL') && !has('LLM_BASE_URL'))
    problems.push('MODERATION_BASE_URL: is required with MODERATION_MODEL (or set LLM_BASE_URL)');
  if (has('TTS_MODEL') && !has('TTS_BASE_URL') && !has('LLM_BASE_URL'))
    problems.push('TTS_BASE_URL: is required with TTS_MODEL (or set LLM_BASE_URL)');
  return problems;
}

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Absolute path of the data folder. */
  dataDir: string;
  /** Public address of the parent portal, used in e-mails. */
  publicUrl: string;
  /** Public address of the chat site, used in access links. */
  chatUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`) ?? []),
    ...crossVariableProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const values = parsed.data;
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    chatUrl: (values.CHAT_URL ?? `http://localhost:${values.CHAT_PORT}`).replace(/\/$/, ''),
  };
}
