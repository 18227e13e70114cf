import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/database';
import { parents, tokenLedger } from '../db/schema';

/*
 * Every balance must equal the sum of its ledger (DESIGN §2, issue 15): a token that appears
 * or vanishes without a ledger row is a bug or a break-in. Checked once a day by every process
 * (a read; harmless when two run it), logged with the accounts and counted in a gauge an alert
 * can watch (kiddo_token_ledger_mismatches).
 */

export interface LedgerMismatch {
  parentId: string;
  balance: number;
  ledgerSum: number;
}

export async function findLedgerMismatches(db: Executor): Promise<LedgerMismatch[]> {
  const rows = await queryRows<{ parent_id: string; balance: number | string; ledger_sum: number | string }>(
    db,
    sql`
    SELECT p.id AS parent_id, p.tokens AS balance, COALESCE(l.total, 0) AS ledger_sum
    FROM ${parents} p
    LEFT JOIN (
      SELECT ${tokenLedger.parentId} AS parent_id, SUM(${tokenLedger.delta}) AS total
      FROM ${tokenLedger} GROUP BY ${tokenLedger.parentId}
    ) l ON l.parent_id = p.id
    WHERE p.tokens <> COALESCE(l.total, 0)
    ORDER BY p.id`,
  );
  return rows.map((row) => ({
    parentId: row.parent_id,
    balance: Number(row.balance),
    ledgerSum: Number(row.ledger_sum),
  }));
}
