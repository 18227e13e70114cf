/*
 * npm run bench:chat — the server's own added latency to the first streamed byte of a reply
 * (the provider answering instantly), p50 and p99, and messages per second, on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL). Aim: p99 under 30 ms.
 */
import { eq } from 'drizzle-orm';
import { newFamilyCode } from '../src/core/family-code';
import { parents } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { createOpenAiProvider } from '../src/plugins/llm/openai-provider';
import { startFakeOpenAi } from '../test/fake-openai';
import { percentile, startBenchApp } from './bench-app';

const SEQUENTIAL_MESSAGES = Number(process.env.BENCH_MESSAGES ?? 300);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 10;

async function json(baseUrl: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(baseUrl + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // The few fields this script reads from the API's answers.
  return response.json() as Promise<{ token: string; child: { access_token: string }; chat: { id: string } }>;
}

/** Sends one message and answers the milliseconds to the first reply text and to the end. */
async function timedMessage(baseUrl: string, token: string, chatId: string, content: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/chats/${chatId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ content }),
  });
  if (!response.ok || !response.body) throw new Error(`message refused: ${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let firstDelta = Number.NaN;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(firstDelta) && text.includes('event: delta')) firstDelta = performance.now() - started;
  }
  if (!text.includes('event: done')) throw new Error(`reply did not finish: ${text.slice(0, 200)}`);
  return { firstDelta, total: performance.now() - started };
}

async function run(label: string, postgresUrl?: string) {
  const fake = await startFakeOpenAi();
  fake.behaviour.chunks = ['Os planetas ', 'giram em volta do Sol. ', 'Legal, né?'];
  const bench = await startBenchApp({
    postgresUrl,
    llm: createOpenAiProvider({ baseUrl: fake.baseUrl, model: 'bench' }),
  });
  try {
    // One family with plenty of tokens and generous limits.
    const [parent] = await bench.deps.db
      .insert(parents)
      .values({
        name: 'Bench',
        email: `bench-${Date.now()}@example.com`,
        passwordHash: await hashPassword('Bench1234'),
        emailVerifiedAt: new Date(),
        tokens: 1_000_000,
        familyCode: newFamilyCode(),
      })
      .returning();
    const login = await json(bench.baseUrl, 'POST', '/api/auth/parent/login', {
      email: parent!.email,
      password: 'Bench1234',
    });
    const child = await json(
      bench.baseUrl,
      'POST',
      '/api/parent/children',
      {
        name: 'Bench Kid',
        birth_date: '2016-01-01',
        username: `bench_${Date.now() % 1e8}`,
        password: 'bench1',
        max_daily_chats: 50,
        time_restrictions: 720,
        max_message_length: 2000,
      },
      login.token,
    );
    const session = await json(bench.baseUrl, 'POST', '/api/auth/child/access', { token: child.child.access_token });
    const chats = await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const created = await json(bench.baseUrl, 'POST', '/api/chats', {}, session.token);
        // a message starts the conversation, so the next POST /api/chats makes a new one
        await timedMessage(bench.baseUrl, session.token, created.chat.id, 'Oi');
        return created.chat.id as string;
      }),
    );

    // The provider's own time to first chunk, measured straight, to separate it from the server's.
    const providerTimes: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const started = performance.now();
      const response = await fetch(`${fake.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'bench', stream: true, messages: [] }),
      });
      const reader = response.body!.getReader();
      await reader.read();
      providerTimes.push(performance.now() - started);
      await reader.cancel();
    }
    const providerP50 = percentile(
      providerTimes.sort((a, b) => a - b),
      50,
    );

    for (let i = 0; i < 20; i += 1) await timedMessage(bench.baseUrl, session.token, chats[0]!, `aquecimento ${i}`);
    const firsts: number[] = [];
    for (let i = 0; i < SEQUENTIAL_MESSAGES; i += 1) {
      const { firstDelta } = await timedMessage(
        bench.baseUrl,
        session.token,
        chats[i % chats.length]!,
        `Me conta sobre os planetas ${i}?`,
      );
      firsts.push(firstDelta - providerP50);
    }
    firsts.sort((a, b) => a - b);

    let sent = 0;
    const deadline = performance.now() + THROUGHPUT_SECONDS * 1000;
    await Promise.all(
      chats.map(async (chatId, worker) => {
        while (performance.now() < deadline) {
          await timedMessage(bench.baseUrl, session.token, chatId, `Pergunta ${worker}-${sent}`);
          sent += 1;
        }
      }),
    );
    const [after] = await bench.deps.db
      .select({ tokens: parents.tokens })
      .from(parents)
      .where(eq(parents.id, parent!.id));
    console.log(
      `${label.padEnd(10)} added latency to first streamed byte: p50 ${percentile(firsts, 50).toFixed(2)} ms, p99 ${percentile(firsts, 99).toFixed(2)} ms ` +
        `(n=${firsts.length}; provider's own first chunk p50 ${providerP50.toFixed(2)} ms subtracted) · ` +
        `throughput ${(sent / THROUGHPUT_SECONDS).toFixed(1)} messages/s at ${CONCURRENCY} concurrent · tokens spent ${1_000_000 - after!.tokens}`,
    );
  } finally {
    await bench.close();
    await fake.close();
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
await run('PGlite');
if (postgresUrl) await run('PostgreSQL', postgresUrl);
else console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
