import type { MfaEnabledResponse, MfaSetupResponse, User } from '@kiddo/contracts';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AppDeps } from '../../app';
import {
  claimTotpStep,
  closeChallenge,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  openChallenge,
  replaceRecoveryCodes,
  tryChallenge,
  useRecoveryCode,
} from '../../core/mfa';
import { recordSecurityEvent } from '../../core/security-events';
import { createSession, type SessionIdentity } from '../../core/sessions';
import { mfaRecoveryCodes, parents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import * as repo from './repository';

const wrongCode = () => new AppError('invalid_credentials', { messageKey: 'errors.invalid_mfa_code' });

/**
 * A parent's two-step sign-in (issue 15): set up with an authenticator app, confirmed by a first
 * code, answered at every sign-in by a code or a recovery code, turned off with a code.
 */
export function createMfaService(deps: AppDeps, accounts: { loadUser(parentId: string): Promise<User> }) {
  const { db } = deps;
  const event = (
    parentId: string,
    kind: 'mfa_enabled' | 'mfa_disabled' | 'mfa_failed' | 'sign_in',
    client: ClientInfo,
  ) => recordSecurityEvent(db, deps.logger, { parentId, kind, client, now: deps.now() });

  /** Does the code open this parent's second step? A TOTP code once per time step, a recovery code once. */
  async function acceptsCode(parent: repo.ParentRow, code: string): Promise<boolean> {
    const now = deps.now();
    if (/^\d{6}$/.test(code)) {
      const secret = parent.mfaSecretSealed ? deps.mfaSecretBox.open(parent.mfaSecretSealed) : null;
      const step = secret ? matchingStep(secret, code, now) : null;
      return step !== null && (await claimTotpStep(db, parent.id, step));
    }
    return useRecoveryCode(db, parent.id, code, now);
  }

  async function ownParent(parentId: string) {
    const parent = await repo.findParentById(db, parentId);
    if (!parent) throw new AppError('unauthorized');
    return parent;
  }

  return {
    /** A new secret to scan; replaces an unconfirmed one. Refused while two-step sign-in is on. */
    async setup(session: SessionIdentity): Promise<MfaSetupResponse> {
      const parent = await ownParent(session.parentId);
      if (parent.mfaEnabledAt) throw new AppError('forbidden');
      const { secret, uri } = newTotpSecret(parent.email);
      await db
        .update(parents)
        .set({ mfaPendingSecretSealed: deps.mfaSecretBox.seal(secret) })
        .where(eq(parents.id, parent.id));
      return { secret, otpauth_uri: uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
    },

    /** The first code proves the app has the secret: two-step sign-in is on, with fresh recovery codes. */
    async enable(session: SessionIdentity, code: string, client: ClientInfo): Promise<MfaEnabledResponse> {
      const parent = await ownParent(session.parentId);
      const pending = parent.mfaPendingSecretSealed ? deps.mfaSecretBox.open(parent.mfaPendingSecretSealed) : null;
      const step = pending && /^\d{6}$/.test(code) ? matchingStep(pending, code, deps.now()) : null;
      if (parent.mfaEnabledAt || !pending || step === null) throw wrongCode();
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await tx
          .update(parents)
          .set({
            mfaSecretSealed: parent.mfaPendingSecretSealed,
            mfaPendingSecretSealed: null,
            mfaEnabledAt: deps.now(),
            mfaLastStep: step,
          })
          .where(eq(parents.id, parent.id));
        await replaceRecoveryCodes(tx, parent.id, codes);
      });
      await event(parent.id, 'mfa_enabled', client);
      return { success: true, recovery_codes: codes, user: await accounts.loadUser(parent.id) };
    },

    /** Off again, proven by a code or a recovery code. */
    async disable(session: SessionIdentity, code: string, client: ClientInfo): Promise<User> {
      const parent = await ownParent(session.parentId);
      if (!parent.mfaEnabledAt || !(await acceptsCode(parent, code))) {
        await event(parent.id, 'mfa_failed', client);
        throw wrongCode();
      }
      await db.transaction(async (tx) => {
        await tx
          .update(parents)
          .set({ mfaSecretSealed: null, mfaPendingSecretSealed: null, mfaEnabledAt: null, mfaLastStep: null })
          .where(eq(parents.id, parent.id));
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.parentId, parent.id));
      });
      await event(parent.id, 'mfa_disabled', client);
      return accounts.loadUser(parent.id);
    },

    /** After a right password (or Google): a challenge instead of a session when two-step sign-in is on. */
    async challengeIfEnabled(parent: repo.ParentRow): Promise<string | null> {
      return parent.mfaEnabledAt ? openChallenge(db, parent.id, deps.now()) : null;
    },

    /** The second step: the challenge and a code open the session. */
    async verify(input: {
      mfaToken: string;
      code: string;
      client: ClientInfo;
    }): Promise<{ token: string; user: User }> {
      const parentId = await tryChallenge(db, input.mfaToken, deps.now());
      if (!parentId) throw new AppError('invalid_token', { messageKey: 'errors.mfa_challenge_expired' });
      const parent = await ownParent(parentId);
      if (!(await acceptsCode(parent, input.code))) {
        await event(parent.id, 'mfa_failed', input.client);
        throw wrongCode();
      }
      await closeChallenge(db, input.mfaToken);
      const token = await createSession(db, { kind: 'parent', parentId, now: deps.now(), client: input.client });
      await event(parentId, 'sign_in', input.client);
      return { token, user: await accounts.loadUser(parentId) };
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
