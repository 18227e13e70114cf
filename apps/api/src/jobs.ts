import { sql } from 'drizzle-orm';
import type { AppDeps } from './app';
import { claimJobs, failJob, finishJob, JOB_KINDS, type JobPayload } from './core/jobs';
import { findLedgerMismatches } from './core/ledger-check';
import { deleteExpiredChallenges } from './core/mfa';
import { deleteOldSecurityEvents } from './core/security-events';
import { deleteExpiredSessions } from './core/sessions';
import { runSubscriptionJob } from './modules/billing/renewal-job';
import { refundUndeliveredReplies } from './modules/chat/refund-sweep';
import { runSummaryJob } from './modules/history/summaries';
import { runDigestJob } from './modules/notifications/digest';

const SUBSCRIPTION_JOB_INTERVAL_MS = 60_000;
const DIGEST_INTERVAL_MS = 5 * 60_000;
const QUEUE_BATCH = 10;
const MAINTENANCE_INTERVAL_MS = 60 * 60_000;
const REFUND_SWEEP_INTERVAL_MS = 5 * 60_000;
const LEDGER_CHECK_INTERVAL_MS = 24 * 60 * 60_000;

type JobHandler = (deps: AppDeps, payload: JobPayload) => Promise<void>;

/** What each kind of queued job does. */
const HANDLERS: Record<string, JobHandler> = {
  [JOB_KINDS.summarizeConversation]: runSummaryJob,
};

/**
 * Runs the due jobs of the jobs table, a batch at a time, until none is due. Each is claimed
 * with SKIP LOCKED, so any number of processes may call this at once. Answers how many ran.
 */
export async function runDueJobs(deps: AppDeps, options: { maxBatches?: number } = {}) {
  let done = 0;
  let failed = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 100); batch += 1) {
    const claimed = await claimJobs(deps.db, Object.keys(HANDLERS), deps.now(), QUEUE_BATCH);
    if (claimed.length === 0) break;
    for (const job of claimed) {
      try {
        await HANDLERS[job.kind]!(deps, job.payload);
        await finishJob(deps.db, job);
        done += 1;
      } catch (error) {
        failed += 1;
        deps.logger.error({ err: error, job: job.id, kind: job.kind, attempt: job.attempts }, 'a job failed');
        await failJob(deps.db, job, error, deps.now());
      }
    }
  }
  return { done, failed };
}

/** The daily balance check: every mismatch logged (ids and amounts only) and counted in the gauge. */
export async function checkLedger(deps: AppDeps) {
  const mismatches = await findLedgerMismatches(deps.db);
  deps.metrics.ledgerMismatches.set(mismatches.length);
  if (mismatches.length > 0)
    deps.logger.error(
      { mismatches: mismatches.slice(0, 50), count: mismatches.length },
      'token balances differ from their ledger',
    );
  return { mismatches: mismatches.length };
}

/** Repeats a task on an interval, never two runs of it at once, logging what it did. */
function every(deps: AppDeps, name: string, intervalMs: number, task: () => Promise<Record<string, number>>) {
  let isRunning = false;
  const tick = async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      const result = await task();
      if (Object.values(result).some((n) => n > 0)) deps.logger.info(result, name);
    } catch (error) {
      deps.logger.error({ err: error }, `${name} failed`);
    } finally {
      isRunning = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}

/**
 * Background work that runs in every API process. Each job claims its rows with SKIP LOCKED
 * (or a conditional update), so several processes share the work without doing any of it twice.
 */
export function startBackgroundJobs(deps: AppDeps) {
  const stops = [
    every(deps, 'subscription job', SUBSCRIPTION_JOB_INTERVAL_MS, () => runSubscriptionJob(deps)),
    every(deps, 'job queue', deps.config.JOBS_POLL_SECONDS * 1000, () => runDueJobs(deps)),
    every(deps, 'daily digest', DIGEST_INTERVAL_MS, () => runDigestJob(deps)),
    every(deps, 'undelivered replies', REFUND_SWEEP_INTERVAL_MS, () => refundUndeliveredReplies(deps)),
    every(deps, 'ledger check', LEDGER_CHECK_INTERVAL_MS, () => checkLedger(deps)),
    // Expired sessions and two-step challenges, and security events past their retention, are erased (issue 15).
    every(deps, 'account housekeeping', MAINTENANCE_INTERVAL_MS, async () => {
      await deleteExpiredSessions(deps.db, deps.now());
      await deleteExpiredChallenges(deps.db, deps.now());
      await deleteOldSecurityEvents(deps.db, deps.now());
      return {};
    }),
  ];
  if (deps.database.kind === 'pglite') {
    // Embedded PGlite runs no autovacuum: without fresh statistics the planner would scan whole
    // tables instead of using the owner indexes. PostgreSQL servers do this by themselves.
    stops.push(
      every(deps, 'database statistics', MAINTENANCE_INTERVAL_MS, async () => {
        await deps.db.execute(sql`ANALYZE`);
        return {};
      }),
    );
  }
  return () => {
    for (const stop of stops) stop();
  };
}
