/*
 * npm run bench:scale — dashboard and chat throughput with one and with two API processes on
 * one PostgreSQL (and Redis when TEST_REDIS_URL / BENCH_REDIS_URL is set), side by side with
 * the ratio. autocannon, 50 connections in all, BENCH_SECONDS per measurement (default 10).
 * Needs TEST_DATABASE_URL or BENCH_DATABASE_URL. The model is a local OpenAI-compatible stand-in
 * answering at once, so chat figures are the service's own cost.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { asc, eq, sql } from 'drizzle-orm';
import { createSession } from '../src/core/sessions';
import { databaseFromUrl } from '../src/db/database';
import { children, conversations, parentalControls, parents } from '../src/db/schema';
import { startFakeOpenAi } from '../test/fake-openai';
import { type ApiProcess, createScratchDatabase, startApiProcess } from '../test/scale/processes';
import { seedDatabase } from './seed-data';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PARENTS = 200;
if (!POSTGRES_URL) {
  console.log('bench:scale needs PostgreSQL: set TEST_DATABASE_URL or BENCH_DATABASE_URL');
  process.exit(1);
}

const scratch = await createScratchDatabase(POSTGRES_URL);
const fake = await startFakeOpenAi();
fake.behaviour.chunks = ['Os planetas ', 'giram em volta do Sol.'];
const database = databaseFromUrl(scratch.url, 4);
const processes: ApiProcess[] = [];
try {
  await database.migrate();
  await seedDatabase(database.db, { parents: PARENTS, seed: 11 });
  // Plenty of tokens and time, so that limits never stop the load.
  await database.db.update(parents).set({ tokens: 10_000_000 });
  await database.db.update(parentalControls).set({ timeRestrictions: 720, maxDailyChats: 50 });
  await database.db.execute(sql`ANALYZE`);
  const now = new Date();
  const parentTokens: string[] = [];
  const chatTargets: Array<{ token: string; conversationId: string }> = [];
  for (const parent of await database.db.select({ id: parents.id }).from(parents).orderBy(asc(parents.email))) {
    parentTokens.push(await createSession(database.db, { kind: 'parent', parentId: parent.id, now }));
    const [child] = await database.db.select().from(children).where(eq(children.parentId, parent.id)).limit(1);
    const [conversation] = await database.db
      .insert(conversations)
      .values({ childId: child!.id, parentId: parent.id, startedAt: now, createdAt: now })
      .returning({ id: conversations.id });
    const childToken = await createSession(database.db, {
      kind: 'child',
      parentId: parent.id,
      childId: child!.id,
      now,
    });
    chatTargets.push({ token: childToken, conversationId: conversation!.id });
  }

  const env = {
    DATABASE_URL: scratch.url,
    APP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'bench',
    ...(REDIS_URL ? { REDIS_URL } : {}),
  };

  const load = (baseUrl: string, connections: number, kind: 'dashboard' | 'chat') =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
      autocannon(
        {
          url: baseUrl,
          connections,
          duration: SECONDS,
          requests: [
            {
              method: kind === 'dashboard' ? 'GET' : 'POST',
              setupRequest: (request) => {
                if (kind === 'dashboard') {
                  return {
                    ...request,
                    path: '/api/parent/dashboard',
                    headers: { authorization: `Bearer ${pick(parentTokens)}` },
                  };
                }
                const target = pick(chatTargets);
                return {
                  ...request,
                  path: `/api/chats/${target.conversationId}/messages`,
                  headers: {
                    authorization: `Bearer ${target.token}`,
                    'content-type': 'application/json',
                    accept: 'application/json',
                  },
                  body: JSON.stringify({ content: 'Quantos planetas existem?' }),
                };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });

  const measure = async (count: 1 | 2, kind: 'dashboard' | 'chat') => {
    const results = await Promise.all(processes.slice(0, count).map((p) => load(p.baseUrl, CONNECTIONS / count, kind)));
    return {
      rps: results.reduce((sum, r) => sum + r.requests.average, 0),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    };
  };

  processes.push(await startApiProcess(env));
  const one = { dashboard: await measure(1, 'dashboard'), chat: await measure(1, 'chat') };
  processes.push(await startApiProcess(env));
  const two = { dashboard: await measure(2, 'dashboard'), chat: await measure(2, 'chat') };

  console.log(
    `\nPostgreSQL, ${PARENTS} parents, ${CONNECTIONS} connections in all, ${SECONDS} s each${REDIS_URL ? ', rate limits in Redis' : ''}`,
  );
  console.log(
    `${''.padEnd(12)} ${'1 process req/s'.padStart(16)} ${'p99 ms'.padStart(8)} ${'2 processes req/s'.padStart(18)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(7)} errors`,
  );
  for (const kind of ['dashboard', 'chat'] as const) {
    console.log(
      `${kind.padEnd(12)} ${one[kind].rps.toFixed(0).padStart(16)} ${one[kind].p99.toFixed(1).padStart(8)} ${two[
        kind
      ].rps
        .toFixed(0)
        .padStart(
          18,
        )} ${two[kind].p99.toFixed(1).padStart(8)} ${(two[kind].rps / one[kind].rps).toFixed(2).padStart(6)}× ${
        one[kind].errors + two[kind].errors
      }`,
    );
  }
  console.log(
    `(this machine: ${(await import('node:os')).cpus().length} CPU cores shared by PostgreSQL, the processes and the load)`,
  );
} finally {
  for (const p of processes) await p.stop();
  await database.close();
  await fake.close();
  await scratch.drop();
}
