import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from '@kiddo/contracts';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { type Executor, preparedPerDatabase } from '../db/database';
import { sessions } from '../db/schema';
import type { ClientInfo } from '../lib/client-info';
import { createSecureToken, hashToken } from '../lib/secure-token';
import { storedUserAgent } from './security-events';

export type SessionKind = 'parent' | 'child';

export interface SessionIdentity {
  sessionId: string;
  kind: SessionKind;
  parentId: string;
  /** Set for child sessions only. */
  childId: string | null;
}

const DAY_MS = 86_400_000;
/** A session's expiry is pushed forward on use, but written at most this often. */
const TOUCH_INTERVAL_MS = 60 * 60_000;

/** The idle expiry from a use at `now`, never past the session's absolute end. */
const expiryAfterUse = (createdAt: Date, now: Date) =>
  new Date(Math.min(now.getTime() + SESSION_IDLE_DAYS * DAY_MS, createdAt.getTime() + SESSION_MAX_DAYS * DAY_MS));

/** Opens a session and returns its token: the only time the plain token exists. */
export async function createSession(
  db: Executor,
  input: (
    | { kind: 'parent'; parentId: string; now: Date }
    | { kind: 'child'; parentId: string; childId: string; now: Date }
  ) & { client?: ClientInfo },
) {
  const token = createSecureToken();
  await db.insert(sessions).values({
    userAgent: storedUserAgent(input.client?.userAgent),
    ip: input.client?.ip ?? null,
    tokenHash: hashToken(token),
    kind: input.kind,
    parentId: input.parentId,
    childId: input.kind === 'child' ? input.childId : null,
    createdAt: input.now,
    lastUsedAt: input.now,
    expiresAt: expiryAfterUse(input.now, input.now),
  });
  return token;
}

/** The lookup every authenticated request makes, prepared once per database. */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      parentId: sessions.parentId,
      childId: sessions.childId,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_session'),
);

/** The live session a bearer token opens, or null; refreshes its sliding expiry now and then. */
export async function findSession(db: Executor, token: string, now: Date): Promise<SessionIdentity | null> {
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: expiryAfterUse(row.createdAt, now) })
      .where(eq(sessions.id, row.id));
  }
  return { sessionId: row.id, kind: row.kind as SessionKind, parentId: row.parentId, childId: row.childId };
}

export async function deleteSession(db: Executor, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs a parent out everywhere (password change or reset). */
export async function deleteParentSessions(db: Executor, parentId: string, kind: SessionKind = 'parent') {
  await db.delete(sessions).where(and(eq(sessions.parentId, parentId), eq(sessions.kind, kind)));
}

/** Signs a child out of the chat site everywhere (new password, new access link). */
export async function deleteChildSessions(db: Executor, childId: string) {
  await db.delete(sessions).where(eq(sessions.childId, childId));
}

export async function deleteExpiredSessions(db: Executor, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** A parent's live sessions on the portal, the most recently used first (the settings' session list). */
export async function listParentSessions(db: Executor, parentId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.parentId, parentId), eq(sessions.kind, 'parent'), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt));
}

/** Ends one of the parent's own portal sessions; answers whether there was one to end. */
export async function deleteParentSession(db: Executor, parentId: string, sessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.parentId, parentId), eq(sessions.kind, 'parent')))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}
