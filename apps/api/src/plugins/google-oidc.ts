import * as oidc from 'openid-client';
import type { Config } from '../config';

/** Who the provider says signed in: read from the verified ID token (or the userinfo endpoint). */
export interface GoogleIdentity {
  /** The provider's stable account id (`sub`): what an account is linked by, never the e-mail. */
  subject: string;
  email: string | undefined;
  /** Only a literal `true` from the provider counts. */
  isEmailVerified: boolean;
  name: string | undefined;
}

/** What the server keeps between sending the browser away and its return (DESIGN §3). */
export interface AuthorizationRequest {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/**
 * Why the provider step failed: `unavailable` when the provider could not be reached (discovery,
 * network), `rejected` when it answered but the answer is no good (bad or replayed code, wrong
 * nonce, invalid ID token, an error in the authorization response).
 */
export class GoogleSignInError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'rejected',
    options: { cause?: unknown } = {},
  ) {
    super(`OpenID Connect provider ${kind}`, options);
    this.name = 'GoogleSignInError';
  }
}

/**
 * Google sign-in behind one interface (DESIGN §1): the authorization-code flow with state, PKCE
 * (S256) and nonce, done by `openid-client`. The issuer is configurable so tests run a local
 * OpenID provider through exactly this code.
 */
export interface GoogleSignIn {
  /** A new attempt: the provider's authorization URL and the secrets the callback must present. */
  beginAuthorization(input: { redirectUri: string }): Promise<AuthorizationRequest>;
  /** Exchanges the code for tokens, checks state, PKCE and nonce, and answers the verified identity. */
  completeAuthorization(input: {
    redirectUri: string;
    code: string;
    state: string;
    iss?: string;
    codeVerifier: string;
    nonce: string;
  }): Promise<GoogleIdentity>;
}

const SCOPES = 'openid email profile';
/** Discovery and token calls give up after this; the portal then shows the provider error. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Plain http is allowed only for a provider on this machine: the tests' local OpenID provider. */
export function isLocalIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

/** Google sign-in when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set, else null (the button explains). */
export function createGoogleSignInFromConfig(config: Config): GoogleSignIn | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return createGoogleSignIn({
    issuer: config.GOOGLE_ISSUER,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
  });
}

export function createGoogleSignIn(options: { issuer: string; clientId: string; clientSecret: string }): GoogleSignIn {
  const issuer = new URL(options.issuer);
  let discovered: Promise<oidc.Configuration> | undefined;

  /*
   * Discovery is lazy and cached so the server starts (and password sign-in works) while the
   * provider is unreachable; a failed discovery is forgotten so the next attempt tries again.
   */
  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(issuer, options.clientId, undefined, oidc.ClientSecretPost(options.clientSecret), {
        execute: isLocalIssuer(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new GoogleSignInError('unavailable', { cause: error });
      });
    return discovered;
  }

  return {
    async beginAuthorization({ redirectUri }) {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPES,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        // Spec §7: offline access and the account chooser, in Google's own parameters.
        access_type: 'offline',
        prompt: 'select_account',
      });
      return { url: url.href, state, codeVerifier, nonce };
    },

    async completeAuthorization(input) {
      const config = await configuration();
      const callbackUrl = new URL(input.redirectUri);
      callbackUrl.searchParams.set('code', input.code);
      callbackUrl.searchParams.set('state', input.state);
      if (input.iss) callbackUrl.searchParams.set('iss', input.iss);
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: input.codeVerifier,
          expectedState: input.state,
          expectedNonce: input.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('the provider sent no ID token');
        // Google puts e-mail and name in the ID token; a stricter provider only in userinfo.
        const profile =
          typeof claims.email === 'string'
            ? claims
            : { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
        // The refresh token that offline access brings is not kept: nothing here calls Google later.
        return {
          subject: claims.sub,
          email: typeof profile.email === 'string' ? profile.email : undefined,
          isEmailVerified: profile.email_verified === true,
          name: typeof profile.name === 'string' ? profile.name : undefined,
        };
      } catch (error) {
        throw new GoogleSignInError(isUnreachable(error) ? 'unavailable' : 'rejected', { cause: error });
      }
    },
  };
}

/** A network failure or a timeout, as opposed to an answer the provider gave. */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  return error instanceof TypeError && error.message === 'fetch failed';
}
