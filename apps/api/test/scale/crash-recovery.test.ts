import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TOKEN_PACKAGES } from '@kiddo/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, type Database, databaseFromPglite, databaseFromUrl } from '../../src/db/database';
import { messages, parents, tokenLedger } from '../../src/db/schema';
import { deriveSecret } from '../../src/deps';
import { createTestPayments } from '../../src/plugins/payments';
import { birthDateForAge, PASSWORD } from '../helper';
import { call, createScratchDatabase, insertVerifiedParent, startApiProcess } from './processes';

/*
 * Issue 8's fault test: the API process is killed (SIGKILL, no chance to clean up) while 200
 * chat messages and 50 payment webhook deliveries are in flight. After a restart, everything
 * the process acknowledged is there, nothing is there twice, and the balance is the ledger's sum.
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const CHAT_MESSAGES = 200;
const WEBHOOK_DELIVERIES = 50;
const INITIAL_TOKENS = 1000;

// `npm test` runs the API tests twice, on PGlite and then on PostgreSQL: each run crashes its own.
const targets: Array<[string, boolean]> = [
  ['PGlite', !POSTGRES_URL],
  ['PostgreSQL', Boolean(POSTGRES_URL)],
];

describe.each(targets)('a crash of the API process on %s', (kind, available) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it.skipIf(!available)(
    'loses nothing it acknowledged and applies nothing twice',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiddo-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const appSecret = randomBytes(32).toString('hex');
      let databaseUrl: string | undefined;
      if (kind === 'PostgreSQL') {
        const scratch = await createScratchDatabase(POSTGRES_URL!);
        cleanups.push(() => scratch.drop());
        databaseUrl = scratch.url;
      }
      const openDatabase = async (): Promise<Database> =>
        databaseUrl
          ? databaseFromUrl(databaseUrl, 2)
          : databaseFromPglite(await createPglite({ dataDir: path.join(dataDir, 'pglite') }));

      // A verified parent with a balance that its ledger explains, written before the API starts.
      const email = `crash.${randomBytes(4).toString('hex')}@example.com`;
      {
        const database = await openDatabase();
        await database.migrate();
        await insertVerifiedParent(database.db, { email, password: PASSWORD, tokens: INITIAL_TOKENS });
        await database.close();
      }

      const env = {
        DATA_DIR: dataDir,
        APP_SECRET: appSecret,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      const api = await startApiProcess(env);
      const login = await call(api.baseUrl, 'POST', '/api/auth/parent/login', { body: { email, password: PASSWORD } });
      const token = login.json.token as string;
      const parentId = (login.json.user as { id: string }).id;
      const created = await call(api.baseUrl, 'POST', '/api/parent/children', {
        token,
        body: {
          name: 'Leo',
          birth_date: birthDateForAge(8),
          username: `leo_${randomBytes(4).toString('hex')}`,
          password: 'dino-lua-42',
          max_daily_chats: 50,
        },
      });
      const accessToken = (created.json.child as { access_token: string }).access_token;
      const childToken = (await call(api.baseUrl, 'POST', '/api/auth/child/access', { body: { token: accessToken } }))
        .json.token as string;
      const chats: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        chats.push(
          ((await call(api.baseUrl, 'POST', '/api/chats', { token: childToken })).json.chat as { id: string }).id,
        );
      }

      // Signed like the built-in test checkout signs them: 25 events, each delivered twice.
      const payments = createTestPayments({
        publicUrl: api.baseUrl,
        webhookSecret: deriveSecret(appSecret, 'test-payment-webhooks'),
      });
      const pkg = TOKEN_PACKAGES[TOKEN_PACKAGES.length - 1]!;
      const events = Array.from({ length: WEBHOOK_DELIVERIES / 2 }, (_, i) =>
        JSON.stringify({
          id: `evt_crash_${i}_${randomBytes(4).toString('hex')}`,
          object: 'event',
          api_version: '2026-01-01',
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          pending_webhooks: 0,
          request: { id: null, idempotency_key: null },
          type: 'checkout.session.completed',
          data: {
            object: {
              id: `cs_crash_${i}_${randomBytes(4).toString('hex')}`,
              object: 'checkout.session',
              client_reference_id: parentId,
              mode: 'payment',
              payment_status: 'paid',
              metadata: { kind: 'package', package_id: pkg.id },
            },
          },
        }),
      );

      // Everything at once; the process is killed once a fifth of the chat replies are back.
      const acknowledged: { replies: Array<{ message: string; reply: string }>; checkouts: string[] } = {
        replies: [],
        checkouts: [],
      };
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        api.child.kill('SIGKILL');
      };
      const chatRequests = Array.from({ length: CHAT_MESSAGES }, async (_, i) => {
        try {
          const answer = await call(api.baseUrl, 'POST', `/api/chats/${chats[i % chats.length]}/messages`, {
            token: childToken,
            headers: { accept: 'application/json' },
            body: { content: `Pergunta ${i} sobre planetas` },
          });
          if (answer.status === 200) {
            const body = answer.json as { message: { id: string }; reply: { id: string } };
            acknowledged.replies.push({ message: body.message.id, reply: body.reply.id });
            if (acknowledged.replies.length >= CHAT_MESSAGES / 5) kill();
          }
        } catch {
          // The connection died with the process: not acknowledged.
        }
      });
      const webhookRequests = Array.from({ length: WEBHOOK_DELIVERIES }, async (_, i) => {
        const payload = events[i % events.length]!;
        try {
          const answer = await call(api.baseUrl, 'POST', '/api/payments/webhook', {
            body: JSON.parse(payload),
            headers: { 'stripe-signature': payments.signTestEvent!(payload, new Date()) },
          });
          if (answer.status === 200) {
            acknowledged.checkouts.push((JSON.parse(payload) as { data: { object: { id: string } } }).data.object.id);
          }
        } catch {
          // Not acknowledged.
        }
      });
      await Promise.all([...chatRequests, ...webhookRequests]);
      kill();
      expect(await api.stop()).toBeNull(); // killed by a signal: no exit code

      // The restarted process serves what was acknowledged.
      const restarted = await startApiProcess(env);
      const childLogin = await call(restarted.baseUrl, 'POST', '/api/auth/child/access', {
        body: { token: accessToken },
      });
      const stored = new Set<string>();
      for (const chat of chats) {
        const answer = await call(restarted.baseUrl, 'GET', `/api/chats/${chat}/messages`, {
          token: childLogin.json.token as string,
        });
        for (const message of answer.json.messages as Array<{ id: string }>) stored.add(message.id);
      }
      for (const { message, reply } of acknowledged.replies) {
        expect(stored.has(message), `acknowledged message ${message}`).toBe(true);
        expect(stored.has(reply), `acknowledged reply ${reply}`).toBe(true);
      }
      expect(await restarted.stop()).toBe(0);

      // And the books balance.
      const database = await openDatabase();
      cleanups.push(() => database.close());
      const [parent] = await database.db.select().from(parents).where(eq(parents.id, parentId));
      const [ledger] = await database.db
        .select({ sum: sql<number>`coalesce(sum(${tokenLedger.delta}), 0)::int` })
        .from(tokenLedger)
        .where(eq(tokenLedger.parentId, parentId));
      expect(parent!.tokens).toBe(Number(ledger!.sum));
      const credits = await database.db
        .select({ reference: tokenLedger.reference })
        .from(tokenLedger)
        .where(
          inArray(
            tokenLedger.reference,
            [...new Set(acknowledged.checkouts)].map((id) => `checkout:${id}`),
          ),
        );
      expect(credits).toHaveLength(new Set(acknowledged.checkouts).size);
      // No child message stored twice (each was sent once).
      const duplicates = await database.db
        .select({ content: messages.content, count: sql<number>`count(*)::int` })
        .from(messages)
        .where(eq(messages.sender, 'kid'))
        .groupBy(messages.content)
        .having(sql`count(*) > 1`);
      expect(duplicates).toEqual([]);
      // Every reply the parent paid for is a debit; none twice.
      const debits = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(tokenLedger)
        .where(eq(tokenLedger.reason, 'chat_reply'));
      expect(Number(debits[0]!.count)).toBeGreaterThanOrEqual(acknowledged.replies.length);
      expect(acknowledged.replies.length).toBeGreaterThanOrEqual(CHAT_MESSAGES / 5);
    },
    180_000,
  );
});
