import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
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
