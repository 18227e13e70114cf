import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { createSecretBox } from './lib/secret-box';
import { createOutboxMailer, createSmtpMailer } from './plugins/mailer';
import { createMemoryRateLimiter } from './plugins/rate-limiter';
import { createLocalStorage } from './plugins/storage';

/** Opens the database (and applies migrations) and picks each outside component by configuration. */
export async function createDeps(config: Config, logger: FastifyBaseLogger): Promise<AppDeps> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const mailer = config.SMTP_URL
    ? createSmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailer({ folder: path.join(config.dataDir, 'outbox'), from: config.MAIL_FROM, logger });
  return {
    config,
    database,
    db: database.db,
    mailer,
    rateLimiter: createMemoryRateLimiter(),
    storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
    accessLinkBox: createSecretBox(await loadAppSecret(config, logger), 'child-access-link'),
    logger,
    now: () => new Date(),
  };
}

/** Closes what createDeps opened; the database last, since requests may still be finishing. */
export async function closeDeps(deps: AppDeps) {
  deps.mailer.close();
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
