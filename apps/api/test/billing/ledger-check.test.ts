import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parents } from '../../src/db/schema';
import { checkLedger } from '../../src/jobs';
import { expectConsoleError } from '../fail-on-console-error';
import { createChild, createChildSession, createTestApp, openChat, type TestApp, uniqueEmail } from '../helper';

/* Issue 15: the daily check that every balance equals the sum of its ledger, logged and in a gauge. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function registeredParent() {
  const email = uniqueEmail('ledger');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/parent/register',
    payload: { name: 'Ana', email, password: 'Segura123', accept_terms: true },
  });
  expect(response.statusCode).toBe(201);
  await t.db.update(parents).set({ emailVerifiedAt: t.clock.now() }).where(eq(parents.email, email));
  const [parent] = await t.db.select().from(parents).where(eq(parents.email, email));
  return parent!;
}

const gauge = async () =>
  (await t.deps.metrics.registry.getSingleMetricAsString('kiddo_token_ledger_mismatches')).match(/ (\d+)$/m)?.[1];

describe('the ledger check', () => {
  it('finds nothing while every token moved through the ledger (bonus, chat debits), then names a tampered balance', async () => {
    // Only accounts made the way the product makes them: the bonus and the chat debits are ledger rows.
    await t.db.execute(sql`DELETE FROM parents`);
    const parent = await registeredParent();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent/login',
      payload: { email: parent.email, password: 'Segura123' },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const child = await createChild(t, { auth });
    const { send } = await openChat(t, await createChildSession(t, child));
    expect((await send('quanto é 7 + 8?')).statusCode).toBe(200);
    const other = await registeredParent();

    expect(await checkLedger(t.deps)).toEqual({ mismatches: 0 });
    expect(await gauge()).toBe('0');

    await t.db
      .update(parents)
      .set({ tokens: sql`${parents.tokens} + 1000` })
      .where(eq(parents.id, other.id));
    expectConsoleError(1);
    expect(await checkLedger(t.deps)).toEqual({ mismatches: 1 });
    expect(await gauge()).toBe('1');
  });
});
