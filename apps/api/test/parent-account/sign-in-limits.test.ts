import {
  CURRENT_PASSWORD_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '@kiddo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createParent, createSignedInParent, createTestApp, type TestApp, uniqueEmail } from '../helper';

/*
 * Issue 15: guessing a password from many addresses, spraying one password over many accounts,
 * and guessing the current password on a signed-in device are all throttled (429).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/parent/login', payload: { email, password }, remoteAddress });

describe('sign-in limits', () => {
  it('locks one account guessed from many addresses, even for its owner’s right password', async () => {
    const parent = await createParent(t);
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_ACCOUNT; attempt += 1) {
      const response = await login(
        parent.email,
        `Errada${attempt}`,
        `127.0.${Math.floor(attempt / 5)}.${(attempt % 5) + 10}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(parent.email, parent.password!, '127.0.9.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
  });

  it('makes a patient guesser wait ever longer: 60 failures in an hour wait an hour (issue 15)', async () => {
    const parent = await createParent(t);
    let address = 0;
    const fail = async () => {
      address += 1;
      return login(parent.email, `Errada${address}`, `127.0.${50 + Math.floor(address / 200)}.${address % 200}`);
    };
    // 30 failures, then the 15-minute window passes, then 30 more: 60 within the hour.
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_ACCOUNT; attempt += 1)
      expect((await fail()).statusCode).toBe(401);
    t.clock.advance(16 * 60_000);
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_ACCOUNT; attempt += 1)
      expect((await fail()).statusCode).toBe(401);
    t.clock.advance(16 * 60_000);
    const waited = await fail();
    expect(waited.statusCode).toBe(429);
    expect(waited.headers['retry-after']).toBe('3600');
    t.clock.advance(60 * 60_000);
    expect((await login(parent.email, parent.password!, '127.0.60.1')).statusCode).toBe(200);
  });

  it('stops one address spraying a password over many accounts', async () => {
    const address = '127.0.20.1';
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_ADDRESS; attempt += 1) {
      expect((await login(uniqueEmail('spray'), 'Segura123', address)).statusCode).toBe(401);
    }
    const victim = await createParent(t);
    expect((await login(victim.email, victim.password!, address)).statusCode).toBe(429);
    expect((await login(victim.email, victim.password!, '127.0.20.2')).statusCode).toBe(200);
  });

  it('limits wrong current passwords on a signed-in device', async () => {
    const parent = await createSignedInParent(t);
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/parent/password',
        headers: parent.auth,
        payload: { current_password: current, new_password: 'NovaSenha987' },
      });
    for (let attempt = 0; attempt < CURRENT_PASSWORD_MAX_FAILURES; attempt += 1) {
      expect((await change(`Errada${attempt}`)).statusCode).toBe(400);
    }
    expect((await change(parent.password!)).statusCode).toBe(429);
  });

  it('limits a child’s username guessed from many addresses', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent);
    const childLogin = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/child/login',
        payload: { family_code: parent.familyCode, username: child.username, password },
        remoteAddress,
      });
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_ACCOUNT; attempt += 1) {
      expect((await childLogin(`errada${attempt}`, `127.0.30.${attempt + 1}`)).statusCode).toBe(401);
    }
    expect((await childLogin('dino-lua-42', '127.0.31.1')).statusCode).toBe(429);
  });
});

describe('sign-up limit per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { SIGNUPS_PER_ADDRESS_PER_HOUR: '3' } });
  });
  afterAll(async () => {
    await limited.close();
  });
  const signUp = (email: string, remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/parent/register',
      payload: { name: 'Bot', email, password: 'Segura123', accept_terms: true, language: 'en' },
      remoteAddress,
    });

  it('refuses the attempts over the limit from one address with a translated 429 and creates nothing; other addresses and the next hour pass', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await signUp(uniqueEmail('farm'), '10.9.0.1')).statusCode).toBe(201);
    }
    const email = uniqueEmail('farm');
    const refused = await signUp(email, '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().error).toMatch(/try again/i);
    const login = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/parent/login',
      payload: { email, password: 'Segura123' },
      remoteAddress: '10.9.0.5',
    });
    expect(login.statusCode).toBe(401);
    expect((await signUp(uniqueEmail('farm'), '10.9.0.2')).statusCode).toBe(201);
    limited.clock.advance(60 * 60_000 + 1);
    expect((await signUp(uniqueEmail('farm'), '10.9.0.1')).statusCode).toBe(201);
  });
});
