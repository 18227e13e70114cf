import {
  EMAIL_REQUEST_MAX_PER_ADDRESS,
  EMAIL_REQUEST_MAX_PER_IP,
  EMAIL_REQUEST_WINDOW_MINUTES,
  EMAIL_VERIFICATION_TTL_HOURS,
  type Language,
  PASSWORD_RESET_TTL_HOURS,
  type RegisterBody,
  type SecurityEventKind,
  type SecurityOverview,
  SIGNUP_BONUS_TOKENS,
  type User,
} from '@kiddo/contracts';
import type { AppDeps } from '../../app';
import { isProSubscription } from '../../core/plans';
import { describeDevice, maskAddress, recentSecurityEvents, recordSecurityEvent } from '../../core/security-events';
import {
  createSession,
  deleteParentSession,
  deleteParentSessions,
  deleteSession,
  listParentSessions,
  type SessionIdentity,
} from '../../core/sessions';
import {
  assertCurrentPasswordAttemptsLeft,
  assertSignInAllowed,
  clearSignInFailures,
  recordSignInFailure,
  recordWrongCurrentPassword,
} from '../../core/sign-in-limits';
import { claimSignupBonus } from '../../core/signup-bonus';
import { creditTokens } from '../../core/token-ledger';
import type { Tx } from '../../db/database';
import { renderLinkMail } from '../../i18n/mail-templates';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import { assertUncommonPassword } from '../../lib/common-passwords';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { isUuid } from '../../lib/uuid';
import { createMfaService } from './mfa-service';
import * as repo from './repository';
import { toUser } from './user-view';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * What every new account gets, however it was created (sign-up form or Google): default
 * settings and the sign-up bonus, in the caller's transaction. The ledger reference is per
 * account, so the bonus can never be credited twice (DESIGN §2); and once per person: an
 * address that had it (deleted and registered again, or a "+tag" of it) gets none (issue 15).
 */
export async function setUpNewAccount(tx: Tx, parentId: string, email: string, now: Date) {
  await repo.insertSettings(tx, parentId);
  if (!(await claimSignupBonus(tx, email, now))) return;
  await creditTokens(tx, {
    parentId,
    amount: SIGNUP_BONUS_TOKENS,
    reason: 'signup_bonus',
    reference: `signup_bonus:${parentId}`,
    now,
  });
}

/**
 * Parent accounts: sign-up, e-mail verification, sign-in, sessions and passwords
 * (spec §7 Auth, DESIGN §3). Every rule lives here; routes only translate HTTP.
 */
export function createParentAuthService(deps: AppDeps) {
  const { db, mailer, rateLimiter } = deps;

  async function loadUser(parentId: string): Promise<User> {
    const account = await repo.findAccount(db, parentId);
    if (!account) throw new AppError('unauthorized');
    const plan = isProSubscription(account.subscription ?? undefined, deps.now()) ? 'pro' : 'none';
    return toUser(account.parent, account.settings ?? undefined, plan);
  }

  async function sendLinkMail(
    kind: 'verify_email' | 'reset_password',
    parent: repo.ParentRow,
    token: string,
    language: Language,
  ) {
    const page = kind === 'verify_email' ? 'verify-email' : 'reset-password';
    const link = `${deps.config.publicUrl}/${page}?token=${encodeURIComponent(token)}`;
    try {
      await mailer.send(renderLinkMail(kind, { to: parent.email, name: parent.name, link, language }));
    } catch (error) {
      // The account change is already committed; the person can ask for the mail again.
      deps.logger.error({ err: error, kind }, 'could not send mail');
    }
  }

  /**
   * Counts a request for a mail link against the address and the IP. Unknown addresses count
   * the same as known ones, so the limit reveals nothing about who has an account.
   */
  async function limitMailRequests(action: string, email: string, ip: string) {
    const windowMs = EMAIL_REQUEST_WINDOW_MINUTES * MINUTE_MS;
    const perAddress = await rateLimiter.hit(`${action}:email:${email}`, windowMs);
    const perIp = await rateLimiter.hit(`${action}:ip:${ip}`, windowMs);
    if (perAddress > EMAIL_REQUEST_MAX_PER_ADDRESS || perIp > EMAIL_REQUEST_MAX_PER_IP) {
      throw new AppError('rate_limited', { retryAfterSeconds: EMAIL_REQUEST_WINDOW_MINUTES * 60 });
    }
  }

  const mfa = createMfaService(deps, { loadUser });

  /**
   * Counts a request for a mail link, then — after the answer — looks the address up and mails
   * a fresh link when the account wants one. The lookup, the token and the mail run as a
   * background task (issue 15): a known and an unknown e-mail take the same time to answer.
   */
  async function mailLinkAfterAnswer(
    kind: 'verify_email' | 'reset_password',
    input: { email: string; ip: string },
    language: Language,
    isWanted: (parent: repo.ParentRow) => boolean,
  ) {
    const isReset = kind === 'reset_password';
    await limitMailRequests(isReset ? 'forgot-password' : 'resend-confirmation', input.email, input.ip);
    deps.background.run(`${kind} mail`, async () => {
      const parent = await repo.findParentByEmail(db, input.email);
      if (!parent || !isWanted(parent)) return;
      const now = deps.now();
      const ttlHours = isReset ? PASSWORD_RESET_TTL_HOURS : EMAIL_VERIFICATION_TTL_HOURS;
      const token = await repo.createEmailToken(db, {
        parentId: parent.id,
        purpose: kind,
        expiresAt: new Date(now.getTime() + ttlHours * HOUR_MS),
        now,
      });
      await sendLinkMail(kind, parent, token, language);
    });
  }

  return {
    loadUser,
    mfa,

    /** Creates an unverified account with the sign-up bonus and mails the verification link. */
    async register(input: RegisterBody & { ip: string }, language: Language): Promise<User> {
      const now = deps.now();
      // Every attempt counts, taken or not: sign-ups from one address are what a bot farming
      // bonuses or probing addresses does (issue 15). Configurable for a school behind one NAT.
      const signUps = await rateLimiter.hit(`sign-up:ip:${input.ip}`, HOUR_MS);
      if (signUps > deps.config.SIGNUPS_PER_ADDRESS_PER_HOUR)
        throw new AppError('rate_limited', { retryAfterSeconds: HOUR_MS / 1000 });
      assertUncommonPassword(input.password, 'password');
      const passwordHash = await hashPassword(input.password);
      const created = await db.transaction(async (tx) => {
        const parent = await repo.insertParent(tx, {
          name: input.name,
          email: input.email,
          passwordHash,
          language: input.language ?? language,
          now,
        });
        if (!parent) throw new AppError('email_taken');
        await setUpNewAccount(tx, parent.id, parent.email, now);
        const token = await repo.createEmailToken(tx, {
          parentId: parent.id,
          purpose: 'verify_email',
          expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * HOUR_MS),
          now,
        });
        const fresh = await repo.findParentById(tx, parent.id);
        return { parent: fresh ?? parent, token };
      });
      await sendLinkMail('verify_email', created.parent, created.token, language);
      return toUser(created.parent, undefined, 'none');
    },

    /** Signs in with e-mail and password; failures are limited per account+IP, per account and per IP (sign-in-limits.ts). */
    async login(input: {
      email: string;
      password: string;
      client: ClientInfo;
    }): Promise<{ token: string; user: User } | { mfaToken: string }> {
      const { ip } = input.client;
      const event = async (parentId: string, kind: SecurityEventKind) =>
        recordSecurityEvent(db, deps.logger, { parentId, kind, client: input.client, now: deps.now() });
      try {
        await assertSignInAllowed(rateLimiter, 'parent', input.email, ip);
      } catch (error) {
        const locked = await repo.findParentByEmail(db, input.email);
        if (locked) await event(locked.id, 'sign_in_blocked');
        throw error;
      }
      const parent = await repo.findParentByEmail(db, input.email);
      const isValid = await verifyPassword(parent?.passwordHash, input.password);
      if (!parent || !isValid) {
        await recordSignInFailure(rateLimiter, 'parent', input.email, ip);
        if (parent) await event(parent.id, 'sign_in_failed');
        throw new AppError('invalid_credentials');
      }
      // Only after the password proved who is asking, so this cannot be used to probe e-mails.
      if (!parent.emailVerifiedAt) throw new AppError('email_not_verified');
      await clearSignInFailures(rateLimiter, 'parent', input.email, ip);
      // With two-step sign-in on, the password only opens the second step (issue 15).
      const mfaToken = await mfa.challengeIfEnabled(parent);
      if (mfaToken) return { mfaToken };
      const token = await createSession(db, {
        kind: 'parent',
        parentId: parent.id,
        now: deps.now(),
        client: input.client,
      });
      await event(parent.id, 'sign_in');
      return { token, user: await loadUser(parent.id) };
    },

    /** Where the account is signed in, and its latest security events (the settings' security part). */
    async securityOverview(session: SessionIdentity): Promise<SecurityOverview> {
      const [rows, events] = await Promise.all([
        listParentSessions(db, session.parentId, deps.now()),
        recentSecurityEvents(db, session.parentId),
      ]);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: describeDevice(row.userAgent),
          address: maskAddress(row.ip),
          created_at: row.createdAt.toISOString(),
          last_used_at: row.lastUsedAt.toISOString(),
          current: row.id === session.sessionId,
        })),
        events: events.map((row) => ({
          kind: row.kind as SecurityEventKind,
          device: describeDevice(row.userAgent),
          address: maskAddress(row.ip),
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    /** Ends one of the parent's portal sessions (a lost phone, a shared computer). */
    async endSession(session: SessionIdentity, sessionId: string, client: ClientInfo) {
      if (!isUuid(sessionId) || !(await deleteParentSession(db, session.parentId, sessionId)))
        throw new AppError('not_found');
      await recordSecurityEvent(db, deps.logger, {
        parentId: session.parentId,
        kind: 'session_ended',
        client,
        now: deps.now(),
      });
    },

    async logout(session: SessionIdentity) {
      await deleteSession(db, session.sessionId);
    },

    /**
     * Changes the password, signs the account out everywhere and answers a new session for
     * the device that made the change.
     */
    async changePassword(
      session: SessionIdentity,
      input: { currentPassword?: string; newPassword: string; client: ClientInfo },
    ): Promise<{ token: string; user: User }> {
      const parent = await repo.findParentById(db, session.parentId);
      if (!parent) throw new AppError('unauthorized');
      if (parent.passwordHash) {
        await assertCurrentPasswordAttemptsLeft(rateLimiter, parent.id);
        if (!input.currentPassword || !(await verifyPassword(parent.passwordHash, input.currentPassword))) {
          await recordWrongCurrentPassword(rateLimiter, parent.id);
          throw new AppError('invalid_current_password', {
            fields: { current_password: 'errors.invalid_current_password' },
          });
        }
        if (await verifyPassword(parent.passwordHash, input.newPassword)) {
          throw new AppError('password_reused', { fields: { new_password: 'errors.password_reused' } });
        }
      }
      assertUncommonPassword(input.newPassword, 'new_password');
      const passwordHash = await hashPassword(input.newPassword);
      const now = deps.now();
      const token = await db.transaction(async (tx) => {
        await repo.updateParent(tx, parent.id, { passwordHash, now });
        await deleteParentSessions(tx, parent.id);
        await recordSecurityEvent(tx, deps.logger, {
          parentId: parent.id,
          kind: 'password_changed',
          client: input.client,
          now,
        });
        return createSession(tx, { kind: 'parent', parentId: parent.id, now, client: input.client });
      });
      return { token, user: await loadUser(parent.id) };
    },

    /** Always the same answer, in the same time; a reset link goes out only when the account exists. */
    async requestPasswordReset(input: { email: string; ip: string }, language: Language) {
      await mailLinkAfterAnswer('reset_password', input, language, () => true);
    },

    /** Sets a new password from a reset link; the link also proves the e-mail is theirs. */
    async resetPassword(input: { token: string; password: string; client: ClientInfo }) {
      // Before the link is used: a refused password leaves the link valid for another try.
      assertUncommonPassword(input.password, 'password');
      const passwordHash = await hashPassword(input.password);
      const now = deps.now();
      await db.transaction(async (tx) => {
        const parentId = await repo.consumeEmailToken(tx, { token: input.token, purpose: 'reset_password', now });
        if (!parentId) throw new AppError('invalid_token');
        const parent = await repo.findParentById(tx, parentId);
        await repo.updateParent(tx, parentId, { passwordHash, emailVerifiedAt: parent?.emailVerifiedAt ?? now, now });
        await repo.retireEmailTokens(tx, parentId, 'reset_password', now);
        await deleteParentSessions(tx, parentId);
        await recordSecurityEvent(tx, deps.logger, { parentId, kind: 'password_reset', client: input.client, now });
      });
    },

    async confirmEmail(token: string) {
      const now = deps.now();
      await db.transaction(async (tx) => {
        const parentId = await repo.consumeEmailToken(tx, { token, purpose: 'verify_email', now });
        if (!parentId) throw new AppError('invalid_token');
        await repo.updateParent(tx, parentId, { emailVerifiedAt: now, now });
        await repo.retireEmailTokens(tx, parentId, 'verify_email', now);
      });
    },

    /** Always the same answer, in the same time; a new link goes out only to an account still awaiting it. */
    async resendConfirmation(input: { email: string; ip: string }, language: Language) {
      await mailLinkAfterAnswer('verify_email', input, language, (parent) => !parent.emailVerifiedAt);
    },

    async setLanguage(session: SessionIdentity, language: Language): Promise<User> {
      await repo.updateParent(db, session.parentId, { language, now: deps.now() });
      return loadUser(session.parentId);
    },
  };
}

export type ParentAuthService = ReturnType<typeof createParentAuthService>;
