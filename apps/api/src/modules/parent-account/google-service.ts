import {
  emailSchema,
  type Language,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  NAME_MAX_LENGTH,
  resolveLanguage,
  type User,
} from '@kiddo/contracts';
import type { AppDeps } from '../../app';
import { recordSecurityEvent } from '../../core/security-events';
import { createSession, deleteParentSessions } from '../../core/sessions';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import { type GoogleIdentity, GoogleSignInError } from '../../plugins/google-oidc';
import * as repo from './google-repository';
import * as parentRepo from './repository';
import { createParentAuthService, setUpNewAccount } from './service';

const MINUTE_MS = 60_000;
/** DESIGN §3: an attempt must come back within this, once. */
export const OAUTH_STATE_TTL_MINUTES = 10;
/** Each start writes a row: enough for a family behind one address, not for filling the table. */
const START_MAX_PER_IP = 30;
const START_WINDOW_MINUTES = 15;

/**
 * Google sign-in (spec §7, DESIGN §3): starts the authorization-code flow and finishes it into
 * a parent session, signing in, linking or creating the account. Routes only translate HTTP.
 */
export function createGoogleAuthService(deps: AppDeps) {
  const { db, rateLimiter } = deps;
  const accounts = createParentAuthService(deps);
  const redirectUri = `${deps.config.publicUrl}/auth/google/callback`;

  function requireProvider() {
    if (!deps.googleSignIn) throw new AppError('google_not_configured');
    return deps.googleSignIn;
  }

  /** The provider step failed: unreachable is the provider's fault (502), anything else a refused sign-in. */
  function providerFailure(error: unknown, step: 'start' | 'callback'): AppError {
    const isUnavailable = error instanceof GoogleSignInError && error.kind === 'unavailable';
    deps.logger.warn({ err: error, step }, 'Google sign-in failed at the provider');
    return new AppError(isUnavailable || step === 'start' ? 'google_unavailable' : 'google_sign_in_failed', {
      cause: error,
    });
  }

  /**
   * Finds the account for a verified identity: the one linked to this Google account; else the
   * one with the same e-mail, linked now only if Google verified the address (otherwise anyone
   * who can put that address on a Google account would get in); else a new account. Linking
   * and creating happen in one transaction, so a refusal changes nothing.
   */
  async function resolveAccount(identity: GoogleIdentity, language: Language): Promise<string> {
    const linked = await repo.findParentByGoogleId(db, identity.subject);
    if (linked) return linked.id;

    const email = emailSchema.safeParse(identity.email ?? '');
    if (!email.success) throw new AppError('google_sign_in_failed');
    // An address Google has not verified proves nothing: it can neither open nor create an account.
    if (!identity.isEmailVerified) throw new AppError('google_email_unverified');

    const now = deps.now();
    return db.transaction(async (tx) => {
      const existing = await parentRepo.findParentByEmail(tx, email.data);
      if (existing) {
        // Already linked to another Google account: a second one must not take it over.
        if (existing.googleId) throw new AppError('google_sign_in_failed');
        await parentRepo.updateParent(tx, existing.id, {
          googleId: identity.subject,
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          // Whoever set the password of a never-verified account never proved the address is
          // theirs: it could be someone waiting for the owner to arrive (pre-account takeover).
          ...(existing.emailVerifiedAt ? {} : { passwordHash: null }),
          now,
        });
        if (!existing.emailVerifiedAt) await deleteParentSessions(tx, existing.id);
        return existing.id;
      }
      // The Google button sits under the sign-up terms: using it to create an account accepts them.
      const created = await parentRepo.insertParent(tx, {
        name: accountName(identity, email.data),
        email: email.data,
        passwordHash: null,
        googleId: identity.subject,
        emailVerifiedAt: now,
        language,
        now,
      });
      // Another request created it a moment ago (two tabs): the caller retries and finds it.
      if (!created) throw new AppError('google_sign_in_failed');
      await setUpNewAccount(tx, created.id, created.email, now);
      return created.id;
    });
  }

  return {
    isEnabled: () => deps.googleSignIn !== null,

    /** A new attempt: stores its state (hashed), PKCE verifier and nonce, and answers where to send the browser. */
    async start(input: { language: Language; ip: string }): Promise<string> {
      const provider = requireProvider();
      const windowMs = START_WINDOW_MINUTES * MINUTE_MS;
      if ((await rateLimiter.hit(`google-start:ip:${input.ip}`, windowMs)) > START_MAX_PER_IP) {
        throw new AppError('rate_limited', { retryAfterSeconds: START_WINDOW_MINUTES * 60 });
      }
      let request: Awaited<ReturnType<typeof provider.beginAuthorization>>;
      try {
        request = await provider.beginAuthorization({ redirectUri });
      } catch (error) {
        throw providerFailure(error, 'start');
      }
      const now = deps.now();
      await repo.deleteExpiredOAuthStates(db, now);
      await repo.insertOAuthState(db, {
        state: request.state,
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        language: input.language,
        expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MINUTES * MINUTE_MS),
        now,
      });
      return request.url;
    },

    /**
     * Finishes an attempt: the state is used up first, so a replayed code or state fails before
     * the provider is asked; then the code is exchanged and the account signed in, linked or
     * created. Failures count against the address like failed logins.
     */
    async finish(input: {
      code: string;
      state: string;
      iss?: string;
      language?: Language;
      client: ClientInfo;
    }): Promise<{ token: string; user: User } | { mfaToken: string }> {
      const limitKey = `google-callback:ip:${input.client.ip}`;
      const windowMs = LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS;
      if ((await rateLimiter.count(limitKey, windowMs)) >= LOGIN_MAX_FAILURES) {
        throw new AppError('rate_limited', { retryAfterSeconds: LOGIN_FAILURE_WINDOW_MINUTES * 60 });
      }
      try {
        const provider = requireProvider();
        const attempt = await repo.consumeOAuthState(db, { state: input.state, now: deps.now() });
        if (!attempt) throw new AppError('google_invalid_state');
        let identity: GoogleIdentity;
        try {
          identity = await provider.completeAuthorization({
            redirectUri,
            code: input.code,
            state: input.state,
            iss: input.iss,
            codeVerifier: attempt.codeVerifier,
            nonce: attempt.nonce,
          });
        } catch (error) {
          throw providerFailure(error, 'callback');
        }
        const language = input.language ?? resolveLanguage(attempt.language);
        const parentId = await resolveAccount(identity, language);
        // Google proves the e-mail, not the authenticator: two-step sign-in asks for it here too (issue 15).
        const parent = await parentRepo.findParentById(db, parentId);
        const mfaToken = parent ? await accounts.mfa.challengeIfEnabled(parent) : null;
        if (mfaToken) return { mfaToken };
        const token = await createSession(db, { kind: 'parent', parentId, now: deps.now(), client: input.client });
        await recordSecurityEvent(db, deps.logger, {
          parentId,
          kind: 'sign_in',
          client: input.client,
          now: deps.now(),
        });
        return { token, user: await accounts.loadUser(parentId) };
      } catch (error) {
        await rateLimiter.hit(limitKey, windowMs);
        throw error;
      }
    },
  };
}

/** The provider's name for the person, else the part of the e-mail before the @. */
function accountName(identity: GoogleIdentity, email: string): string {
  const name = identity.name?.trim() || email.split('@')[0] || email;
  return name.slice(0, NAME_MAX_LENGTH);
}
