import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import { creditTokens } from '../../core/token-ledger';
import { queryRows } from '../../db/database';

/** A reply still missing this long after it was paid for is not coming (requests time out at 60 s). */
const UNDELIVERED_AFTER_MINUTES = 5;
/** Only recent debits are looked at: the sweep runs every few minutes. */
const LOOKBACK_HOURS = 24;
const BATCH = 200;

/**
 * A reply is paid for before the model is asked, in the transaction that stores the child's
 * message, and refunded when the provider fails (DESIGN §2). If the process dies in between
 * (a crash, a kill), neither the reply nor the refund happens: this sweep refunds paid replies
 * that never arrived. The refund's reference is the one the provider-failure path uses, so a
 * reply is never refunded twice, whichever process or path gets there first. Only a child's
 * message that still exists is looked at: once a parent deletes a conversation (or a child),
 * nothing tells a delivered reply from a lost one, and chat-delete-repeat must not mint tokens.
 */
export async function refundUndeliveredReplies(deps: AppDeps): Promise<{ refunded: number }> {
  const now = deps.now();
  const rows = await queryRows<{ parent_id: string; kid_id: string; amount: number }>(
    deps.db,
    sql`
    SELECT l.parent_id, substring(l.reference from 6) AS kid_id, -l.delta AS amount
    FROM token_ledger l
    WHERE l.reason = 'chat_reply' AND l.parent_id IS NOT NULL
      AND l.created_at < ${new Date(now.getTime() - UNDELIVERED_AFTER_MINUTES * 60_000).toISOString()}::timestamptz
      AND l.created_at > ${new Date(now.getTime() - LOOKBACK_HOURS * 3_600_000).toISOString()}::timestamptz
      -- The child's message must still be there: a deleted conversation or child took its reply
      -- with it, and refunding those would give tokens back for replies that were delivered (issue 15).
      AND EXISTS (SELECT 1 FROM messages k WHERE k.id::text = substring(l.reference from 6))
      AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.reply_to::text = substring(l.reference from 6))
      AND NOT EXISTS (SELECT 1 FROM token_ledger r WHERE r.reference = 'chat-refund:' || substring(l.reference from 6))
    LIMIT ${BATCH}`,
  );
  let refunded = 0;
  for (const row of rows) {
    const isRefunded = await deps.db.transaction((tx) =>
      creditTokens(tx, {
        parentId: row.parent_id,
        amount: Number(row.amount),
        reason: 'chat_refund',
        reference: `chat-refund:${row.kid_id}`,
        now,
      }),
    );
    if (isRefunded) refunded += 1;
  }
  return { refunded };
}
