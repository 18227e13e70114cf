import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { newFamilyCode } from '../src/core/family-code';
import { createPglite, type Database, databaseFromPglite, databaseFromUrl } from '../src/db/database';
import { parentSettings, parents } from '../src/db/schema';
import { createBackgroundTasks } from '../src/lib/background-tasks';
import { hashPassword } from '../src/lib/passwords';
import { createSecretBox } from '../src/lib/secret-box';
import { createGoogleSignInFromConfig } from '../src/plugins/google-oidc';
import type { GuardModel } from '../src/plugins/guard-model';
import { createDemoProvider } from '../src/plugins/llm/demo-provider';
import type { ChatProvider } from '../src/plugins/llm/provider';
import type { SpeechProvider } from '../src/plugins/llm/speech-provider';
import { createOutboxMailer } from '../src/plugins/mailer';
import { createMetrics } from '../src/plugins/metrics';
import { createTestPayments, type PaymentProvider } from '../src/plugins/payments';
import { createMemoryRateLimiter } from '../src/plugins/rate-limiter';
import { createLocalStorage, type Storage } from '../src/plugins/storage';

export const PORTAL_URL = 'http://portal.test';

/** A fresh database for one test file: a copy of the migrated template (PGlite or PostgreSQL). */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const postgresUrl = inject('postgresUrl');
  const template = inject('postgresTemplate');
  if (postgresUrl && template) {
    const name = `kiddo_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const database = databaseFromUrl(url.toString(), 5);
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const file = inject('pgliteTemplateFile');
  if (!file) throw new Error('the global setup provided no template database');
  const client = await createPglite({ loadDataDir: new Blob([await readFile(file)]) });
  const database = databaseFromPglite(client);
  return { database, drop: () => database.close() };
}

/**
 * A clock the test moves by hand (link expiry, rate-limit windows). Each reading is a
 * millisecond later than the one before, as real time would be, so creation order is kept.
 */
export function createTestClock(start = new Date()) {
  let current = start.getTime();
  const tick = () => {
    current += 1;
    return current;
  };
  return {
    now: () => new Date(tick()),
    nowMs: tick,
    advance(ms: number) {
      current += ms;
    },
  };
}

/** The real app on a fresh database, with mail written to a temporary outbox. */
export const TEST_WEBHOOK_SECRET = 'whsec_kiddo_tests';

export async function createTestApp(
  options: {
    llm?: ChatProvider;
    payments?: PaymentProvider;
    speech?: SpeechProvider;
    /** A guard model (issue 13), e.g. against a local fake moderation server. */
    guard?: GuardModel;
    /** More environment variables, e.g. GOOGLE_ISSUER and the client of a local OpenID provider. */
    env?: Record<string, string>;
    /** Where uploads go; a temporary folder when not given. */
    storage?: Storage;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiddo-test-'));
  const { database, drop } = await openTestDatabase();
  const clock = createTestClock();
  // Errors logged by the app go to console.error, which fails the test unless expected.
  const logger = pino({ level: 'error' }, { write: (line: string) => console.error(line) });
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: PORTAL_URL,
    CHAT_URL: 'http://chat.test',
    LOG_LEVEL: 'error',
    // Tests register many parents from 127.0.0.1; the sign-up limit has its own test.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    // Likewise the ceiling of model calls per family, which has its own test.
    MODEL_CALLS_PER_FAMILY_PER_MINUTE: '100000',
    ...options.env,
  });
  const outbox = path.join(dataDir, 'outbox');
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    mailer: createOutboxMailer({ folder: outbox, from: config.MAIL_FROM, logger }),
    rateLimiter: createMemoryRateLimiter(clock.nowMs),
    storage: options.storage ?? createLocalStorage(path.join(dataDir, 'uploads')),
    accessLinkBox: createSecretBox(randomUUID() + randomUUID(), 'child-access-link'),
    mfaSecretBox: createSecretBox(randomUUID() + randomUUID(), 'parent-mfa-secret'),
    llm: options.llm ?? createDemoProvider({ wordDelayMs: 0 }),
    speech: options.speech ?? null,
    guard: options.guard ?? null,
    payments: options.payments ?? createTestPayments({ publicUrl: PORTAL_URL, webhookSecret: TEST_WEBHOOK_SECRET }),
    googleSignIn: createGoogleSignInFromConfig(config),
    metrics: createMetrics(),
    background: createBackgroundTasks(logger),
    logger,
    now: clock.now,
  };
  const app = await buildApp({ deps, logger });
  await app.ready();

  return {
    app,
    deps,
    db: database.db,
    clock,
    /** Every mail sent to the address so far, oldest first, with the portal link it carries. */
    async mailsTo(address: string) {
      await deps.background.settled();
      const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
      const mails = [];
      for (const file of files) {
        const parsed = await simpleParser(await readFile(path.join(outbox, file)));
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        if (to?.value[0]?.address !== address) continue;
        const text = parsed.text ?? '';
        const link = text.match(new RegExp(`${PORTAL_URL}/[\\w-]+\\?token=[\\w%-]+`))?.[0];
        mails.push({ subject: parsed.subject ?? '', text, html: String(parsed.html ?? ''), link });
      }
      return mails;
    },
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let sequence = 0;
/** A unique e-mail per call, so tests in one file never share an account. */
export function uniqueEmail(prefix = 'parent') {
  sequence += 1;
  return `${prefix}.${sequence}.${randomUUID().slice(0, 8)}@example.com`;
}

export const PASSWORD = 'Segura123';

/** Factory: a parent written straight to the database (verified unless told otherwise). */
export async function createParent(
  t: TestApp,
  options: {
    email?: string;
    password?: string | null;
    verified?: boolean;
    name?: string;
    tokens?: number;
    language?: string;
  } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password === undefined ? PASSWORD : options.password;
  const [parent] = await t.db
    .insert(parents)
    .values({
      name: options.name ?? 'Ana Souza',
      email,
      passwordHash: password ? await hashPassword(password) : null,
      emailVerifiedAt: options.verified === false ? null : t.clock.now(),
      tokens: options.tokens ?? 0,
      language: options.language ?? 'pt',
      familyCode: newFamilyCode(),
    })
    .returning();
  if (!parent) throw new Error('parent not created');
  await t.db.insert(parentSettings).values({ parentId: parent.id });
  return { ...parent, password };
}

/** Factory: a verified parent and a live session token. */
export async function createSignedInParent(t: TestApp, options: Parameters<typeof createParent>[1] = {}) {
  const parent = await createParent(t, options);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/parent/login',
    payload: { email: parent.email, password: parent.password },
  });
  const token = response.json().token as string;
  if (!token) throw new Error(`login failed: ${response.body}`);
  return { ...parent, token, auth: { authorization: `Bearer ${token}` } };
}

let childSequence = 0;
/** A birth date that makes a child this many years old today (and not a birthday today). */
export function birthDateForAge(age: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - 10);
  return date.toISOString().slice(0, 10);
}

export const CHILD_PASSWORD = 'dino-lua-42';

/** Factory: a child created through the API by a signed-in parent. */
export async function createChild(
  t: TestApp,
  parent: { auth: Record<string, string> },
  overrides: Record<string, unknown> = {},
) {
  childSequence += 1;
  const payload = {
    name: `Leo ${childSequence}`,
    birth_date: birthDateForAge(8),
    username: `leo_${childSequence}_${randomUUID().slice(0, 6)}`,
    password: CHILD_PASSWORD,
    ...overrides,
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/parent/children', headers: parent.auth, payload });
  if (response.statusCode !== 201) throw new Error(`child not created: ${response.body}`);
  return response.json().child as import('@kiddo/contracts').Child;
}

/** Factory: a child session opened on the chat site with the child's access link. */
export async function createChildSession(t: TestApp, child: { access_token: string | null }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/child/access',
    payload: { token: child.access_token },
  });
  const token = response.json().token as string;
  if (!token) throw new Error(`child sign-in failed: ${response.body}`);
  return { token, auth: { authorization: `Bearer ${token}` } };
}

/** Factory: a chat the child opens on the chat site, and `send`, which posts a message in it and waits for the whole reply. */
export async function openChat(t: TestApp, session: { auth: Record<string, string> }) {
  const response = await t.app.inject({ method: 'POST', url: '/api/chats', headers: session.auth });
  const chat = response.json().chat as { id: string } | undefined;
  if (!chat) throw new Error(`chat not opened: ${response.body}`);
  const send = (content: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      headers: { ...session.auth, accept: 'application/json' },
      payload: { content },
    });
  return { chat, send };
}

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export function multipartFile(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----kiddo${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
