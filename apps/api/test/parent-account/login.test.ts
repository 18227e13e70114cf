import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChild,
  createChildSession,
  createParent,
  createSignedInParent,
  createTestApp,
  PASSWORD,
  type TestApp,
  uniqueEmail,
} from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: Record<string, unknown>, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/parent/login', payload, remoteAddress: ip });
const validate = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/parent/validate', headers });

describe('POST /api/auth/parent/login', () => {
  it('answers a session token and the user', async () => {
    const parent = await createParent(t, { tokens: 500 });
    const response = await login({ email: parent.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(json).toMatchObject({
      success: true,
      user: { id: parent.id, email: parent.email, tokens: 500, has_password: true },
    });
    expect(json.token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(json)).not.toContain('argon2');
  });

  it('answers 401 with the same body for a wrong password and an unknown e-mail', async () => {
    const parent = await createParent(t);
    const wrong = await login({ email: parent.email, password: 'Errada123' });
    const unknown = await login({ email: uniqueEmail('ghost'), password: 'Errada123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: 'invalid_credentials', error: 'Email ou senha inválidos.' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses an unverified account with 403 email_not_verified, but only once the password is right', async () => {
    const parent = await createParent(t, { verified: false });
    const right = await login({ email: parent.email, password: PASSWORD, language: 'en' });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      code: 'email_not_verified',
      error: expect.stringContaining('Confirm your email'),
    });
    expect((await login({ email: parent.email, password: 'Errada123' })).statusCode).toBe(401);
  });

  it('answers 400 for a missing password or a malformed e-mail', async () => {
    const missing = await login({ email: uniqueEmail() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.password).toBe('Campo obrigatório.');
    expect((await login({ email: 'x', password: 'a' })).json().fields.email).toBe('Informe um email válido.');
  });

  it('locks an account+IP after 10 failures in 15 minutes, even for the right password, and not other IPs', async () => {
    const parent = await createParent(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ email: parent.email, password: 'Errada123' }, '10.9.9.9')).statusCode).toBe(401);
    }
    const locked = await login({ email: parent.email, password: PASSWORD }, '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate_limited');
    expect(locked.headers['retry-after']).toBe('900');
    expect((await login({ email: parent.email, password: PASSWORD }, '10.9.9.10')).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login({ email: parent.email, password: PASSWORD }, '10.9.9.9')).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const parent = await createParent(t);
    for (let i = 0; i < 9; i += 1) await login({ email: parent.email, password: 'Errada123' }, '10.8.8.8');
    expect((await login({ email: parent.email, password: PASSWORD }, '10.8.8.8')).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) await login({ email: parent.email, password: 'Errada123' }, '10.8.8.8');
    expect((await login({ email: parent.email, password: PASSWORD }, '10.8.8.8')).statusCode).toBe(200);
  });
});

describe('GET /api/auth/parent/validate', () => {
  it('answers valid and the user for a live session', async () => {
    const parent = await createSignedInParent(t);
    const response = await validate(parent.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, valid: true, user: { id: parent.id } });
  });

  it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
    expect((await validate()).statusCode).toBe(401);
    expect((await validate({ authorization: 'Basic abc' })).statusCode).toBe(401);
    const unknown = await validate({ authorization: 'Bearer not-a-session' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('unauthorized');
  });

  it('answers 401 once the session went 14 days unused', async () => {
    const parent = await createSignedInParent(t);
    t.clock.advance(13 * 86_400_000);
    expect((await validate(parent.auth)).statusCode).toBe(200);
    t.clock.advance(14 * 86_400_000 + 1);
    expect((await validate(parent.auth)).statusCode).toBe(401);
  });

  it('ends a session 30 days after it was opened, however often it is used (issue 15)', async () => {
    const parent = await createSignedInParent(t);
    for (let day = 0; day < 29; day += 1) {
      t.clock.advance(86_400_000);
      expect((await validate(parent.auth)).statusCode, `day ${day + 1}`).toBe(200);
    }
    t.clock.advance(86_400_000);
    expect((await validate(parent.auth)).statusCode).toBe(401);
  });

  it('refuses a child session on a parent route with 403', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChildSession(t, await createChild(t, parent));
    const response = await validate(child.auth);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });
});

describe('POST /api/auth/parent/logout', () => {
  it('revokes the session it was called with and no other', async () => {
    const parent = await createSignedInParent(t);
    const other = await login({ email: parent.email, password: PASSWORD });
    const otherAuth = { authorization: `Bearer ${other.json().token}` };
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/parent/logout', headers: parent.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await validate(parent.auth)).statusCode).toBe(401);
    expect((await validate(otherAuth)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/parent/logout' })).statusCode).toBe(401);
  });
});
