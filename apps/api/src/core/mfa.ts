import { randomInt } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Executor } from '../db/database';
import { mfaChallenges, mfaRecoveryCodes, parents } from '../db/schema';
import { createSecureToken, hashToken } from '../lib/secure-token';

/*
 * Two-step sign-in for parents (issue 15): TOTP (RFC 6238) through `otpauth`, the secret sealed
 * with APP_SECRET, every accepted time step remembered so a code works once, and ten one-time
 * recovery codes kept as hashes. A right password on such an account opens a short challenge,
 * not a session; the code closes it.
 */

export const MFA_ISSUER = 'Kiddo';
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off still works. */
const WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

const totpOf = (secretBase32: string, label: string) =>
  new TOTP({
    issuer: MFA_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new secret and the otpauth:// address an authenticator app scans. */
export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, label).toString() };
}

/** The time step a 6-digit code matches now (±1 step), or null. */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32, 'check').validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** Records the step as used, unless it (or a later one) already was: a code signs in once. */
export async function claimTotpStep(db: Executor, parentId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(parents)
    .set({ mfaLastStep: step })
    .where(and(eq(parents.id, parentId), sql`(${parents.mfaLastStep} IS NULL OR ${parents.mfaLastStep} < ${step})`))
    .returning({ id: parents.id });
  return claimed.length > 0;
}

/** Ten recovery codes ("k7m2-q9xd"): the plain ones to show once, their hashes to keep. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let index = 0; index < 8; index += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return `${code.slice(0, 4)}-${code.slice(4)}`;
  });
}

const normalRecoveryCode = (code: string) => code.replace(/[^a-z0-9]/g, '');

export async function replaceRecoveryCodes(db: Executor, parentId: string, codes: readonly string[]) {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.parentId, parentId));
  await db
    .insert(mfaRecoveryCodes)
    .values(codes.map((code) => ({ parentId, codeHash: hashToken(normalRecoveryCode(code)) })));
}

/** Uses a recovery code once; answers whether it was an unused one of this parent. */
export async function useRecoveryCode(db: Executor, parentId: string, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.parentId, parentId),
        eq(mfaRecoveryCodes.codeHash, hashToken(normalRecoveryCode(code))),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length > 0;
}

export async function openChallenge(db: Executor, parentId: string, now: Date): Promise<string> {
  const token = createSecureToken();
  await db
    .insert(mfaChallenges)
    .values({ parentId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return token;
}

/** Counts a try on a live challenge; answers its parent, or null when expired, unknown or tried too often. */
export async function tryChallenge(db: Executor, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(
      and(
        eq(mfaChallenges.tokenHash, hashToken(token)),
        sql`${mfaChallenges.expiresAt} > ${now.toISOString()}`,
        lt(mfaChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
      ),
    )
    .returning({ parentId: mfaChallenges.parentId });
  return row?.parentId ?? null;
}

/** Challenges past their five minutes, erased by the housekeeping job rather than on a sign-in. */
export async function deleteExpiredChallenges(db: Executor, now: Date) {
  await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, now));
}

export async function closeChallenge(db: Executor, token: string) {
  await db.delete(mfaChallenges).where(eq(mfaChallenges.tokenHash, hashToken(token)));
}
