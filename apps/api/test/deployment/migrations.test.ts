import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { databaseFromUrl, MIGRATIONS_FOLDER, queryRows } from '../../src/db/database';
import { checkReadiness } from '../../src/modules/health/readiness';

/*
 * Several API processes started together on one empty PostgreSQL database (a rollout, or
 * `compose up --scale`): each applies migrations at start, and they must not trip on each other.
 * PostgreSQL runs only (CI's second run, or TEST_DATABASE_URL); PGlite is one process by design.
 */
const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('migrations at start on PostgreSQL', () => {
  it('are applied once when three processes start at the same time', async () => {
    const name = `kiddo_migrate_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${name}`;
    const processes = [1, 2, 3].map(() => databaseFromUrl(url.toString(), 2));
    try {
      const results = await Promise.allSettled(processes.map((database) => database.migrate()));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      const [first] = processes;
      if (!first) throw new Error('no database');
      const readiness = await checkReadiness(first.db, MIGRATIONS_FOLDER);
      expect(readiness).toMatchObject({ isReady: true, migrations: 'ok', pending: [] });
      // Each file recorded once: no process ran them a second time.
      const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
      const recorded = await queryRows<{ n: number }>(
        first.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(recorded[0]?.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
