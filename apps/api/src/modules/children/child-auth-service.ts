import { type ChildProfile, DEFAULT_TIME_ZONE, LOGIN_FAILURE_WINDOW_MINUTES } from '@kiddo/contracts';
import type { AppDeps } from '../../app';
import type { ChildRow } from '../../core/authorization';
import { createSession, deleteSession, type SessionIdentity } from '../../core/sessions';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from '../../core/sign-in-limits';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/secure-token';
import { toChildProfile } from './child-view';
import * as repo from './repository';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
/** Wrong access links per IP before 429: generous for a family behind one router, fatal to guessing. */
const ACCESS_LINK_MAX_FAILURES_PER_IP = 30;

/** The child's own sign-in on the chat site: by access link or by username and password. */
export function createChildAuthService(deps: AppDeps) {
  const { db, rateLimiter } = deps;

  async function profileOf(child: ChildRow): Promise<ChildProfile> {
    const controls = (await repo.findControls(db, [child.id])).get(child.id);
    if (!controls) throw new Error(`controls of ${child.id} missing`);
    const timeZone = (await repo.findParentTimeZone(db, child.parentId)) ?? DEFAULT_TIME_ZONE;
    return toChildProfile(child, controls, { timeZone, now: deps.now(), serverSpeech: deps.speech !== null });
  }

  async function openSession(child: ChildRow) {
    const now = deps.now();
    const token = await db.transaction(async (tx) => {
      await repo.updateChild(tx, child.id, { lastAccessAt: now });
      return createSession(tx, { kind: 'child', parentId: child.parentId, childId: child.id, now });
    });
    return { token, child: await profileOf(child) };
  }

  async function guard(key: string, max: number) {
    if ((await rateLimiter.count(key, WINDOW_MS)) >= max) {
      throw new AppError('rate_limited', { retryAfterSeconds: LOGIN_FAILURE_WINDOW_MINUTES * 60 });
    }
  }

  return {
    async signInWithAccessLink(input: { token: string; ip: string }) {
      const key = `child-access:ip:${input.ip}`;
      await guard(key, ACCESS_LINK_MAX_FAILURES_PER_IP);
      const child = await repo.findChildByAccessTokenHash(db, hashToken(input.token));
      if (!child) {
        await rateLimiter.hit(key, WINDOW_MS);
        throw new AppError('invalid_token');
      }
      return openSession(child);
    },

    /** A family code, a username and a password (issue 15): the username alone names no one outside the family. */
    async signInWithPassword(input: { family_code: string; username: string; password: string; ip: string }) {
      const account = `${input.family_code}/${input.username}`;
      await assertSignInAllowed(rateLimiter, 'child', account, input.ip);
      const child = await repo.findChildByFamilyAndUsername(db, input.family_code, input.username);
      if (!child || !(await verifyPassword(child.passwordHash, input.password))) {
        if (!child) await verifyPassword(null, input.password);
        await recordSignInFailure(rateLimiter, 'child', account, input.ip);
        throw new AppError('invalid_credentials', { messageKey: 'errors.invalid_child_credentials' });
      }
      await clearSignInFailures(rateLimiter, 'child', account, input.ip);
      return openSession(child);
    },

    async profile(session: SessionIdentity): Promise<ChildProfile> {
      const child = session.childId ? await repo.findChildById(db, session.childId) : undefined;
      if (!child) throw new AppError('unauthorized');
      return profileOf(child);
    },

    async logout(session: SessionIdentity) {
      await deleteSession(db, session.sessionId);
    },
  };
}
