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
const optionalUrl = (protocols: RegExp) =>
  optionalString.pipe(z.url({ protocol: protocols, error: `must be a URL (${protocols.source})` }).optional());
const port = (fallback: number) => z.coerce.number().int().min(1).max(65_535).default(fallback);

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

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PRO: optionalString,

  LLM_BASE_URL: optionalUrl(/^https?$/),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,

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

  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl(/^https?$/),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,

  REDIS_URL: optionalUrl(/^rediss?$/),

  /** Key material for sealed secrets (children's access links); generated into DATA_DIR when unset. */
  APP_SECRET: optionalString.pipe(z.string().min(32, { error: 'must have at least 32 characters' }).optional()),
});

/** Rules between variables, checked on the raw values so they are reported with every other problem. */
function crossVariableProblems(env: NodeJS.ProcessEnv): string[] {
  const has = (name: string) => Boolean(env[name]?.trim());
  const problems: string[] = [];
  if ((env.PORT ?? '8080') === (env.CHAT_PORT ?? '8081')) problems.push('CHAT_PORT: must differ from PORT');
  const pairs = [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  ] as const;
  for (const [a, b] of pairs) {
    if (has(a) !== has(b))
      problems.push(has(a) ? `${b}: is required together with ${a}` : `${a}: is required together with ${b}`);
  }
  if (has('LLM_BASE_URL') && !has('LLM_MODEL')) problems.push('LLM_MODEL: is required with LLM_BASE_URL');
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
