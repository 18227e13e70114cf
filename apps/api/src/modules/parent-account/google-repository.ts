import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { ParentRow } from '../../core/parents';
import type { Executor } from '../../db/database';
import { oauthStates, parents } from '../../db/schema';
import { hashToken } from '../../lib/secure-token';

/** Keeps what the callback must present for one sign-in attempt; the state only as its hash. */
export async function insertOAuthState(
  db: Executor,
  values: { state: string; codeVerifier: string; nonce: string; language: string; expiresAt: Date; now: Date },
) {
  await db.insert(oauthStates).values({
    stateHash: hashToken(values.state),
    codeVerifier: values.codeVerifier,
    nonce: values.nonce,
    language: values.language,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/**
 * Marks an attempt used if it is valid right now, in one statement so that two callbacks with
 * the same state cannot both go on. Answers its secrets, or undefined for an unknown, expired
 * or already used state.
 */
export async function consumeOAuthState(db: Executor, input: { state: string; now: Date }) {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(oauthStates.stateHash, hashToken(input.state)),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, input.now),
      ),
    )
    .returning({ codeVerifier: oauthStates.codeVerifier, nonce: oauthStates.nonce, language: oauthStates.language });
  return row;
}

/** Forgets attempts that can no longer be completed: a used or expired state is refused either way. */
export async function deleteExpiredOAuthStates(db: Executor, now: Date) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
}

export async function findParentByGoogleId(db: Executor, googleId: string): Promise<ParentRow | undefined> {
  const [row] = await db.select().from(parents).where(eq(parents.googleId, googleId)).limit(1);
  return row;
}
