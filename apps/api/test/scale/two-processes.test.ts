import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, databaseFromUrl } from '../../src/db/database';
import { children, conversations, jobs, messages, parents, tokenLedger } from '../../src/db/schema';
import { birthDateForAge, PASSWORD, uniqueEmail } from '../helper';
import { type ApiProcess, call, createScratchDatabase, insertVerifiedParent, startApiProcess } from './processes';

/*
 * DESIGN §1: API processes are stateless, so several run on one PostgreSQL (and one Redis).
 * Two real processes, started together on an empty database, must behave as one service.
 * Runs where CI provides both servers (TEST_DATABASE_URL, TEST_REDIS_URL).
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

describe.skipIf(!POSTGRES_URL || !REDIS_URL)('two API processes on one PostgreSQL and one Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: ApiProcess;
  let b: ApiProcess;
  let database: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase(POSTGRES_URL!);
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: REDIS_URL!,
      APP_SECRET: randomBytes(32).toString('hex'),
      JOBS_POLL_SECONDS: '1',
    };
    // Started together on an empty database: both try to migrate it at once.
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    database = databaseFromUrl(scratch.url, 3);
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await scratch?.drop();
    expect(codes).toEqual([0, 0]);
  }, 60_000);

  const verifiedParent = (tokens: number) =>
    insertVerifiedParent(database.db, { email: uniqueEmail('scale'), password: PASSWORD, tokens });

  it('says in each log that rate limits are shared through Redis', () => {
    for (const process of [a, b]) {
      expect(process.logs.some((line) => line.rateLimits === 'redis' && line.database === 'postgres')).toBe(true);
    }
  });

  it('accepts on one process a session made on the other', async () => {
    const parent = await verifiedParent(0);
    const login = await call(a.baseUrl, 'POST', '/api/auth/parent/login', {
      body: { email: parent.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.json.token as string;
    const validate = await call(b.baseUrl, 'GET', '/api/auth/parent/validate', { token });
    expect(validate.status).toBe(200);
    expect(validate.json).toMatchObject({ valid: true });
    // And a logout on B ends it on A.
    expect((await call(b.baseUrl, 'POST', '/api/auth/parent/logout', { token })).status).toBe(200);
    expect((await call(a.baseUrl, 'GET', '/api/auth/parent/validate', { token })).status).toBe(401);
  });

  it('counts login failures across both processes', async () => {
    const parent = await verifiedParent(0);
    const wrong = { body: { email: parent.email, password: 'Wrong12345' } };
    for (let i = 0; i < 5; i += 1) {
      expect((await call(a.baseUrl, 'POST', '/api/auth/parent/login', wrong)).status).toBe(401);
      expect((await call(b.baseUrl, 'POST', '/api/auth/parent/login', wrong)).status).toBe(401);
    }
    // Ten failures in all: now even the right password waits, on either process.
    for (const process of [a, b]) {
      const blocked = await call(process.baseUrl, 'POST', '/api/auth/parent/login', {
        body: { email: parent.email, password: PASSWORD },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.json.code).toBe('rate_limited');
    }
  });

  it('never overspends when both processes debit one parent at once', async () => {
    const parent = await verifiedParent(10);
    const token = (
      await call(a.baseUrl, 'POST', '/api/auth/parent/login', { body: { email: parent.email, password: PASSWORD } })
    ).json.token as string;
    const created = await call(a.baseUrl, 'POST', '/api/parent/children', {
      token,
      body: {
        name: 'Leo',
        birth_date: birthDateForAge(8),
        username: `leo_${randomBytes(4).toString('hex')}`,
        password: 'dino-lua-42',
      },
    });
    expect(created.status).toBe(201);
    const accessToken = (created.json.child as { access_token: string }).access_token;
    const childToken = (await call(b.baseUrl, 'POST', '/api/auth/child/access', { body: { token: accessToken } })).json
      .token as string;
    const chat = (await call(a.baseUrl, 'POST', '/api/chats', { token: childToken })).json.chat as { id: string };

    const sends = Array.from({ length: 30 }, (_, i) =>
      call(i % 2 === 0 ? a.baseUrl : b.baseUrl, 'POST', `/api/chats/${chat.id}/messages`, {
        token: childToken,
        headers: { accept: 'application/json' },
        body: { content: `Pergunta número ${i} sobre planetas` },
      }),
    );
    const answers = await Promise.all(sends);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(
      answers.filter((answer) => answer.status !== 200).every((answer) => answer.json.code === 'insufficient_tokens'),
    ).toBe(true);
    const [after] = await database.db.select().from(parents).where(eq(parents.id, parent.id));
    expect(after!.tokens).toBe(0);
    const debits = await database.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.parentId, parent.id), eq(tokenLedger.reason, 'chat_reply')));
    expect(debits).toHaveLength(10);
    expect(debits.reduce((sum, row) => sum + row.delta, 0)).toBe(-10);
  }, 60_000);

  it('does a burst of background jobs exactly once between them', async () => {
    const parent = await verifiedParent(0);
    const [child] = await database.db
      .insert(children)
      .values({
        parentId: parent.id,
        name: 'Bia',
        username: `bia_${randomBytes(4).toString('hex')}`,
        passwordHash: 'x',
        birthDate: birthDateForAge(9),
      })
      .returning();
    const JOBS = 300;
    const now = new Date();
    const rows = Array.from({ length: JOBS }, (_, i) => ({
      id: crypto.randomUUID(),
      childId: child!.id,
      parentId: parent.id,
      title: `Planetas ${i}`,
      startedAt: new Date(now.getTime() - 3_600_000),
      lastMessageAt: new Date(now.getTime() - 3_540_000),
      messageCount: 2,
    }));
    const logsBefore = [a.logs.length, b.logs.length];
    await database.db.transaction(async (tx) => {
      await tx.insert(conversations).values(rows);
      await tx.insert(messages).values(
        rows.flatMap((row) => [
          {
            conversationId: row.id,
            sender: 'kid',
            content: 'Quantos planetas existem no Sistema Solar?',
            createdAt: row.startedAt,
          },
          {
            conversationId: row.id,
            sender: 'ai',
            content: 'O Sistema Solar tem oito planetas.',
            createdAt: row.lastMessageAt,
          },
        ]),
      );
      await tx.insert(jobs).values(
        rows.map((row) => ({
          kind: 'summarize_conversation',
          key: `summary:${row.id}`,
          payload: { conversationId: row.id },
          runAt: now,
        })),
      );
    });

    const deadline = Date.now() + 60_000;
    for (;;) {
      // (The chat test above left a summary job due in ten minutes: not part of the burst.)
      const [left] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`${jobs.runAt} <= ${now.toISOString()}::timestamptz`);
      if (Number(left!.count) === 0) break;
      if (Date.now() > deadline) throw new Error(`jobs left after 60 s: ${left!.count}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Each process logs how many jobs it finished; together exactly the burst.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const doneBy = [a, b].map((process, index) =>
      process.logs
        .slice(logsBefore[index])
        .filter((line) => line.msg === 'job queue')
        .reduce((sum, line) => sum + Number(line.done ?? 0), 0),
    );
    expect(doneBy[0]! + doneBy[1]!).toBe(JOBS);
    const summarised = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(conversations)
      .where(and(eq(conversations.childId, child!.id), sql`${conversations.summary} is not null`));
    expect(Number(summarised[0]!.count)).toBe(JOBS);
  }, 90_000);
});
