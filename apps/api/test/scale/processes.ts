import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { newFamilyCode } from '../../src/core/family-code';
import type { Db } from '../../src/db/database';
import { parentSettings, parents, tokenLedger } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

/*
 * Real API processes for the scale-out and fault tests: `tsx src/server.ts`, each on its own
 * ports, sharing what the environment says (a PostgreSQL database, a Redis server, APP_SECRET).
 */

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A new, empty database on the test PostgreSQL server; dropped by `drop()`. */
export async function createScratchDatabase(postgresUrl: string) {
  const name = `kiddo_scale_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface ApiProcess {
  baseUrl: string;
  /** Every JSON log line the process printed so far. */
  logs: Array<Record<string, unknown>>;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts one API process and waits until /api/health answers. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const chatPort = await freePort();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'kiddo-process-')));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      CHAT_PORT: String(chatPort),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CHAT_URL: `http://127.0.0.1:${chatPort}`,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    const lines = output.split('\n');
    output = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited: ${JSON.stringify(logs.slice(-5))}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the API process did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    logs,
    child,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** JSON in, JSON out, against one process. */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(baseUrl + url, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { text };
  }
  return { status: response.status, json };
}

/**
 * A verified parent written straight to the database before (or beside) the API processes, with
 * settings and, for a balance, the ledger row that explains it.
 */
export async function insertVerifiedParent(db: Db, input: { email: string; password: string; tokens: number }) {
  const [parent] = await db
    .insert(parents)
    .values({
      name: 'Ana',
      email: input.email,
      passwordHash: await hashPassword(input.password),
      emailVerifiedAt: new Date(),
      tokens: input.tokens,
      familyCode: newFamilyCode(),
    })
    .returning();
  if (!parent) throw new Error('parent not created');
  await db.insert(parentSettings).values({ parentId: parent.id });
  if (input.tokens > 0) {
    await db.insert(tokenLedger).values({
      parentId: parent.id,
      delta: input.tokens,
      balanceAfter: input.tokens,
      reason: 'signup_bonus',
      reference: `signup_bonus:${parent.id}`,
    });
  }
  return parent;
}
