import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Db, MIGRATIONS_FOLDER, queryRows } from '../../src/db/database';
import { checkReadiness } from '../../src/modules/health/readiness';
import { createTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A database that fails every query, as one does when its server is down. */
const unreachableDb = {
  execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
} as unknown as Db;

describe('GET /api/ready', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, database: 'ok', migrations: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the migration the database has not recorded', async () => {
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    if (!last) throw new Error('the test database has no migrations recorded');
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body).toMatchObject({ success: false, database: 'ok', migrations: 'pending' });
      expect(body.pending).toHaveLength(1);
      expect(body.pending[0]).toMatch(/^\d{4}_/);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at}::bigint)`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 without internals when the database does not answer, while /api/health still answers', async () => {
    const app = await buildApp({ deps: { ...t.deps, db: unreachableDb } });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ success: false, database: 'unavailable', migrations: 'unknown', pending: [] });
      expect(ready.body).not.toContain('ECONNREFUSED');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('checkReadiness', () => {
  it('calls a database that does not answer in time unavailable', async () => {
    const hangingDb = { execute: () => new Promise(() => undefined) } as unknown as Db;
    const readiness = await checkReadiness(hangingDb, MIGRATIONS_FOLDER, 50);
    expect(readiness).toMatchObject({ isReady: false, database: 'unavailable', migrations: 'unknown' });
  });

  it('counts every migration as pending on an empty database', async () => {
    const emptyDb = {
      execute: () => Promise.resolve({ rows: [{ exists: false }] }),
    } as unknown as Db;
    const readiness = await checkReadiness(emptyDb, MIGRATIONS_FOLDER);
    expect(readiness.migrations).toBe('pending');
    expect(readiness.pending[0]).toBe('0000_init');
    expect(readiness.pending.length).toBeGreaterThanOrEqual(7);
  });
});
