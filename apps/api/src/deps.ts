import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { createOutboxMailer, createSmtpMailer } from './plugins/mailer';
import { createMemoryRateLimiter } from './plugins/rate-limiter';

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
    logger,
    now: () => new Date(),
  };
}

/** Closes what createDeps opened; the database last, since requests may still be finishing. */
export async function closeDeps(deps: AppDeps) {
  deps.mailer.close();
  await deps.database.close();
}
