/*
 * npm run bench:api — the parent portal's heavy reads under load: the dashboard, a child's
 * history (first page, for a child with a short history and one with a very long one, and a
 * deep page), and full-text search, each against a bare endpoint (/api/health) of the same
 * server in the same run. autocannon, 50 connections; PGlite, then PostgreSQL when
 * TEST_DATABASE_URL or BENCH_DATABASE_URL is set. BENCH_PARENTS (default 1,000 ≈ 300,000
 * messages), BENCH_SECONDS per endpoint (default 10).
 * Aims on PostgreSQL: dashboard p99 < 25 ms; search p95 < 30 ms; history time independent of
 * the history's length.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentile } from './bench-app';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HEAVY = Number(process.env.BENCH_HEAVY_CONVERSATIONS ?? 5000);
const CONNECTIONS = 50; // at once; each endpoint is also measured alone (1 connection)
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const here = path.dirname(fileURLToPath(import.meta.url));
const KEYWORDS = [
  'dinossauros',
  'planeta',
  'vulcao',
  'abelhas',
  'minecraft',
  'planets',
  'whales',
  'dinosaurios',
  'futbol',
  'piada',
];

interface Ready {
  baseUrl: string;
  database: string;
  families: Array<{ token: string; childIds: string[] }>;
  heavy: { token: string; childId: string };
  seconds: number;
  messages: number;
}

function startServer(postgresUrl?: string): Promise<{ ready: Ready; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'api-server.ts')], {
    env: { ...process.env, BENCH_POSTGRES_URL: postgresUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        resolve({
          ready: JSON.parse(line) as Ready,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`the bench server exited early (${code})`)));
  });
}

interface Target {
  name: string;
  method?: 'GET' | 'POST';
  /** A request for one of the families, picked at random per request. */
  request: (family: Ready['families'][number], ready: Ready) => { path: string; token?: string; body?: string };
}

async function measure(ready: Ready, target: Target, connections = CONNECTIONS) {
  const samples: number[] = [];
  let errors = 0;
  const families = ready.families.filter((f) => f.childIds.length > 0);
  const options: autocannon.Options = {
    url: ready.baseUrl,
    connections,
    duration: connections === 1 ? Math.max(2, Math.round(SECONDS / 2)) : SECONDS,
    requests: [
      {
        method: target.method ?? 'GET',
        setupRequest: (request) => {
          const family = families[Math.floor(Math.random() * families.length)]!;
          const { path: requestPath, token, body } = target.request(family, ready);
          return {
            ...request,
            path: requestPath,
            body,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
          };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) errors += 1;
      samples.push(responseTime);
    });
  });
  samples.sort((a, b) => a - b);
  return {
    name: target.name,
    rps: result.requests.average,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    errors: errors + result.errors + result.non2xx,
  };
}

async function firstCursor(ready: Ready, depth: number): Promise<string> {
  // Walk the heavy child's history to a deep page once, to measure a page far from the start.
  let cursor = '';
  for (let page = 0; page < depth; page += 1) {
    const response = await fetch(
      `${ready.baseUrl}/api/parent/children/${ready.heavy.childId}/chat-history?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      { headers: { authorization: `Bearer ${ready.heavy.token}` } },
    );
    cursor = ((await response.json()) as { data: { next_cursor: string } }).data.next_cursor;
  }
  return cursor;
}

async function run(label: string, postgresUrl?: string) {
  const { ready, stop } = await startServer(postgresUrl);
  try {
    console.log(
      `\n${label}: ${ready.families.length} signed-in parents of ${process.env.BENCH_PARENTS ?? 1000}, ${ready.messages} messages (seeded in ${ready.seconds.toFixed(0)} s)`,
    );
    const deepPage = Math.min(80, Math.floor(HEAVY / 50) - 1);
    const deepCursor = await firstCursor(ready, deepPage);
    const targets: Target[] = [
      { name: 'bare /api/health', request: () => ({ path: '/api/health' }) },
      // The cheapest authenticated read: the session, then one indexed row. Every endpoint
      // below pays at least this; it is the floor the database adds on this machine.
      {
        name: 'floor: validate (2 indexed reads)',
        request: (f) => ({ path: '/api/auth/parent/validate', token: f.token }),
      },
      { name: 'dashboard', request: (f) => ({ path: '/api/parent/dashboard', token: f.token }) },
      {
        name: 'history, first page',
        request: (f) => ({ path: `/api/parent/children/${f.childIds[0]}/chat-history`, token: f.token }),
      },
      {
        name: `history, first page (${HEAVY} conversations)`,
        request: (_f, r) => ({ path: `/api/parent/children/${r.heavy.childId}/chat-history`, token: r.heavy.token }),
      },
      {
        name: `history, page ${deepPage + 1} of the long one`,
        request: (_f, r) => ({
          path: `/api/parent/children/${r.heavy.childId}/chat-history?limit=50&cursor=${deepCursor}`,
          token: r.heavy.token,
        }),
      },
      {
        name: 'search',
        method: 'POST',
        request: (f) => ({
          path: '/api/parent/conversations/search',
          token: f.token,
          body: JSON.stringify({ keyword: KEYWORDS[Math.floor(Math.random() * KEYWORDS.length)] }),
        }),
      },
    ];
    const rows = [];
    const alone: Array<{ p50: number; p95: number }> = [];
    for (const target of targets) {
      // One connection first: what a request costs by itself; then 50 at once.
      alone.push(await measure(ready, target, 1));
      rows.push(await measure(ready, target));
    }
    const bare = rows[0]!;
    console.log(
      `${'endpoint'.padEnd(44)} ${'alone p50'.padStart(9)} ${'p95'.padStart(6)} │ ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'vs bare'.padStart(8)} errors`,
    );
    for (const [index, row] of rows.entries()) {
      console.log(
        `${row.name.padEnd(44)} ${alone[index]!.p50.toFixed(1).padStart(9)} ${alone[index]!.p95.toFixed(1).padStart(6)} │ ${row.rps.toFixed(0).padStart(7)} ${row.p50.toFixed(1).padStart(8)} ${row.p95.toFixed(1).padStart(8)} ${row.p99.toFixed(1).padStart(8)} ${(bare.rps / row.rps).toFixed(2).padStart(7)}× ${row.errors}`,
      );
    }
  } finally {
    await stop();
  }
}

await run('PGlite (embedded)');
if (POSTGRES_URL) await run('PostgreSQL', POSTGRES_URL);
else console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
