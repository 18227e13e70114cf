import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates, parents, sessions, tokenLedger } from '../../src/db/schema';
import { createParent, createTestApp, PASSWORD, PORTAL_URL, type TestApp, uniqueEmail } from '../helper';
import { type LocalOidcProvider, startLocalOidcProvider, subjectForEmail } from './local-oidc-provider';
import { postGoogleCallback, reachCallbackPage, startGoogleSignIn } from './provider-flow';

const CLIENT = {
  clientId: 'kiddo-tests',
  clientSecret: 'local-provider-secret',
  redirectUris: [`${PORTAL_URL}/auth/google/callback`],
};

let provider: LocalOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startLocalOidcProvider({ clients: [CLIENT] });
  t = await createTestApp({
    env: {
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const findParent = async (email: string) => (await t.db.select().from(parents).where(eq(parents.email, email)))[0];
const countParents = async (email: string) =>
  (await t.db.select().from(parents).where(eq(parents.email, email))).length;
const countSessions = async (parentId: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.parentId, parentId))).length;

describe('GET /api/auth/google/status', () => {
  it('says Google sign-in is enabled when a client is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, enabled: true });
  });
});

describe('GET /api/auth/google/start', () => {
  it('redirects to the provider with state, PKCE (S256), nonce, the scopes and the account chooser', async () => {
    const response = await startGoogleSignIn(t, 'es');
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const url = new URL(String(response.headers.location));
    expect(url.origin).toBe(provider.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: CLIENT.clientId,
      response_type: 'code',
      redirect_uri: `${PORTAL_URL}/auth/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'select_account',
    });
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toMatch(/^[\w-]{43}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);

    // Stored hashed, with the verifier and nonce the callback needs, for 10 minutes.
    const stateHash = createHash('sha256').update(String(params.state)).digest('hex');
    const [stored] = await t.db.select().from(oauthStates).where(eq(oauthStates.stateHash, stateHash));
    expect(stored).toMatchObject({ nonce: params.nonce, language: 'es', usedAt: null });
    const challenge = createHash('sha256')
      .update(stored?.codeVerifier ?? '')
      .digest('base64url');
    expect(challenge).toBe(params.code_challenge);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(10 * 60_000);
  });
});

describe('POST /api/auth/google/callback', () => {
  it('creates a verified account with the sign-up bonus and signs it in', async () => {
    const email = uniqueEmail('google');
    const callback = await reachCallbackPage(t, { email, name: 'Bia Google' }, 'en');
    const response = await postGoogleCallback(t, callback, { language: 'en' });
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(json).toMatchObject({
      success: true,
      user: { email, name: 'Bia Google', tokens: 500, language: 'en', has_password: false, google_linked: true },
    });
    expect(json.token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(json)).not.toContain(subjectForEmail(email));

    const parent = await findParent(email);
    expect(parent).toMatchObject({ googleId: subjectForEmail(email), passwordHash: null, tokens: 500 });
    expect(parent?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(parent?.termsAcceptedAt).toBeInstanceOf(Date);
    const ledger = await t.db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.parentId, parent?.id ?? ''));
    expect(ledger).toEqual([
      expect.objectContaining({
        delta: 500,
        balanceAfter: 500,
        reason: 'signup_bonus',
        reference: `signup_bonus:${parent?.id}`,
      }),
    ]);

    const validate = await t.app.inject({
      method: 'GET',
      url: '/api/auth/parent/validate',
      headers: { authorization: `Bearer ${json.token}` },
    });
    expect(validate.json()).toMatchObject({ valid: true, user: { id: parent?.id } });
  });

  it('signs the same Google account in again without a second account or bonus', async () => {
    const email = uniqueEmail('google');
    const first = await postGoogleCallback(t, await reachCallbackPage(t, { email }));
    const second = await postGoogleCallback(t, await reachCallbackPage(t, { email }));
    expect(second.statusCode).toBe(200);
    expect(second.json().user).toMatchObject({ id: first.json().user.id, tokens: 500 });
    expect(second.json().token).not.toBe(first.json().token);
    expect(await countParents(email)).toBe(1);
    // Without a name from the provider, the account is named after the e-mail.
    expect(first.json().user.name).toBe(email.split('@')[0]);
  });

  it('asks an account with two-step sign-in on for its code after Google too (issue 15)', async () => {
    const email = uniqueEmail('google-mfa');
    const first = await postGoogleCallback(t, await reachCallbackPage(t, { email }));
    const auth = { authorization: `Bearer ${first.json().token}` };
    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/parent/mfa/setup', headers: auth, payload: {} });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.json().secret), digits: 6, period: 30 });
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent/mfa/enable',
      headers: auth,
      payload: { code: totp.generate({ timestamp: t.clock.now().getTime() }) },
    });
    expect(enabled.statusCode).toBe(200);

    const second = await postGoogleCallback(t, await reachCallbackPage(t, { email }));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ success: true, mfa_required: true });
    expect(second.json().token).toBeUndefined();
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent/login/verify',
      payload: { mfa_token: second.json().mfa_token, code: enabled.json().recovery_codes[0] },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.email).toBe(email);
  });

  it('links a password account with the same e-mail when Google verified it', async () => {
    const existing = await createParent(t, { tokens: 120, name: 'Ana Souza' });
    const response = await postGoogleCallback(t, await reachCallbackPage(t, { email: existing.email, name: 'Other' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: existing.id,
      name: 'Ana Souza',
      tokens: 120,
      has_password: true,
      google_linked: true,
    });
    expect((await findParent(existing.email))?.googleId).toBe(subjectForEmail(existing.email));
    expect(await t.db.select().from(tokenLedger).where(eq(tokenLedger.parentId, existing.id))).toEqual([]);
    // The password still works too.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent/login',
      payload: { email: existing.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('links an account whose e-mail was never verified, verifies it, and drops the password nobody proved', async () => {
    const existing = await createParent(t, { verified: false, tokens: 500 });
    const response = await postGoogleCallback(t, await reachCallbackPage(t, { email: existing.email }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: existing.id, has_password: false, google_linked: true });
    const parent = await findParent(existing.email);
    expect(parent?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(parent?.passwordHash).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent/login',
      payload: { email: existing.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses to link an e-mail that Google has not verified, and changes nothing', async () => {
    const existing = await createParent(t);
    const callback = await reachCallbackPage(t, { email: existing.email, isEmailVerified: false }, 'en');
    const response = await postGoogleCallback(t, callback, { language: 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'google_email_unverified',
      error: expect.stringContaining('Google has not verified this email'),
    });
    const parent = await findParent(existing.email);
    expect(parent?.googleId).toBeNull();
    expect(await countSessions(existing.id)).toBe(0);
  });

  it('creates no account for an e-mail that Google has not verified', async () => {
    const email = uniqueEmail('unverified');
    const response = await postGoogleCallback(t, await reachCallbackPage(t, { email, isEmailVerified: false }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('google_email_unverified');
    expect(await countParents(email)).toBe(0);
  });

  it('refuses a second Google account for an account already linked to another one', async () => {
    const email = uniqueEmail('linked');
    expect((await postGoogleCallback(t, await reachCallbackPage(t, { email }))).statusCode).toBe(200);
    const other = await postGoogleCallback(t, await reachCallbackPage(t, { email, subject: 'someone-else' }));
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ code: 'google_sign_in_failed', error: 'Erro ao fazer login com Google' });
    expect((await findParent(email))?.googleId).toBe(subjectForEmail(email));
  });

  it('answers 400 for an unknown state', async () => {
    const callback = await reachCallbackPage(t, { email: uniqueEmail('google') });
    callback.searchParams.set('state', 'not-a-state-we-issued');
    const response = await postGoogleCallback(t, callback, { language: 'es' }, '10.1.0.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'google_invalid_state',
      error: 'Este intento de inicio de sesión con Google caducó o ya se usó. Inténtalo de nuevo.',
    });
  });

  it('refuses a replayed callback: the second post fails and nothing is created twice', async () => {
    const email = uniqueEmail('replay');
    const callback = await reachCallbackPage(t, { email });
    expect((await postGoogleCallback(t, callback, {}, '10.1.0.2')).statusCode).toBe(200);
    const replay = await postGoogleCallback(t, callback, {}, '10.1.0.2');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('google_invalid_state');
    expect(await countParents(email)).toBe(1);
    const parent = await findParent(email);
    expect(
      await t.db
        .select()
        .from(tokenLedger)
        .where(eq(tokenLedger.parentId, parent?.id ?? '')),
    ).toHaveLength(1);
  });

  it('refuses a code replayed with a fresh state: the provider rejects it (PKCE and single use)', async () => {
    const email = uniqueEmail('replay');
    const used = await reachCallbackPage(t, { email });
    expect((await postGoogleCallback(t, used, {}, '10.1.0.3')).statusCode).toBe(200);
    const fresh = new URL(String((await startGoogleSignIn(t)).headers.location));
    const response = await postGoogleCallback(
      t,
      used,
      { state: fresh.searchParams.get('state'), language: 'en' },
      '10.1.0.3',
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'google_sign_in_failed',
      error: 'Error signing in with Google',
    });
  });

  it('refuses a code the provider never issued', async () => {
    const email = uniqueEmail('forged');
    const callback = await reachCallbackPage(t, { email });
    callback.searchParams.set('code', 'forged-code');
    const response = await postGoogleCallback(t, callback, {}, '10.1.0.4');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('google_sign_in_failed');
    expect(await countParents(email)).toBe(0);
  });

  it('refuses a state older than 10 minutes', async () => {
    const email = uniqueEmail('late');
    const callback = await reachCallbackPage(t, { email });
    t.clock.advance(10 * 60_000 + 1000);
    const response = await postGoogleCallback(t, callback, {}, '10.1.0.5');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('google_invalid_state');
    expect(await countParents(email)).toBe(0);
  });

  it('answers 400 with the spec text when the code is missing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/callback',
      payload: { state: 'whatever' },
      remoteAddress: '10.1.0.6',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      error: 'Código de autorização não fornecido',
    });
  });

  it('locks an address out after 10 failed callbacks in 15 minutes', async () => {
    const bad = new URL(`${PORTAL_URL}/auth/google/callback?code=x&state=nope`);
    for (let i = 0; i < 10; i += 1) expect((await postGoogleCallback(t, bad, {}, '10.1.0.7')).statusCode).toBe(400);
    const locked = await postGoogleCallback(t, bad, {}, '10.1.0.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate_limited');
    expect((await postGoogleCallback(t, bad, {}, '10.1.0.8')).statusCode).toBe(400);
  });
});

describe('accounts created with Google', () => {
  it('set a first password without a current one, and confirm deletion with their e-mail', async () => {
    const email = uniqueEmail('google');
    const signedIn = (await postGoogleCallback(t, await reachCallbackPage(t, { email }))).json();
    const auth = { authorization: `Bearer ${signedIn.token}` };
    const password = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/parent/password',
      headers: auth,
      payload: { new_password: 'NovaSenha123' },
    });
    expect(password.statusCode).toBe(200);
    expect(password.json().user.has_password).toBe(true);

    const google = (await postGoogleCallback(t, await reachCallbackPage(t, { email: uniqueEmail('google') }))).json();
    const erase = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/parent/account',
      headers: { authorization: `Bearer ${google.token}` },
      payload: { confirm_email: google.user.email.toUpperCase() },
    });
    expect(erase.statusCode).toBe(200);
    expect(await countParents(google.user.email)).toBe(0);
  });
});

describe('a provider that answers the e-mail only at its userinfo endpoint', () => {
  it('reads the claims from userinfo', async () => {
    const strict = await startLocalOidcProvider({ clients: [CLIENT], claimsInIdToken: false });
    const app = await createTestApp({
      env: {
        GOOGLE_ISSUER: strict.issuer,
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      },
    });
    try {
      const email = uniqueEmail('userinfo');
      const response = await postGoogleCallback(app, await reachCallbackPage(app, { email, name: 'Caio' }));
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ email, name: 'Caio', google_linked: true });
    } finally {
      await app.close();
      await strict.close();
    }
  });
});

describe('without Google configured', () => {
  it('says so in the status, and /start sends the browser back to the portal with the reason', async () => {
    const app = await createTestApp();
    try {
      const status = await app.app.inject({ method: 'GET', url: '/api/auth/google/status' });
      expect(status.json()).toEqual({ success: true, enabled: false });
      const start = await startGoogleSignIn(app);
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe(`${PORTAL_URL}/auth/google/callback?error=google_not_configured`);
      const callback = await app.app.inject({
        method: 'POST',
        url: '/api/auth/google/callback',
        payload: { code: 'x', state: 'y', language: 'en' },
      });
      expect(callback.statusCode).toBe(503);
      expect(callback.json()).toEqual({
        success: false,
        code: 'google_not_configured',
        error: 'Google sign-in is not set up on this server yet. Use your email and password.',
      });
    } finally {
      await app.close();
    }
  });

  it('starts even when the provider is unreachable, and /start reports the provider error', async () => {
    const gone = await startLocalOidcProvider({ clients: [CLIENT] });
    await gone.close();
    const app = await createTestApp({
      env: { GOOGLE_ISSUER: gone.issuer, GOOGLE_CLIENT_ID: CLIENT.clientId, GOOGLE_CLIENT_SECRET: CLIENT.clientSecret },
    });
    try {
      expect((await app.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const start = await startGoogleSignIn(app);
      expect(start.headers.location).toBe(`${PORTAL_URL}/auth/google/callback?error=google_unavailable`);
      expect(await app.db.select().from(oauthStates)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
