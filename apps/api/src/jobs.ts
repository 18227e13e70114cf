import type { AppDeps } from './app';
import { runSubscriptionJob } from './modules/billing/renewal-job';

const SUBSCRIPTION_JOB_INTERVAL_MS = 60_000;

/**
 * Background work that runs in every API process. Each job claims its rows with SKIP LOCKED,
 * so several processes share the work without doing any of it twice.
 */
export function startBackgroundJobs(deps: AppDeps) {
  let isRunning = false;
  const tick = async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      const result = await runSubscriptionJob(deps);
      if (result.ended || result.renewed) deps.logger.info(result, 'subscription job');
    } catch (error) {
      deps.logger.error({ err: error }, 'subscription job failed');
    } finally {
      isRunning = false;
    }
  };
  const timer = setInterval(() => void tick(), SUBSCRIPTION_JOB_INTERVAL_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
