import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/database';
import { jobs } from '../db/schema';

/*
 * The jobs table (DESIGN §1): background work that any API process may do. A job is claimed
 * with FOR UPDATE SKIP LOCKED and hidden for a lease; finishing deletes it, failing pushes it
 * back with a growing delay, and after the last attempt it is kept with failed_at set.
 */

export type JobRow = typeof jobs.$inferSelect;

/** Every kind of job, so the module that schedules one and the one that runs it agree. */
export const JOB_KINDS = {
  /** Write a conversation's title, summary and category once it has gone quiet (issue 5). */
  summarizeConversation: 'summarize_conversation',
} as const;
export type JobPayload = JobRow['payload'];

/** How long a claimed job stays hidden: a process that dies mid-job frees it after this. */
const LEASE_MS = 5 * 60_000;
export const MAX_JOB_ATTEMPTS = 5;

/**
 * Schedules a job, or moves the pending job with the same key to the new time (a conversation
 * that gets another message is summarised later, once). A job that gave up is revived.
 */
export async function scheduleJob(
  db: Executor,
  job: { kind: string; key: string; payload: JobPayload; runAt: Date },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, payload: job.payload, runAt: job.runAt, createdAt: job.runAt })
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        payload: job.payload,
        runAt: job.runAt,
        attempts: 0,
        failedAt: null,
        lastError: null,
      },
    });
}

/**
 * Claims up to `limit` due jobs of the given kinds for this process. Rows another process holds
 * are skipped, not waited for, so several processes share the work without doing any twice.
 */
export async function claimJobs(db: Executor, kinds: string[], now: Date, limit: number): Promise<JobRow[]> {
  if (kinds.length === 0) return [];
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    UPDATE ${jobs} SET locked_until = ${leaseUntil.toISOString()}, attempts = ${jobs.attempts} + 1
    WHERE ${jobs.id} IN (
      SELECT ${jobs.id} FROM ${jobs}
      WHERE ${jobs.kind} IN (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
        AND ${jobs.failedAt} IS NULL
        AND ${jobs.runAt} <= ${now.toISOString()}
        AND (${jobs.lockedUntil} IS NULL OR ${jobs.lockedUntil} < ${now.toISOString()})
      ORDER BY ${jobs.runAt}
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, key, payload, attempts, run_at`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    kind: String(row.kind),
    key: String(row.key),
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as JobPayload,
    runAt: new Date(row.run_at as string),
    attempts: Number(row.attempts),
    lockedUntil: leaseUntil,
    lastError: null,
    failedAt: null,
    createdAt: now,
  }));
}

/**
 * The job is done: removed — unless it was rescheduled while it ran (run_at moved), in which
 * case it stays for its new time.
 */
export async function finishJob(db: Executor, job: JobRow): Promise<void> {
  await db.execute(sql`
    DELETE FROM ${jobs} WHERE ${jobs.id} = ${job.id} AND ${jobs.runAt} = ${job.runAt.toISOString()}`);
  await db.execute(sql`UPDATE ${jobs} SET locked_until = NULL WHERE ${jobs.id} = ${job.id}`);
}

/** The job failed: retried later (1, 4, 9… minutes), or given up after the last attempt. */
export async function failJob(db: Executor, job: JobRow, error: unknown, now: Date): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const givesUp = job.attempts >= MAX_JOB_ATTEMPTS;
  const retryAt = new Date(now.getTime() + job.attempts * job.attempts * 60_000);
  await db.execute(sql`
    UPDATE ${jobs} SET
      locked_until = NULL,
      last_error = ${message.slice(0, 1000)},
      run_at = GREATEST(run_at, ${retryAt.toISOString()}::timestamptz),
      failed_at = ${givesUp ? now.toISOString() : null}
    WHERE ${jobs.id} = ${job.id}`);
}
