import { createHash } from 'node:crypto';
import type { Tx } from '../db/database';
import { signupBonusClaims } from '../db/schema';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The key one person's addresses share (issue 15): lower case, no "+tag" (ana+1@x.com is
 * ana@x.com), and Gmail without dots. Hashed: the claim outlives the account, the address
 * does not. Migration 0011 computes the same key in SQL for the accounts that existed.
 */
export function signupBonusKey(email: string): string {
  const [rawLocal = '', rawDomain = ''] = email.trim().toLowerCase().split('@');
  const local = rawLocal.split('+')[0] ?? '';
  const canonical = GMAIL_DOMAINS.has(rawDomain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${rawDomain}`;
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/** Records that this address had its bonus; false when it (or a variant of it) already had one. */
export async function claimSignupBonus(tx: Tx, email: string, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(signupBonusClaims)
    .values({ emailKey: signupBonusKey(email), claimedAt: now })
    .onConflictDoNothing()
    .returning({ emailKey: signupBonusClaims.emailKey });
  return inserted.length > 0;
}
