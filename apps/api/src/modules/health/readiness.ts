import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

/** How long a readiness probe waits for the database before calling it unavailable. */
const DATABASE_TIMEOUT_MS = 3_000;

export interface Readiness {
  isReady: boolean;
  database: 'ok' | 'unavailable';
  /** `pending`: a migration file of this build is not in the database (yet); `unknown`: the database did not answer. */
  migrations: 'ok' | 'pending' | 'unknown';
  /** Tags of this build's migrations the database has not recorded, oldest first. */
  pending: string[];
  /** Why the database did not answer, for the log (never sent to the caller). */
  error?: unknown;
}

interface MigrationFile {
  tag: string;
  /** The journal's `when`, which drizzle records as `created_at` once the migration is applied. */
  createdAt: string;
}

let cachedFiles: { folder: string; files: MigrationFile[] } | undefined;

/** This build's migrations, read once from the journal drizzle's migrator reads (meta/_journal.json). */
function migrationFiles(folder: string): MigrationFile[] {
  if (cachedFiles?.folder === folder) return cachedFiles.files;
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = journal.entries.map((entry) => ({ tag: entry.tag, createdAt: String(entry.when) }));
  cachedFiles = { folder, files };
  return files;
}

/**
 * Whether this process can serve: the database answers, and every migration of this build is
 * recorded in drizzle's table (`drizzle.__drizzle_migrations` on both drivers: PGlite and
 * node-postgres share drizzle's PostgreSQL migrator). A row is matched by `created_at`, the
 * journal time drizzle itself compares when it decides what to run.
 */
export async function checkReadiness(
  db: Executor,
  migrationsFolder: string,
  timeoutMs = DATABASE_TIMEOUT_MS,
): Promise<Readiness> {
  let recorded: Set<string>;
  try {
    recorded = await withTimeout(recordedMigrations(db), timeoutMs);
  } catch (error) {
    return { isReady: false, database: 'unavailable', migrations: 'unknown', pending: [], error };
  }
  const files = migrationFiles(migrationsFolder);
  const pending = files.filter((file) => !recorded.has(file.createdAt)).map((file) => file.tag);
  return {
    isReady: pending.length === 0,
    database: 'ok',
    migrations: pending.length === 0 ? 'ok' : 'pending',
    pending,
  };
}

async function recordedMigrations(db: Executor): Promise<Set<string>> {
  const [table] = await queryRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!table?.exists) return new Set();
  const rows = await queryRows<{ created_at: string }>(
    db,
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations`,
  );
  return new Set(rows.map((row) => row.created_at));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
