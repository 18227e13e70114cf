import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for. Forgot-password and resend-confirmation answer
 * before they look the address up (issue 15): a known and an unknown e-mail then take the same
 * time, whatever the database and the mail server do afterwards. The tasks are tracked so that
 * closing the app (and a test reading the outbox) can wait for them; a failure is logged.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(logger: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: name }, 'a background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
