import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { closeDeps, createDeps } from './deps';
import { startBackgroundJobs } from './jobs';
import { createLogger } from './lib/logging';

/*
 * The process: configuration, logger, the two listeners (portal + API on PORT, chat site + API
 * on CHAT_PORT — a separate origin so a child's session never shares storage with a parent's),
 * and graceful shutdown. Nothing else.
 */

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // JSON lines on stdout, with secrets and message content redacted (lib/logging, docs/decisions/011).
  const logger = createLogger(config.LOG_LEVEL);
  const deps = await createDeps(config, logger);
  logger.info(
    {
      database: deps.database.kind,
      mail: deps.mailer.kind,
      rateLimits: deps.rateLimiter.kind,
      storage: deps.storage.kind,
      dataDir: config.dataDir,
    },
    deps.database.kind === 'pglite'
      ? 'using the embedded PGlite database (one process only; set DATABASE_URL for PostgreSQL)'
      : 'using PostgreSQL',
  );

  const portal = await buildApp({ deps, logger, site: { root: path.join(appsDir, 'portal/dist') } });
  const chat = await buildApp({ deps, logger, site: { root: path.join(appsDir, 'chat/dist') } });
  await portal.listen({ port: config.PORT, host: config.HOST });
  await chat.listen({ port: config.CHAT_PORT, host: config.HOST });
  const stopJobs = startBackgroundJobs(deps);
  logger.info(
    `Kiddo is up — parent portal: ${config.publicUrl} · chat site: ${config.chatUrl} · API: ${config.publicUrl}/api`,
  );

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    stopJobs();
    await Promise.allSettled([portal.close(), chat.close()]);
    await closeDeps(deps);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
