import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParent, createTestApp, PASSWORD, type TestApp } from '../helper';

/*
 * Issue 15: optional two-step sign-in for parents — set up with an authenticator app, a code at
 * every sign-in (password or Google), recovery codes that work once, and every change recorded.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at.getTime() });

async function parentWithMfa() {
  const parent = await createParent(t);
  const login = await post('/api/auth/parent/login', { email: parent.email, password: PASSWORD });
  const auth = { authorization: `Bearer ${login.json().token}` };
  const setup = await post('/api/auth/parent/mfa/setup', {}, auth);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_uri, qr_svg } = setup.json();
  expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Kiddo:/);
  expect(qr_svg).toContain('<svg');
  const enabled = await post('/api/auth/parent/mfa/enable', { code: codeAt(secret, t.clock.now()) }, auth);
  expect(enabled.statusCode).toBe(200);
  expect(enabled.json().user.mfa_enabled).toBe(true);
  expect(enabled.json().recovery_codes).toHaveLength(10);
  // The next time step, so the enabling code is not the one reused below.
  t.clock.advance(30_000);
  return { parent, auth, secret: secret as string, recoveryCodes: enabled.json().recovery_codes as string[] };
}

describe('two-step sign-in', () => {
  it('asks for the code after the right password, signs in with it once, and records it all', async () => {
    const { parent, secret } = await parentWithMfa();
    const first = await post('/api/auth/parent/login', { email: parent.email, password: PASSWORD });
    expect(first.json()).toMatchObject({ success: true, mfa_required: true });
    expect(first.json().token).toBeUndefined();
    const code = codeAt(secret, t.clock.now());

    const wrong = await post('/api/auth/parent/login/verify', { mfa_token: first.json().mfa_token, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Código inválido. Confira o app autenticador e tente de novo.');

    const right = await post('/api/auth/parent/login/verify', { mfa_token: first.json().mfa_token, code });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.id).toBe(parent.id);

    // The same code cannot open a second sign-in, nor can the used challenge.
    const again = await post('/api/auth/parent/login', { email: parent.email, password: PASSWORD });
    const reused = await post('/api/auth/parent/login/verify', { mfa_token: again.json().mfa_token, code });
    expect(reused.statusCode).toBe(401);
    const usedChallenge = await post('/api/auth/parent/login/verify', { mfa_token: first.json().mfa_token, code });
    expect(usedChallenge.statusCode).toBe(400);

    const events = (
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/parent/security',
        headers: { authorization: `Bearer ${right.json().token}` },
      })
    )
      .json()
      .events.map((event: { kind: string }) => event.kind);
    expect(events).toEqual(expect.arrayContaining(['mfa_enabled', 'mfa_failed', 'sign_in']));
  });

  it('lets a recovery code in once, and ends a challenge after five wrong codes or five minutes', async () => {
    const { parent, recoveryCodes } = await parentWithMfa();
    const challenge = async () =>
      (await post('/api/auth/parent/login', { email: parent.email, password: PASSWORD })).json().mfa_token as string;
    const withRecovery = await post('/api/auth/parent/login/verify', {
      mfa_token: await challenge(),
      code: recoveryCodes[0]!.toUpperCase(),
    });
    expect(withRecovery.statusCode).toBe(200);
    const reusedRecovery = await post('/api/auth/parent/login/verify', {
      mfa_token: await challenge(),
      code: recoveryCodes[0],
    });
    expect(reusedRecovery.statusCode).toBe(401);

    const guessed = await challenge();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await post('/api/auth/parent/login/verify', { mfa_token: guessed, code: '123456' });
    const sixth = await post('/api/auth/parent/login/verify', { mfa_token: guessed, code: recoveryCodes[1] });
    expect(sixth.statusCode).toBe(400);

    const late = await challenge();
    t.clock.advance(5 * 60_000 + 1);
    expect((await post('/api/auth/parent/login/verify', { mfa_token: late, code: recoveryCodes[1] })).statusCode).toBe(
      400,
    );
  });

  it('turns off only with a valid code, and then the password alone signs in again', async () => {
    const { parent, auth, secret } = await parentWithMfa();
    const refused = await post('/api/auth/parent/mfa/disable', { code: '111111' }, auth);
    expect(refused.statusCode).toBe(401);
    const malformed = await post('/api/auth/parent/mfa/disable', { code: '12' }, auth);
    expect(malformed.statusCode).toBe(400);
    const off = await post('/api/auth/parent/mfa/disable', { code: codeAt(secret, t.clock.now()) }, auth);
    expect(off.statusCode).toBe(200);
    expect(off.json().user.mfa_enabled).toBe(false);
    const plain = await post('/api/auth/parent/login', { email: parent.email, password: PASSWORD });
    expect(plain.json().token).toEqual(expect.any(String));
  });

  it('refuses to enable without a right first code, and a second setup while on', async () => {
    const parent = await createParent(t);
    const login = await post('/api/auth/parent/login', { email: parent.email, password: PASSWORD });
    const auth = { authorization: `Bearer ${login.json().token}` };
    expect((await post('/api/auth/parent/mfa/enable', { code: '123456' }, auth)).statusCode).toBe(401);
    await post('/api/auth/parent/mfa/setup', {}, auth);
    expect((await post('/api/auth/parent/mfa/enable', { code: '123456' }, auth)).statusCode).toBe(401);
    const { auth: onAuth } = await parentWithMfa();
    expect((await post('/api/auth/parent/mfa/setup', {}, onAuth)).statusCode).toBe(403);
  });
});
