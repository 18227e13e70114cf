import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { type AppDeps, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createPglite, type Database, databaseFromPglite, databaseFromUrl } from '../src/db/database';
import { createBackgroundTasks } from '../src/lib/background-tasks';
import { createSecretBox } from '../src/lib/secret-box';
import type { ChatProvider } from '../src/plugins/llm/provider';
import { createOutboxMailer } from '../src/plugins/mailer';
import { createMetrics } from '../src/plugins/metrics';
import { createTestPayments } from '../src/plugins/payments';
import { createMemoryRateLimiter } from '../src/plugins/rate-limiter';
import { createLocalStorage } from '../src/plugins/storage';

/**
 * The real app listening on 127.0.0.1 for a benchmark, on a fresh migrated database:
 * PGlite in memory, or a new database on the PostgreSQL server at `postgresUrl`.
 */
export async function startBenchApp(options: { postgresUrl?: string; llm: ChatProvider }) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiddo-bench-'));
  let database: Database;
  let dropDatabase = async () => {};
  if (options.postgresUrl) {
    const name = `kiddo_bench_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    database = databaseFromUrl(url.toString(), 10);
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    database = databaseFromPglite(await createPglite());
  }
  await database.migrate();
  const logger = pino({ level: 'warn' });
  // Benches measure throughput, not abuse: the per-family ceiling of model calls is out of the way.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', MODEL_CALLS_PER_FAMILY_PER_MINUTE: '100000' });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    mailer: createOutboxMailer({ folder: path.join(dataDir, 'outbox'), from: config.MAIL_FROM, logger }),
    rateLimiter: createMemoryRateLimiter(),
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    accessLinkBox: createSecretBox(randomUUID() + randomUUID(), 'child-access-link'),
    mfaSecretBox: createSecretBox(randomUUID() + randomUUID(), 'parent-mfa-secret'),
    llm: options.llm,
    speech: null,
    guard: null,
    payments: createTestPayments({ publicUrl: config.publicUrl, webhookSecret: 'whsec_bench' }),
    googleSignIn: null,
    metrics: createMetrics(),
    background: createBackgroundTasks(logger),
    logger,
    now: () => new Date(),
  };
  const app = await buildApp({ deps });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    deps,
    baseUrl: address,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Percentile of a sorted list of numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
