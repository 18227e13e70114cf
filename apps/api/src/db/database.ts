import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common type of both drivers: services and repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept either the database or an open transaction. */
export type Executor = Db | Tx;

/**
 * The rows of a raw SQL query. Both drivers answer raw queries with `rows`, but the shared Db
 * type cannot say so; this is the one place that knows.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The rows of a raw SQL query on a hot path, as a named prepared statement: PostgreSQL parses
 * it once per connection and, once its plan proves stable, stops planning it (ADR 013). `name`
 * must stand for one query text: a query whose text varies needs one name per variant.
 */
export async function queryPreparedRows<T>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const { session, dialect } = db as unknown as {
    session: Pick<PgSession, 'prepareQuery'>;
    dialect: Pick<PgDialect, 'sqlToQuery'>;
  };
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/**
 * A drizzle query prepared once per database (`.prepare(name)` inside `build`) and reused:
 * drizzle builds its SQL once, and PostgreSQL parses it once per connection (ADR 013).
 */
export function preparedPerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const prepared = new WeakMap<Executor, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens a PGlite with the extensions the migrations need (unaccent, for accent-insensitive
 * search). Every PGlite of the project is opened here, so none lacks one.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> & { dataDir?: string } = {}) {
  return PGlite.create({ ...options, extensions: { unaccent } });
}

/** Wraps an open PGlite (a file database, or an in-memory one in tests). */
export function databaseFromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** The advisory lock key that serialises migrations across processes (any fixed number; this one spells "kiddo"). */
const MIGRATION_LOCK_ID = 0x6b6964646f;

/** Connects to a PostgreSQL server through a pool. */
export function databaseFromUrl(
  connectionString: string,
  poolSize = 10,
  onIdleError?: (error: Error) => void,
): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a fresh one.
  pool.on('error', (error) => onIdleError?.(error));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    // Several processes starting together take turns on one connection holding an advisory
    // lock: the first applies the migrations, the others then find nothing left to do
    // (drizzle's migrator alone would let two of them run the same files at once).
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) return databaseFromUrl(options.databaseUrl, 10, options.onIdleError);
  const folder = path.join(options.dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  const client = await createPglite({ dataDir: folder });
  return databaseFromPglite(client);
}
