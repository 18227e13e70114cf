import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBonusKey } from '../../src/core/signup-bonus';
import { queryRows } from '../../src/db/database';
import { parents, tokenLedger } from '../../src/db/schema';
import { createTestApp, PASSWORD, type TestApp } from '../helper';

/* Issue 15: the 500-token sign-up bonus is once per person, not once per account. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/parent/register',
    payload: { name: 'Ana Souza', email, password: PASSWORD, accept_terms: true },
  });
const tokensOf = async (email: string) =>
  (await t.db.select().from(parents).where(eq(parents.email, email.toLowerCase())))[0]?.tokens;

async function deleteAccount(email: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/parent/login',
    payload: { email, password: PASSWORD },
  });
  const token = login.json().token as string | undefined;
  expect(token, login.body).toBeTruthy();
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: '/api/auth/parent/account',
    headers: { authorization: `Bearer ${token}` },
    payload: { password: PASSWORD },
  });
  expect(deleted.statusCode).toBe(200);
}

describe('the sign-up bonus', () => {
  it('is not given again to a deleted account’s address, nor to its +tag or dotted Gmail variants', async () => {
    expect((await register('bia.farm@gmail.com')).statusCode).toBe(201);
    expect(await tokensOf('bia.farm@gmail.com')).toBe(500);
    // Confirmed, as a real person would, before signing in to delete the account.
    await t.db.update(parents).set({ emailVerifiedAt: t.clock.now() }).where(eq(parents.email, 'bia.farm@gmail.com'));
    await deleteAccount('bia.farm@gmail.com');

    for (const variant of ['bia.farm@gmail.com', 'BiaFarm+again@gmail.com', 'b.i.a.f.a.r.m@googlemail.com']) {
      expect((await register(variant)).statusCode, variant).toBe(201);
      expect(await tokensOf(variant), variant).toBe(0);
      await t.db
        .update(parents)
        .set({ emailVerifiedAt: t.clock.now() })
        .where(eq(parents.email, variant.toLowerCase()));
      await deleteAccount(variant.toLowerCase());
    }
    const bonuses = await t.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'signup_bonus'));
    expect(bonuses.filter((row) => row.delta === 500)).toHaveLength(1);
  });

  it('is still given to another person, and a +tag is only stripped from the part before the @', async () => {
    expect((await register('caio@example.com')).statusCode).toBe(201);
    expect(await tokensOf('caio@example.com')).toBe(500);
    expect((await register('caio.x@example.com')).statusCode).toBe(201);
    expect(await tokensOf('caio.x@example.com')).toBe(500);
  });

  it('computes the same key as the migration that recorded the existing accounts', async () => {
    for (const email of ['Ana.Souza+kids@Gmail.com', 'joao+1@empresa.com.br', 'x@googlemail.com']) {
      const [row] = await queryRows<{ key: string }>(
        t.db,
        sql`SELECT encode(sha256(convert_to(
          CASE WHEN split_part(lower(${email}), '@', 2) IN ('gmail.com', 'googlemail.com')
            THEN replace(split_part(split_part(lower(${email}), '@', 1), '+', 1), '.', '') || '@gmail.com'
            ELSE split_part(split_part(lower(${email}), '@', 1), '+', 1) || '@' || split_part(lower(${email}), '@', 2)
          END, 'UTF8')), 'hex') AS key`,
      );
      expect(row?.key, email).toBe(signupBonusKey(email));
    }
  });
});
