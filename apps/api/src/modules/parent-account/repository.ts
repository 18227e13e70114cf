import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { newFamilyCode } from '../../core/family-code';
import type { ParentRow } from '../../core/parents';
import { type Executor, preparedPerDatabase } from '../../db/database';
import { emailTokens, parentSettings, parents, subscriptions } from '../../db/schema';
import { createSecureToken, hashToken } from '../../lib/secure-token';

export type { ParentRow } from '../../core/parents';
export { findParentByEmail, findParentById } from '../../core/parents';
export type SettingsRow = typeof parentSettings.$inferSelect;
export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/**
 * Inserts the parent unless the e-mail (or the Google account) is taken; answers undefined when
 * it was. An account created with Google has no password and a verified e-mail from the start.
 */
export async function insertParent(
  db: Executor,
  values: {
    name: string;
    email: string;
    passwordHash: string | null;
    googleId?: string;
    emailVerifiedAt?: Date;
    language: string;
    now: Date;
  },
): Promise<ParentRow | undefined> {
  const [row] = await db
    .insert(parents)
    .values({
      name: values.name,
      email: values.email,
      passwordHash: values.passwordHash,
      googleId: values.googleId,
      emailVerifiedAt: values.emailVerifiedAt,
      language: values.language,
      familyCode: newFamilyCode(),
      termsAcceptedAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    })
    // No target: a taken e-mail and a taken Google account are both "already exists".
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateParent(
  db: Executor,
  id: string,
  values: Partial<Pick<ParentRow, 'name' | 'language' | 'passwordHash' | 'emailVerifiedAt' | 'googleId'>> & {
    now: Date;
  },
): Promise<ParentRow> {
  const { now, ...changes } = values;
  const [row] = await db
    .update(parents)
    .set({ ...changes, updatedAt: now })
    .where(eq(parents.id, id))
    .returning();
  if (!row) throw new Error(`parent ${id} vanished during an update`);
  return row;
}

export async function insertSettings(db: Executor, parentId: string) {
  await db.insert(parentSettings).values({ parentId }).onConflictDoNothing();
}

/** What the portal's user object is made of: the parent, the settings and the subscription, in one read. */
const accountLookup = preparedPerDatabase((db) =>
  db
    .select({
      parent: parents,
      settings: parentSettings,
      subscription: { status: subscriptions.status, currentPeriodEnd: subscriptions.currentPeriodEnd },
    })
    .from(parents)
    .leftJoin(parentSettings, eq(parentSettings.parentId, parents.id))
    .leftJoin(subscriptions, eq(subscriptions.parentId, parents.id))
    .where(eq(parents.id, sql.placeholder('parentId')))
    .limit(1)
    .prepare('find_account'),
);

export async function findAccount(db: Executor, parentId: string) {
  const [row] = await accountLookup(db).execute({ parentId });
  return row;
}

export async function findSettings(db: Executor, parentId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(parentSettings).where(eq(parentSettings.parentId, parentId)).limit(1);
  return row;
}

export async function updateSettings(
  db: Executor,
  parentId: string,
  values: Partial<Omit<SettingsRow, 'parentId' | 'updatedAt'>>,
  now: Date,
): Promise<SettingsRow> {
  const [row] = await db
    .insert(parentSettings)
    .values({ parentId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: parentSettings.parentId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('settings upsert returned nothing');
  return row;
}

/** Issues a single-use link token; only its hash is stored. */
export async function createEmailToken(
  db: Executor,
  input: { parentId: string; purpose: EmailTokenPurpose; expiresAt: Date; now: Date },
): Promise<string> {
  const token = createSecureToken();
  await db.insert(emailTokens).values({
    parentId: input.parentId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
  return token;
}

/**
 * Marks a link token used if it is valid right now, in one statement so two clicks at once
 * cannot both succeed. Answers the parent id, or undefined for a wrong, expired or used token.
 */
export async function consumeEmailToken(
  db: Executor,
  input: { token: string; purpose: EmailTokenPurpose; now: Date },
): Promise<string | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(input.token)),
        eq(emailTokens.purpose, input.purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, input.now),
      ),
    )
    .returning({ parentId: emailTokens.parentId });
  return row?.parentId;
}

/** Retires every outstanding link of a purpose (after a reset, older reset links must die). */
export async function retireEmailTokens(db: Executor, parentId: string, purpose: EmailTokenPurpose, now: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.parentId, parentId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
