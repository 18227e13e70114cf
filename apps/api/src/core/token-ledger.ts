import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/database';
import { parents, tokenLedger } from '../db/schema';

/**
 * Credits tokens and writes the ledger row in the caller's transaction (DESIGN §2). The unique
 * reference makes a repeated credit for the same event a no-op: answers false when it was one.
 */
export async function creditTokens(
  tx: Tx,
  input: { parentId: string; amount: number; reason: string; reference: string; now: Date },
): Promise<boolean> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error('credit amount must be a positive integer');
  const inserted = await tx
    .insert(tokenLedger)
    .values({
      parentId: input.parentId,
      delta: input.amount,
      balanceAfter: 0,
      reason: input.reason,
      reference: input.reference,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: tokenLedger.reference })
    .returning({ id: tokenLedger.id });
  const entry = inserted[0];
  if (!entry) return false;
  const [updated] = await tx
    .update(parents)
    .set({ tokens: sql`${parents.tokens} + ${input.amount}` })
    .where(eq(parents.id, input.parentId))
    .returning({ tokens: parents.tokens });
  if (!updated) throw new Error(`parent ${input.parentId} not found for credit`);
  await tx.update(tokenLedger).set({ balanceAfter: updated.tokens }).where(eq(tokenLedger.id, entry.id));
  return true;
}

/**
 * Takes tokens if the balance covers them, in one conditional UPDATE so that concurrent debits
 * can never overspend (DESIGN §2), and writes the ledger row — both in a single statement, since
 * this runs before every chat reply. Answers the new balance, or null when the balance was too
 * low (nothing changed).
 */
export async function debitTokens(
  tx: Tx,
  input: { parentId: string; amount: number; reason: string; reference: string; now: Date },
): Promise<number | null> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error('debit amount must be a positive integer');
  const rows = await queryRows<{ balance_after: number | string }>(
    tx,
    sql`
    with debited as (
      update ${parents} set tokens = tokens - ${input.amount}
      where id = ${input.parentId} and tokens >= ${input.amount}
      returning tokens
    )
    insert into ${tokenLedger} (parent_id, delta, balance_after, reason, reference, created_at)
    select ${input.parentId}, ${-input.amount}, tokens, ${input.reason}, ${input.reference}, ${input.now.toISOString()}::timestamptz
    from debited
    returning balance_after`,
  );
  const row = rows[0];
  return row ? Number(row.balance_after) : null;
}
